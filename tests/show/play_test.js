// play_test.js: play the Accordion page in headless Chromium as a
// person would, with mouse and keyboard, and check it against the
// native program (issue 19).
//
// usage: node play_test.js CHROMIUM WINNABLE PAGE.html SHOWDIR [SHOTDIR]
//
// Opens the page from URL fragments (both rules), makes moves by
// clicking a pile and then its target, is refused an illegal move, asks
// for a hint and compares every data-move and data-verdict with
// "winnable hint accordion" on the same position, undoes and redoes
// (buttons and keys), makes a move from the keyboard, solves to the
// end (one pile left), deals by seed and compares with "winnable deal",
// plays the solution's next move by hand (the rest of the solution
// stays), sees a losing move marked red once played, and checks the page
// fits 420 px with the board on a phone's first screen. With SHOTDIR, saves screenshots
// there (desktop and 420 px). Exit 0, or 1 with the first failure.
'use strict';
const path = require('path');
const [chrome, bin, pageFile, showDir, shots] = process.argv.slice(2);
const cdp = require('./cdp.js');
const ACC = require(path.resolve(showDir, 'play_rules_accordion.js'));
let page = null;
const T = require('./play_helpers.js')({bin, pageFile, page: () => page});
const {fail, expect, run, say, step, fits} = T;

// The position the page's URL holds, replayed here with ACC.
async function position() {
  const f = ACC.parseFragment(await page.eval('location.hash'));
  const piles = ACC.start(f.deal);
  for (const m of f.moves) ACC.apply(piles, m, f.rule);
  return {rule: f.rule, deal: f.deal, moves: f.moves, tops: piles.map((p) => p.top)};
}

const open = (fragment) => T.open(fragment, "document.querySelector('#legal')"
  + " && document.body.dataset.steps !== undefined && location.hash.includes('deal=')");

// Every legal move on the page is listed and valued as "winnable hint
// accordion" lists and values it on the same position. Waits for the
// solver's hint: on the page's own line the page's marks value the
// moves before it answers, and its answer redraws the page.
async function checkHints(where) {
  const shown = await T.shownHints(where, 30000,
                                   "document.getElementById('legal').dataset.hint !== 'pending'");
  const pos = await position();
  const legal = ACC.legal(ACC.start(pos.tops), pos.rule).map((m) => m.join('>'));
  expect(JSON.stringify(shown.map((s) => s[0])) === JSON.stringify(legal),
         `${where}: the page lists moves ${shown.map((s) => s[0])}, the rules ${legal}`);
  const cli = JSON.parse(run(['hint', 'accordion', '--json', ...ACC.cliArgs(pos.rule)],
                             pos.tops.join(' ') + '\n')).hints.map((h) => [h.move, h.verdict]);
  expect(JSON.stringify(shown) === JSON.stringify(cli),
         `${where}: the page's hints ${JSON.stringify(shown)}, winnable hint's ${JSON.stringify(cli)}`);
  return shown;
}

async function clickMove(j, i) {
  await page.click(`#board [data-pile="${j}"]`);
  await page.click(`#board [data-pile="${i}"]`);
}

// Pick pile j, then pile i, with the Enter key (focus as Tab would set it).
async function keyMove(j, i) {
  for (const x of [j, i]) {
    await page.eval(`document.querySelector('#board [data-pile="${x}"]').focus()`);
    await page.press('Enter', 13);
  }
}

async function playAny(deal) {
  await open(`rule=any&deal=${deal.join(',')}&moves=`);
  expect(await page.eval("document.getElementById('board').dataset.piles") === '52', 'not 52 piles');
  await page.click('#hint');
  const hints = await checkHints('the deal');
  const win = hints.find(([, v]) => v === 'win');
  expect(win, 'no winning first move in a winnable deal');
  const [j, i] = win[0].split('>').map(Number);
  await clickMove(j, i);
  const after = await position();
  expect(after.moves.length === 1 && after.moves[0].join('>') === win[0],
         `clicking ${j} then ${i} left the moves ${JSON.stringify(after.moves)}`);
  await checkHints('after one move');   // the hint stays on
  return refuseAndUndo(after);
}

