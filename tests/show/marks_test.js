// marks_test.js: the marks of the replay page (issue 18 item 6): at
// every step, the verdict of every legal move, and the step where a
// --moves-from line went wrong.
//
// usage: node marks_test.js CHROMIUM WINNABLE BRUTE SHOWDIR OUTDIR
//
// Builds a line on a 14-card deal (seed 9) that follows the solver's
// proof for two moves, then plays a move the brute force
// (accordion_brute_tool, tests/cross) proves lost from a position it
// proves won, then any legal moves to the end: so the line goes wrong
// at step 2, known without the program. Checks the page's data: every
// step's marks equal both "winnable hint accordion --after PREFIX" and
// the brute force on every move's position, and "wrong" is 2. Then in
// headless Chromium, on the playable page and on a replay-only copy
// (the module taken out), steps through with the keyboard and checks
// #legal at each step: data-move / data-verdict as the data, the
// played move data-played, data-wrong at step 2 only. Then the budget:
// --hint-budget 0 marks no step ("not analysed: time budget" on the
// page), 0.001 s leaves the later steps of a 52-card line unanalysed,
// and --max-states 1 turns moves into unknown. Exit 0, or 1.
'use strict';
const {execFileSync, spawnSync} = require('child_process');
const fs = require('fs');
const path = require('path');
const cdp = require('./cdp.js');
const [chrome, bin, brute, showDir, out] = process.argv.slice(2);
const ACC = require(path.resolve(showDir, 'play_rules_accordion.js'));
const run = (args, input) => execFileSync(bin, args, {input, encoding: 'utf8'});
const WRONG = 2;
let page = null;
const {fail, expect} = cdp.checks(() => page);
setTimeout(() => fail('timed out after 120 s'), 120000).unref();

// The brute force's verdict ('win' or 'loss') of each row of tops.
function bruteWins(rows) {
  const o = execFileSync(brute, ['decide', 'any'], {input: rows.map((r) => r.join(' ')).join('\n') + '\n',
                                                     encoding: 'utf8'});
  return o.trim().split('\n').map((l) => (l === 'winnable' ? 'win' : 'loss'));
}

// Every legal move of the piles with the brute force's verdict.
function bruteMarks(piles) {
  const legal = ACC.legal(piles, 'any');
  const rows = legal.map((m) => {
    const p = piles.map((x) => ({...x}));
    ACC.apply(p, m);
    return p.map((x) => x.top);
  });
  const v = legal.length ? bruteWins(rows) : [];
  return legal.map((m, x) => `${m.join('>')}:${v[x]}`);
}

// The line: two proof moves, a losing move from a won position, then
// the first legal move until none is left.
function buildLine(deal) {
  const proof = run(['accordion', '--moves'], deal.join(' ') + '\n').split('\n')[1]
    .split(' ').map((m) => m.split('>').map(Number));
  const line = proof.slice(0, WRONG), piles = ACC.start(deal);
  line.forEach((m) => ACC.apply(piles, m));
  const marks = bruteMarks(piles);
  expect(marks.some((m) => m.endsWith(':win')), 'the step to go wrong at is not won');
  const bad = marks.find((m) => m.endsWith(':loss')).split(':')[0].split('>').map(Number);
  for (let m = bad; m; m = ACC.legal(piles, 'any')[0]) {
    line.push(m);
    ACC.apply(piles, m);
  }
  return line;
}

function pageData(file) {
  const html = fs.readFileSync(file, 'utf8');
  const m = /<script type='application\/json' id='data'>\n([\s\S]*?)\n<\/script>/.exec(html);
  return JSON.parse(m[1]);
}

function writePage(args, file) {
  const r = spawnSync(bin, ['show', 'accordion', '--html', file, ...args], {encoding: 'utf8'});
  expect(r.status === 0 || r.status === 1, `show ${args}: exit ${r.status}: ${r.stderr}`);
  return pageData(file);
}

// The data's marks against "winnable hint --after" and the brute force.
function checkData(d, deal, line) {
  expect(d.marks.wrong === WRONG, `data: wrong is ${d.marks.wrong}, want ${WRONG}`);
  expect(d.marks.steps.length === line.length + 1, 'data: not one mark per step');
  const piles = ACC.start(deal);
  d.marks.steps.forEach((s, k) => {
    const got = s.moves.map((m) => `${m.move.join('>')}:${m.verdict}`);
    const after = line.slice(0, k).map((m) => m.join('>')).join(' ');
    const cli = run(['hint', 'accordion', '--after', after], deal.join(' ') + '\n').trim();
    expect(got.join(' ') === cli, `data: step ${k}: ${got.join(' ')}; winnable hint: ${cli}`);
    const b = bruteMarks(piles);
    expect(got.join(' ') === b.join(' '), `data: step ${k}: ${got.join(' ')}; brute force: ${b}`);
    if (k < line.length) ACC.apply(piles, line[k]);
  });
}

const LEGAL = `[...document.querySelectorAll('#legal [data-move]')].map((b) =>
  [b.dataset.move, b.dataset.verdict, b.dataset.played || '', b.dataset.wrong || ''])`;

