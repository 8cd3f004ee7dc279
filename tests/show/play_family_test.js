// play_family_test.js: the Accordion family on the playable page
// (issue 50), in headless Chromium against the native program.
//
// usage: node play_family_test.js CHROMIUM WINNABLE OUTDIR SHOWDIR
//
// OUTDIR holds the pages play_family_test.sh wrote: relaxed.html,
// skidoo.html, revenge.html (a deal line with '# goal XX'), bayan.html,
// redblack.html (--match red-black), each "show accordion --html" of
// deal.txt under those rules, and skidoo-replay.html, skidoo.html
// without its WebAssembly solver (as a build without it writes it).
// Checks: each page states its rules; relaxed accepts a move to the
// right; 23 Skidoo accepts a distance-2 move, refuses a distance-1 one
// and is won at two piles; Accordion's Revenge is won only with the
// goal last; in Bayan pairs leave and the row empties; red-black
// refuses a same-colour move; on positions of every page the page's
// hint equals "winnable hint accordion --rule R --after ..."; the page
// without the solver replays its line to the win and says so.
// Exit 0, or 1 with the first failure.
'use strict';
const path = require('path');
const [chrome, bin, outDir, showDir] = process.argv.slice(2);
const cdp = require('./cdp.js');
const ACC = require(path.resolve(showDir, 'play_rules_accordion.js'));
let page = null, pageFile = '';
const T = require('./play_helpers.js')({bin, pageFile: 'unused', page: () => page});
const {fail, expect, run, say, step} = T;

// Open page 'name' (in OUTDIR) at #fragment and wait for it to draw.
async function open(name, fragment) {
  pageFile = 'file://' + path.resolve(outDir, `${name}.html`);
  await page.go('about:blank');
  await page.go(`${pageFile}#${fragment}`);
  await page.until("document.querySelector('#legal') && document.body.dataset.steps !== undefined"
    + " && location.hash.includes('deal=')", 10000, `the page ${name} to start`);
}

// The position the page's URL holds: rules, deal, moves, piles.
async function position() {
  const f = ACC.parseFragment(await page.eval('location.hash'));
  expect(!f.ignored.length, `the page's own link has parts it ignores: ${f.ignored}`);
  return {rule: f.rule, deal: f.deal, moves: f.moves, piles: ACC.piles(f.deal, f.moves, f.moves.length, f.rule)};
}

const piles = () => page.eval("Number(document.getElementById('board').dataset.piles)");

async function clickMove(j, i) {
  await page.click(`#board [data-pile="${j}"]`);
  await page.click(`#board [data-pile="${i}"]`);
}

// Play [j, i] by clicking; expect it taken (the line grows by it).
async function accepted(j, i, what) {
  const before = (await position()).moves.length;
  await clickMove(j, i);
  const after = await position();
  expect(after.moves.length === before + 1 && after.moves[before].join('>') === `${j}>${i}`,
         `${what}: ${j}>${i} was not played (${await say()})`);
}

// Click [j, i]; expect a refusal naming 'why' and no change.
async function refused(j, i, why, what) {
  const before = JSON.stringify((await position()).moves);
  await clickMove(j, i);
  const text = await say();
  expect(/^Refused: /.test(text) && why.test(text) && JSON.stringify((await position()).moves) === before,
         `${what}: ${j}>${i} was not refused as ${why}: ${text}`);
}

// The page's hint on its position equals "winnable hint accordion"
// with the page's rules as options and its moves as --after.
let hinted = 0;
async function checkHint(where) {
  await page.click('#hint');
  const shown = await T.shownHints(where, 30000,
                                   "document.getElementById('legal').dataset.hint !== 'pending'");
  const pos = await position();
  const after = pos.moves.length ? ['--after', pos.moves.map((m) => m.join('>')).join(' ')] : [];
  const cli = JSON.parse(run(['hint', 'accordion', '--json', ...ACC.cliArgs(pos.rule), ...after],
                             pos.deal.join(' ') + '\n'));
  const want = cli.hints.map((h) => [h.move, h.verdict]);
  expect(JSON.stringify(shown) === JSON.stringify(want),
         `${where}: the page's hint ${JSON.stringify(shown)}, winnable hint's ${JSON.stringify(want)}`);
  expect(JSON.stringify(shown.map((s) => s[0])) === JSON.stringify(ACC.legal(pos.piles, pos.rule).map((m) => m.join('>'))),
         `${where}: the page lists other moves than the rules'`);
  hinted += shown.length;
  await page.click('#hint');   // hints off again
  return shown;
}

// The page's own line: its rules stated, the hint of its deal.
async function ownPage(name, words) {
  await open(name, '');
  const rules = await page.eval("document.getElementById('rules').textContent");
  expect(words.test(rules), `${name}: the rules say "${rules}", not ${words}`);
  await checkHint(`${name}, the deal`);
}

async function solveToWin(what, wantPiles) {
  await page.eval('document.body.dataset.delay = 0');
  await page.click('#solve');
  await page.until(`document.getElementById('board').dataset.piles === '${wantPiles}'`, 30000,
                   `${what}: Solve from here to reach ${wantPiles} piles`);
  const pos = await position();
  expect(ACC.won(pos.piles, pos.rule) && /Won/.test(await say()), `${what}: solved but not won: ${await say()}`);
}