async function refuseAndUndo(before) {
  await clickMove(6, 1);   // never a legal move: 1 is neither 5 nor 3
  expect(/^Refused: /.test(await say()), `an illegal click said: ${await say()}`);
  expect(JSON.stringify((await position()).moves) === JSON.stringify(before.moves),
         'an illegal move changed the position');
  await page.click('#prev');
  expect(await step() === 0 && (await position()).moves.length === 0, 'Undo did not undo');
  await page.press('ArrowRight', 39);
  expect(await step() === 1, 'Redo (right arrow) did not redo');
  await page.press('ArrowLeft', 37);
  await keyMove(...before.moves[0]);
  expect(JSON.stringify((await position()).moves) === JSON.stringify(before.moves),
         'the same move made from the keyboard (Enter on two piles) differs');
  return solveToEnd();
}

async function solveToEnd() {
  await page.eval('document.body.dataset.delay = 0');
  await page.click('#solve');
  await page.until("document.getElementById('board').dataset.piles === '1'", 30000,
                   'Solve from here to reach one pile');
  const pos = await position();
  const piles = ACC.start(pos.deal);
  for (const m of pos.moves) {
    expect(!ACC.why(piles, pos.rule, m[0], m[1]), `solved line: illegal move ${m}`);
    ACC.apply(piles, m);
  }
  expect(piles.length === 1, 'the solved line does not end in one pile');
  return pos.moves.length;
}

async function dealBySeed() {
  await page.click('#newdeal summary');
  await page.eval(`(() => { const set = (id, v) => { document.getElementById(id).value = v; };
    set('seed', '12345'); set('index', '3'); set('cards', '52'); })()`);
  await page.click('#deal');
  const want = run(['deal', 'accordion', '--seed', '12345', '--first', '3']).trim().split(' ');
  const got = (await position()).deal;
  expect(JSON.stringify(got) === JSON.stringify(want),
         `deal 3 of seed 12345: page ${got.join(' ')}, winnable deal ${want.join(' ')}`);
  return paste();
}

// A pasted deal is read as the program reads it; a bad one is refused.
async function paste() {
  const text = '10h 7\u2665 as KC 9c 9d';
  await page.eval(`document.getElementById('paste').value = ${JSON.stringify(text)}`);
  await page.click('#use');
  const got = (await position()).deal.join(' ');
  const want = run(['hint', 'accordion', '--json'], text + '\n');
  expect(got === JSON.parse(want).position, `pasted "${text}": page ${got}`);
  await page.eval("document.getElementById('paste').value = 'AS ZZ'");
  await page.click('#use');
  expect(/^Refused: /.test(await say()) && (await position()).deal.join(' ') === got,
         `a bad paste said: ${await say()}`);
}

// The shortest prefix of the deal (13 cards or more) whose last card
// can move under the rightmost rule.
function movablePrefix(deal) {
  for (let n = 13; n <= deal.length; n++)
    if (ACC.legal(ACC.start(deal.slice(0, n)), 'rightmost').length) return deal.slice(0, n);
  throw new Error('no prefix of the deal has a rightmost move');
}

async function rightmost(deal) {
  await open(`rule=rightmost&deal=${movablePrefix(deal).join(',')}&moves=&hint`);
  const hints = await checkHints('rightmost, opened with &hint');
  await clickMove(2, 1);
  expect(/rightmost rule/.test(await say()), `rightmost refusal said: ${await say()}`);
  await open(`rule=any&deal=${deal.join(',')}&moves=2>1,9>1`);
  expect(/illegal/.test(await say()) && await step() <= 1, 'a link with an illegal move was taken');
  return hints.length;
}

// The first k moves of the program's solution of a deal, as a fragment.
function solutionPrefix(deal, k) {
  const moves = JSON.parse(run(['accordion', '--json'], deal.join(' ') + '\n')).moves;
  return `rule=any&deal=${deal.join(',')}&moves=${moves.slice(0, k).join(',')}&hint`;
}

// The first step from 'from' on along the program's solution of a deal
// where a winning and a losing move stand side by side (the program's
// hint), so the test does not depend on which line the solver finds.
function mixedStep(deal, from) {
  const line = deal.join(' ') + '\n';
  const moves = JSON.parse(run(['accordion', '--json'], line)).moves;
  for (let k = from; k < moves.length; k++) {
    const hints = JSON.parse(run(['hint', 'accordion', '--json', '--after',
                                  moves.slice(0, k).join(' ')], line)).hints;
    if (hints.some((h) => h.verdict === 'loss') && hints.some((h) => h.verdict === 'win'))
      return k;
  }
  throw new Error('no step of the solution has a losing and a winning move');
}

