// play_outlast_test.js: play the Inventor Outlasting page in headless
// Chromium against the native program and a brute force (issue 19).
//
// usage: node play_outlast_test.js CHROMIUM WINNABLE PAGE.html CASE.in SHOWDIR [SHOTDIR]
//
// CASE.in is the page's board (contest input, one small board). Asks
// for a hint at the start and compares every data-move/data-verdict
// with "winnable hint outlast"; builds by clicking and compares the
// mid-game hints with a brute force over the rules of
// play_rules_outlast.js (the program hints start positions only);
// undoes and redoes, solves to the end and checks the winner the brute
// force predicts, deals by seed against "winnable deal outlast", is
// refused a link with an illegal build, and fits 420 px.
'use strict';
const fs = require('fs');
const path = require('path');
const [chrome, bin, pageFile, caseFile, showDir, shots] = process.argv.slice(2);
const cdp = require('./cdp.js');
const OUT = require(path.resolve(showDir, 'play_rules_outlast.js'));
const caseText = fs.readFileSync(caseFile, 'utf8');
const board = caseText.trim().split('\n').slice(2);
let page = null;
const T = require('./play_helpers.js')({bin, pageFile, page: () => page});
const {fail, expect, run, say, step, fits} = T;

// Grundy value by brute force: mex of the children's values.
const memo = new Map();
function grundy(builds) {
  const key = OUT.cells(board, builds).join('');
  if (memo.has(key)) return memo.get(key);
  const seen = new Set(OUT.legal(board, builds).map((c) => grundy(builds.concat([c]))));
  let g = 0;
  while (seen.has(g)) g++;
  memo.set(key, g);
  return g;
}

async function builds() {
  return OUT.parseFragment(await page.eval('location.hash')).moves;
}

const open = (fragment) =>
  T.open(fragment, "document.querySelector('#legal') && location.hash.includes('board=')");
const shownHints = (where) => T.shownHints(where, 20000);

// The page's hints against the brute force (and, at the start, the program).
async function checkHints(where) {
  const shown = await shownHints(where), b = await builds();
  const brute = OUT.legal(board, b).map((c) =>
    [OUT.name(board, c), grundy(b.concat([c])) === 0 ? 'win' : 'loss']);
  expect(JSON.stringify(shown) === JSON.stringify(brute),
         `${where}: the page's hints ${JSON.stringify(shown)}, brute force ${JSON.stringify(brute)}`);
  if (!b.length) {
    const cli = JSON.parse(run(['hint', 'outlast', '--json'], caseText)).hints.map((h) => [h.move, h.verdict]);
    expect(JSON.stringify(shown) === JSON.stringify(cli),
           `${where}: the page's hints ${JSON.stringify(shown)}, winnable hint's ${JSON.stringify(cli)}`);
  }
  return shown;
}

async function play() {
  await open(OUT.fragment(board, [], false).slice(1));
  await page.click('#hint');
  const hints = await checkHints('the start');
  const pick = (hints.find(([, v]) => v === 'win') || hints[0])[0];
  await page.click(`#board [data-cell="${pick}"]`);
  expect(JSON.stringify((await builds()).map((c) => OUT.name(board, c))) === JSON.stringify([pick]),
         `clicking ${pick} left ${JSON.stringify(await builds())}`);
  await checkHints('after one build');
  const second = (await shownHints('after one build'))[0][0];
  await page.click(`#board [data-cell="${second}"]`);
  await checkHints('after two builds');
  await page.click('#prev');
  expect(await step() === 1, 'Undo did not undo');
  await page.press('ArrowRight', 39);
  expect(await step() === 2, 'Redo (right arrow) did not redo');
  return solveToEnd();
}

async function solveToEnd() {
  const from = await builds(), g = grundy(from), mover = from.length % 2 + 1;
  await page.eval('document.body.dataset.delay = 0');
  await page.click('#solve');
  await page.until("document.getElementById('board').dataset.free === '0'", 20000,
                   'Solve from here to fill the board');
  const end = await builds();
  expect(!OUT.legal(board, end).length, 'free cells are left after the solve');
  const winner = end.length % 2 ? 1 : 2;   // the player who built last
  expect(winner === (g ? mover : 3 - mover),
         `the solve ended with the player ${winner} winning; the brute force says ${g ? mover : 3 - mover}`);
  for (let k = from.length; k < end.length; k++)
    if (grundy(end.slice(0, k)) !== 0)
      expect(grundy(end.slice(0, k + 1)) === 0, `solve move ${k + 1} is not a best move`);
  return end.length - from.length;
}

async function dealBySeed() {
  await page.click('#newdeal summary');
  await page.eval(`(() => { const v = {seed: '4', index: '2', rows: '3', cols: '6', density: '0.4'};
    for (const id in v) document.getElementById(id).value = v[id]; })()`);
  await page.click('#deal');
  const want = run(['deal', 'outlast', '--seed', '4', '--first', '2', '--rows', '3',
                    '--cols', '6', '--density', '0.4']).trim().split('\n').slice(2);
  const got = OUT.parseFragment(await page.eval('location.hash')).board;
  expect(JSON.stringify(got) === JSON.stringify(want), `board 2 of seed 4: page ${got}, program ${want}`);
  await page.eval(`document.getElementById('paste').value = ${JSON.stringify(caseText)}`);
  await page.click('#use');
  expect(JSON.stringify(OUT.parseFragment(await page.eval('location.hash')).board) === JSON.stringify(board),
         'the pasted board was not read');
  await page.eval("document.getElementById('paste').value = '1 3 4 X.QX'");
  await page.click('#use');
  expect(/^Refused: /.test(await say()), `a bad paste said: ${await say()}`);
}

async function main() {
  page = await cdp.open(chrome, {width: 1100, height: 900});
  const moves = await play();
  await dealBySeed();
  const dot = board.join('').indexOf('.');
  await open(`game=outlast&board=${board.join('/')}&moves=${OUT.name(board, dot)}`);
  expect(/illegal/.test(await say()) && await step() === 0, 'a link building on a . cell was taken');
  await page.width(420);
  await open(OUT.fragment(board, [], true).slice(1));
  await checkHints('420 px');
  await fits(420);
  await page.width(1100);
  if (shots) {
    await open(OUT.fragment(board, [], true).slice(1));
    await checkHints('the screenshot');
    await page.screenshot(path.join(shots, 'play-outlast.png'));
  }
  expect(!page.problems.length, page.problems.join('\n'));
  console.log(`play outlast: hints against winnable hint outlast and a brute force, builds by `
    + `click, undo/redo, best play to the end (${moves} builds), board by seed, 420 px`);
  await page.close();
}
// (play_pages.js runs it in a shared Chromium and waits for this promise)
module.exports = main().catch((e) => fail(e.message));
