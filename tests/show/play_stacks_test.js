// play_stacks_test.js: play the Stack Management page in headless
// Chromium with mouse and keyboard, against the native program (issue 19).
//
// usage: node play_stacks_test.js CHROMIUM WINNABLE PAGE.html CASE.in SHOWDIR [SHOTDIR]
//
// CASE.in is the page's case (contest input, one case). Opens the page
// from a fragment, asks for a hint and compares every data-move and
// data-verdict with "winnable hint stacks --after" on the same
// position, plays a winning move by clicking (a stack twice removes its
// top), is refused an illegal one, undoes and redoes, solves to a won
// position, deals by seed and compares with "winnable deal stacks", and
// checks the page fits 420 px. Exit 0, or 1 with the first failure.
'use strict';
const fs = require('fs');
const path = require('path');
const [chrome, bin, pageFile, caseFile, showDir, shots] = process.argv.slice(2);
const cdp = require('./cdp.js');
const STK = require(path.resolve(showDir, 'play_rules_stacks.js'));
const caseText = fs.readFileSync(caseFile, 'utf8');
let page = null;
const T = require('./play_helpers.js')({bin, pageFile, page: () => page});
const {fail, expect, run, say, step, fits, base} = T;

async function position() {
  const f = STK.parseFragment(await page.eval('location.hash'));
  return {start: f.stacks, moves: f.moves, pos: STK.after(f.stacks, f.moves, f.moves.length)};
}

const open = (fragment) =>
  T.open(fragment, "document.querySelector('#legal') && location.hash.includes('stacks=')");

async function checkHints(where) {
  const shown = await T.shownHints(where, 20000);
  const {moves, pos} = await position();
  const after = moves.length ? ['--after', moves.map(STK.name).join(' ')] : [];
  const cli = JSON.parse(run(['hint', 'stacks', '--json', ...after], caseText))
    .hints.map((h) => [h.move, h.verdict]);
  expect(JSON.stringify(shown) === JSON.stringify(cli),
         `${where}: the page's hints ${JSON.stringify(shown)}, winnable hint's ${JSON.stringify(cli)}`);
  expect(JSON.stringify(shown.map((s) => s[0])) === JSON.stringify(STK.legal(pos).map(STK.name)),
         `${where}: the page's moves are not the rules' legal moves`);
  return shown;
}

// A move by clicks: rS clicks S twice, mS>T clicks S then T.
async function clickMove([from, to]) {
  await page.click(`#board [data-stack="${from}"]`);
  await page.click(`#board [data-stack="${to || from}"]`);
}

async function play(start) {
  await open(STK.fragment(start, [], false).slice(1));
  await page.click('#hint');
  const hints = await checkHints('the start');
  const win = hints.find(([, v]) => v === 'win');
  expect(win, 'no winning move in a winnable case');
  await clickMove(STK.parseMove(win[0]));
  const {moves} = await position();
  expect(moves.length === 1 && STK.name(moves[0]) === win[0], `clicking ${win[0]} left ${JSON.stringify(moves)}`);
  await checkHints('after one move');
  const bad = STK.legal((await position()).pos).length ? [1, 2] : [1, 0];
  if (STK.why((await position()).pos, bad)) {
    await clickMove(bad);
    expect(/^Refused: /.test(await say()), `an illegal click said: ${await say()}`);
  }
  await page.click('#prev');
  expect(await step() === 0, 'Undo did not undo');
  await page.press('ArrowRight', 39);
  expect(await step() === 1, 'Redo (right arrow) did not redo');
  await page.eval('document.body.dataset.delay = 0');
  await page.click('#solve');
  await page.until(`/Won:/.test(document.getElementById('move').textContent)`, 20000,
                   'Solve from here to win').catch(async (e) => { throw new Error(`${e.message}: ${await say()}`); });
  const end = await position();
  const pos = STK.copy(end.start);
  for (const m of end.moves) {
    expect(!STK.why(pos, m), `solved line: illegal move ${STK.name(m)}`);
    STK.apply(pos, m);
  }
  expect(STK.won(pos), 'the solved line does not win');
  return end.moves.length;
}

async function dealBySeed() {
  await page.click('#newdeal summary');
  await page.eval(`(() => { const v = {seed: '9', index: '2', 'stacks-n': '5', 'stacks-c': '3',
    'stacks-k': '4', 'stacks-v': '13'}; for (const id in v) document.getElementById(id).value = v[id]; })()`);
  await page.click('#deal');
  const text = run(['deal', 'stacks', '--seed', '9', '--first', '2', '--stacks', '5',
                    '--cards', '3', '--suits', '4', '--values', '13']);
  const t = text.trim().split(/\s+/).map(Number), want = [];
  for (let k = 1, x = 0; x < t[0]; x++) {
    const s = [];
    for (let c = t[k++]; c > 0; c--, k += 2) s.push([t[k], t[k + 1]]);
    want.push(s);
  }
  const got = (await position()).start;
  expect(JSON.stringify(got) === JSON.stringify(want), `instance 2 of seed 9: page ${JSON.stringify(got)}`);
  await page.eval(`document.getElementById('paste').value = ${JSON.stringify(text)}`);
  await page.click('#use');
  expect(/pasted/.test(await page.eval("document.getElementById('summary').textContent"))
         && JSON.stringify((await position()).start) === JSON.stringify(want), 'a pasted case was not read');
  await page.eval("document.getElementById('paste').value = '2 zz'");
  await page.click('#use');
  expect(/^Refused: /.test(await say()), `a bad paste said: ${await say()}`);
}

async function main() {
  page = await cdp.open(chrome, {width: 1100, height: 900});
  const start = JSON.parse(await (async () => {
    await page.go(base);
    await page.until("location.hash.includes('stacks=')", 10000, 'the page');
    return page.eval('JSON.stringify(STK.parseFragment(location.hash).stacks)');
  })());
  const moves = await play(start);
  await dealBySeed();
  await page.width(420);
  await open(STK.fragment(start, [], true).slice(1));
  await checkHints('420 px');
  await fits(420);
  if (shots) await page.screenshot(path.join(shots, 'play-stacks-420.png'));
  await page.width(1100);
  if (shots) {
    await open(STK.fragment(start, [], true).slice(1));
    await checkHints('the screenshot');
    await page.screenshot(path.join(shots, 'play-stacks.png'));
  }
  expect(!page.problems.length, page.problems.join('\n'));
  console.log(`play stacks: hints checked against winnable hint stacks, moves by click, `
    + `undo/redo, solved to a win in ${moves} moves, deal by seed, 420 px`);
  await page.close();
}
// (play_pages.js runs it in a shared Chromium and waits for this promise)
module.exports = main().catch((e) => fail(e.message));