async function relaxed() {
  await ownPage('relaxed', /left or right/);
  const pos = await position(), right = ACC.legal(pos.piles, pos.rule).find(([j, i]) => i > j);
  expect(right, 'relaxed: the deal has no move to the right');
  await accepted(...right, 'relaxed');
  await checkHint('relaxed, after a right move');
}

async function skidoo(deal) {
  await ownPage('skidoo', /2 or 3 places to its left .*won when 2 piles/);
  // 2S ? 2D: the distance-2 move 3>1 is taken, 2>1 (2H on 2S) is refused
  await open('skidoo', 'rule=23-skidoo&deal=2S,2H,2D,9C&moves=');
  await refused(2, 1, /pile 2 has nowhere to go/, '23 Skidoo, distance 1');
  await refused(4, 3, /pile 4 goes onto pile 1 or 2 only/, '23 Skidoo, distance 1');
  await accepted(3, 1, '23 Skidoo, distance 2');
  expect(await piles() === 3 && /No legal move: 3 piles left/.test(await say()),
         `23 Skidoo: after 3>1 the page says: ${await say()}`);
  await open('skidoo', `rule=23-skidoo&deal=${deal.join(',')}&moves=`);
  await solveToWin('23 Skidoo', 2);
}

async function revenge(goal) {
  await ownPage('revenge', new RegExp(`one pile is left, ${goal} on top`));
  await open('revenge', 'rule=revenge&goal=QS&deal=QS,2S&moves=2>1');
  expect(/No legal move: one pile left, its top 2S not the goal QS/.test(await say()),
         `revenge: one pile not on the goal says: ${await say()}`);
  await open('revenge', 'rule=revenge&goal=QS&deal=2S,QS&moves=');
  await accepted(2, 1, 'revenge');
  expect(/Won: one pile left/.test(await say()), `revenge: the goal last says: ${await say()}`);
  await open('revenge', 'rule=revenge&goal=QS&deal=QS,2S,3S&moves=');
  await accepted(2, 1, 'revenge');
  expect(/The goal QS is covered/.test(await say()), `revenge: the goal covered says: ${await say()}`);
  await open('revenge', '');
  const own = await page.eval('window.winnable.state.line.length');
  if (own) {   // the deal is winnable: Solve from here ends on the goal
    await solveToWin('revenge', 1);
    expect((await position()).piles[0].top === goal, 'revenge: solved to another top than the goal');
  }
}

async function bayan() {
  await ownPage('bayan', /leave together .*won when no pile is left/);
  await open('bayan', 'rule=bayan&deal=KH,KS,2D,2C&moves=');
  await accepted(1, 2, 'bayan, a pair to the right');
  expect(await piles() === 2, 'bayan: a pair did not leave');
  await checkHint('bayan, after a pair');
  await accepted(2, 1, 'bayan');
  expect(await piles() === 0 && /Won: no pile left/.test(await say()), `bayan: the empty row says: ${await say()}`);
}

async function redBlack() {
  await ownPage('redblack', /are one red and one black/);
  await open('redblack', 'rule=any&match=red-black&deal=KH,KD,2S&moves=');
  await refused(2, 1, /KD and KH do not match/, 'red-black, same colour');
  await accepted(3, 2, 'red-black');
  await checkHint('red-black, after a move');
}

// The page without the solver: replays its line to the win, says so.
async function replayOnly() {
  pageFile = 'file://' + path.resolve(outDir, 'skidoo-replay.html');
  await page.go('about:blank');
  await page.go(pageFile);
  await page.until('document.body.dataset.steps !== undefined', 10000, 'the replay page to start');
  const notice = await page.eval("(document.getElementById('notice') || {}).textContent || ''");
  expect(/Replay only/.test(notice), `the page without the solver says: ${notice}`);
  const steps = Number(await page.eval('document.body.dataset.steps'));
  await page.click('#last');
  expect(await step() === steps && await piles() === 2 && /Won: 2 piles left/.test(await say()),
         `the replay ends on ${await piles()} piles: ${await say()}`);
  const rules = await page.eval("document.getElementById('rules').textContent");
  expect(/won when 2 piles/.test(rules), `the replay page's rules: ${rules}`);
}

async function main() {
  page = await cdp.open(chrome, {width: 1100, height: 900});
  const deal = run(['deal', 'accordion', '--seed', '7']).trim().split(' ');
  const goal = /# goal (\S+)/.exec(require('fs').readFileSync(path.join(outDir, 'revenge.txt'), 'utf8'))[1];
  await relaxed();
  await skidoo(deal);
  await revenge(goal);
  await bayan();
  await redBlack();
  await replayOnly();
  expect(!page.problems.length, page.problems.join('\n'));
  console.log(`play family: relaxed, 23-skidoo, revenge (goal ${goal}), bayan, red-black: rules stated, `
    + `moves taken and refused, wins; ${hinted} hinted moves equal winnable hint's; replay without the solver`);
  await page.close();
}
main().catch((e) => fail(e.message));
