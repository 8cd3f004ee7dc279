// browser_test.js: drive a "winnable show --html" page in headless
// Chromium like a person would, with the keyboard.
//
// usage: node browser_test.js CHROMIUM PAGE.html SCREENSHOT.png PILES
//
// Talks to Chromium over the DevTools protocol on a pipe (cdp.js), so
// it needs nothing but Node.js and opens no network port. It loads the
// page, waits until it has drawn its first position (a playable page
// starts its WebAssembly solver first), presses the right arrow
// once per step and checks the page followed each press, steps back and
// forth once, then checks the final board shows PILES piles, that the
// page raised no error and asked for nothing outside itself, and saves
// a screenshot. Exit 0 on success, 1 with a message on failure.
'use strict';
const path = require('path');
const cdp = require('./cdp.js');

const [chrome, pageFile, shot, wantPiles] = process.argv.slice(2);
if (!wantPiles) {
  console.error('usage: node browser_test.js CHROMIUM PAGE.html SHOT.png PILES');
  process.exit(2);
}
let page = null;
async function fail(message) {
  console.error(`FAIL: ${message}`);
  if (page) await page.close();
  process.exit(1);
}
setTimeout(() => fail('timed out after 90 s'), 90000).unref();

// Step through the whole line by keyboard; false after a failure.
async function stepThrough(steps, stepNow) {
  if (await stepNow() !== 0) return fail('the page does not start at step 0');
  for (let k = 1; k <= steps; k++) {
    await page.press('ArrowRight', 39);
    const at = await stepNow();
    if (at !== k) return fail(`after ${k} right-arrow presses the page is at step ${at}`);
  }
  await page.press('ArrowRight', 39);   // past the end: stays
  if (await stepNow() !== steps) return fail('right arrow went past the last step');
  if (steps > 0) {
    await page.press('ArrowLeft', 37);
    if (await stepNow() !== steps - 1) return fail('left arrow did not step back');
    await page.press('ArrowRight', 39);
  }
  return true;
}

async function main() {
  page = await cdp.open(chrome, {width: 1100, height: 900});
  page.died.catch((e) => fail(e.message));
  await page.go('file://' + path.resolve(pageFile));
  await page.until('document.body.dataset.steps !== undefined', 20000, 'the first position');
  const steps = Number(await page.eval('document.body.dataset.steps'));
  if (!(steps >= 0)) return fail('the page has no data-steps');
  if (!await stepThrough(steps, () => page.eval('Number(document.body.dataset.step)'))) return;
  // a page without the WebAssembly solver says it only replays
  const wasm = await page.eval("!!document.getElementById('wasm')");
  const notice = await page.eval("!!document.getElementById('notice')");
  if (wasm === notice)
    return fail(wasm ? 'a playable page says it only replays'
                     : 'a page without the solver does not say it only replays');
  const piles = await page.eval("document.getElementById('board').dataset.piles");
  const shown = await page.eval("document.querySelectorAll('#board figure').length");
  const text = await page.eval("document.getElementById('move').textContent");
  await page.screenshot(shot);
  if (page.problems.length) return fail(page.problems.join('\n'));
  if (String(piles) !== wantPiles || String(shown) !== wantPiles)
    return fail(`final position: data-piles ${piles}, ${shown} piles drawn, want ${wantPiles}`);
  console.log(`browser: ${steps} steps by keyboard, final position ${piles} pile(s): ${text}`);
  console.log(`browser: screenshot in ${shot}`);
  await page.close();
}
main().catch((e) => fail(e.stack || String(e)));