// Issue 49: the solution's next move played by hand keeps the rest of
// the solution; a move that loses a winnable position is red in the
// line once played, and only that move.
async function byHand(deal) {
  await open('');   // the page's own deal, its solution as the line
  const steps = Number(await page.eval('document.body.dataset.steps'));
  const first = await page.eval('window.winnable.state.line[0]');
  expect(steps > 1 && await step() === 0, `the page's own line: ${steps} moves`);
  await clickMove(...first);
  const status = await page.eval("document.getElementById('status').textContent");
  expect(await step() === 1 && Number(await page.eval('document.body.dataset.steps')) === steps
         && status === `move 1 of ${steps}` && !await page.eval("document.getElementById('next').disabled"),
         `the solution's first move by hand: ${status}, redo ${await page.eval("document.getElementById('next').disabled") ? 'off' : 'on'}`);
  const k = mixedStep(deal, 30);
  await open(solutionPrefix(deal, k));
  const hints = await checkHints(`move ${k} of the solution`);
  const lose = hints.find(([, v]) => v === 'loss'), win = hints.find(([, v]) => v === 'win');
  expect(lose && win, `move ${k} has no losing and winning moves side by side: ${JSON.stringify(hints)}`);
  const chip = `document.querySelector('#moves li:nth-child(${k + 1}) button')`;
  await page.click(`#legal [data-move="${lose[0]}"]`);
  expect(await step() === k + 1 && await page.eval(`${chip}.dataset.wrong === 'true'`)
         && await page.eval(`getComputedStyle(${chip}).backgroundColor`) === 'rgb(208, 16, 16)'
         && /lost a winnable position/.test(await page.eval(`${chip}.title`)),
         `the losing move ${lose[0]} played is not marked red`);
  await page.until("document.getElementById('legal').dataset.hint === 'done'", 30000, 'the hint after it');
  expect(/lost a winnable position/.test(await say()), `after the losing move the page says: ${await say()}`);
  await page.press('ArrowLeft', 37);
  await page.until("document.getElementById('legal').dataset.hint === 'done'", 30000, 'the hint again');
  await page.click(`#legal [data-move="${win[0]}"]`);
  expect(await step() === k + 1 && !await page.eval(`${chip}.dataset.wrong`),
         `the winning move ${win[0]} played is marked red`);
}

async function narrow(deal) {
  await page.width(420, 640);
  // the deal, 26 legal moves or more: the board still starts on the
  // first screen of a 420 x 640 phone, the move chips one swiped row
  await open(`rule=any&deal=${deal.join(',')}&moves=`);
  const legal = await page.eval("document.querySelectorAll('#legal [data-move]').length");
  const [top, rows] = await page.eval(`(() => { const chip = document.querySelector('#legal button');
    return [document.getElementById('board').getBoundingClientRect().top,
            document.getElementById('legal').getBoundingClientRect().height / chip.getBoundingClientRect().height]; })()`);
  expect(legal >= 26 && top < 0.6 * 640 && rows < 2,
         `at 420 x 640 px with ${legal} legal moves the board starts at ${top} px (the moves ${rows.toFixed(1)} chips high)`);
  await fits(420);
  await page.width(420);
  await open(solutionPrefix(deal, 34));
  await checkHints('420 px');
  await fits(420);
  if (shots) await page.screenshot(path.join(shots, 'play-accordion-420.png'));
  await page.width(1100);
}

async function main() {
  page = await cdp.open(chrome, {width: 1100, height: 900});
  const deal = run(['deal', 'accordion', '--seed', '7']).trim().split(' ');
  const moves = await playAny(deal);
  await dealBySeed();
  const rm = await rightmost(deal);
  await byHand(deal);
  await narrow(deal);
  if (shots) {
    await open(solutionPrefix(deal, 34));
    await checkHints('the screenshot');
    await page.screenshot(path.join(shots, 'play-accordion.png'));
  }
  expect(!page.problems.length, page.problems.join('\n'));
  console.log(`play: hints checked against winnable hint accordion, moves by click and key, `
    + `refusals, undo/redo, solved to one pile in ${moves} moves, deal by seed, paste, `
    + `rightmost (${rm} moves hinted), the solution by hand, a losing move marked, 420 px`);
  await page.close();
}
// (play_pages.js runs it in a shared Chromium and waits for this promise)
module.exports = main().catch((e) => fail(e.message));