// Step through the page with the right arrow, checking #legal each step.
async function checkPage(file, d, line, what) {
  await page.go('about:blank');
  await page.go('file://' + path.resolve(file));
  await page.until("document.body.dataset.steps !== undefined && document.getElementById('legal')",
                   20000, `${what}: the first position`);
  for (let k = 0; k <= line.length; k++) {
    await page.until(`Number(document.body.dataset.step) === ${k}`, 5000, `${what}: step ${k}`);
    const shown = await page.eval(LEGAL);
    const want = d.marks.steps[k].moves.map((m) => {
      const name = m.move.join('>'), played = k < line.length && name === line[k].join('>');
      return [name, m.verdict, played ? 'true' : '', played && k === WRONG ? 'true' : ''];
    });
    expect(JSON.stringify(shown) === JSON.stringify(want),
           `${what}: step ${k}: #legal ${JSON.stringify(shown)}, want ${JSON.stringify(want)}`);
    const text = await page.eval("document.getElementById('move').textContent");
    expect(/went wrong here/.test(text) === (k === WRONG), `${what}: step ${k} says "${text}"`);
    await page.press('ArrowRight', 39);
  }
  const chips = await page.eval("[...document.querySelectorAll('#moves button.wrong')].map((b) => b.title)");
  expect(JSON.stringify(chips) === JSON.stringify([`move ${WRONG + 1}`]),
         `${what}: the chips marked wrong are ${chips}`);
  expect(!page.problems.length, page.problems.join('\n'));
}

// A page every step of which says it was not analysed.
async function checkBudgetPage(file, steps) {
  await page.go('about:blank');
  await page.go('file://' + path.resolve(file));
  await page.until("document.body.dataset.steps !== undefined && document.getElementById('legal')");
  for (let k = 0; k <= steps; k++) {
    await page.until(`Number(document.body.dataset.step) === ${k}`, 5000, `budget page: step ${k}`);
    const [marks, verdicts, text] = await page.eval(`[document.getElementById('legal').dataset.marks,
      document.querySelectorAll('#legal [data-verdict]').length,
      document.getElementById('move').textContent]`);
    expect(marks === 'budget' && verdicts === 0 && /Not analysed: time budget/.test(text),
           `budget page: step ${k}: data-marks ${marks}, ${verdicts} verdicts, "${text}"`);
    await page.press('ArrowRight', 39);
  }
}

function checkBudgets(deal, line, movesFile) {
  const none = writePage(['--hint-budget', '0', '--moves-from', movesFile, `${out}/deal.txt`],
                         `${out}/budget0.html`);
  expect(none.marks.steps.every((s) => s.verdict === 'budget' && !s.moves.length),
         '--hint-budget 0: a step was analysed');
  const big = writePage(['--hint-budget', '0.001', `${out}/deal52.txt`], `${out}/budget.html`);
  const v = big.marks.steps.map((s) => s.verdict);
  const first = v.indexOf('budget');
  expect(first > 0 || (first === 0 && v.length > 1), `--hint-budget 0.001: ${v}`);
  expect(v.slice(first).every((x) => x === 'budget'), `--hint-budget 0.001: analysed after the budget: ${v}`);
  const capped = writePage(['--max-states', '1', '--moves-from', movesFile, `${out}/deal.txt`],
                           `${out}/capped.html`);
  expect(capped.marks.steps[0].moves.some((m) => m.verdict === 'unknown'),
         '--max-states 1: no move of the deal is unknown');
  return none;
}

async function main() {
  fs.mkdirSync(out, {recursive: true});
  // show --html never replaces a page: the last run's go first
  for (const f of fs.readdirSync(out)) if (f.endsWith('.html')) fs.unlinkSync(`${out}/${f}`);
  const deal = run(['deal', 'accordion', '--seed', '9', '--cards', '14']).trim().split(' ');
  fs.writeFileSync(`${out}/deal.txt`, deal.join(' ') + '\n');
  fs.writeFileSync(`${out}/deal52.txt`, run(['deal', 'accordion', '--seed', '7']));
  const line = buildLine(deal), movesFile = `${out}/wrong.moves`;
  fs.writeFileSync(movesFile, line.map((m) => m.join('>')).join(' ') + '\n');
  const d = writePage(['--moves-from', movesFile, `${out}/deal.txt`], `${out}/marks.html`);
  checkData(d, deal, line);
  // the same page without its module: the replay-only page
  const html = fs.readFileSync(`${out}/marks.html`, 'utf8');
  fs.writeFileSync(`${out}/replay.html`, html.replace(/<script type='application\/octet-stream' id='wasm'>[\s\S]*?<\/script>\n/, ''));
  checkBudgets(deal, line, movesFile);
  page = await cdp.open(chrome, {width: 1100, height: 900});
  page.died.catch((e) => fail(e.message));
  await checkPage(`${out}/marks.html`, d, line, 'page');
  await checkPage(`${out}/replay.html`, d, line, 'replay-only page');
  await checkBudgetPage(`${out}/budget0.html`, line.length);
  await page.screenshot(`${out}/marks.png`);
  console.log(`marks: ${line.length} moves, wrong at step ${WRONG}: page and replay-only page agree `
    + 'with winnable hint and the brute force; budgets mark as they should');
  await page.close();
}
main().catch((e) => fail(e.stack || String(e)));
