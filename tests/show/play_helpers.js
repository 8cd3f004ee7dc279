// play_helpers.js: what the play_*test.js share, so each keeps only its
// game: failing (fail ends the process after closing the page, expect
// throws), running the native program, reading the controls every
// playable page has (the #move line, the step), opening the page at a
// fragment, the valued moves it shows, and the narrow-screen check.
//
//   let page = null;
//   const T = require('./play_helpers.js')({bin, pageFile, page: () => page});
//
// 'page' is a getter: the test opens its page (cdp.open) when it starts.
'use strict';
const {execFileSync} = require('child_process');
const path = require('path');

module.exports = function playHelpers({bin, pageFile, page}) {
  const base = 'file://' + path.resolve(pageFile);
  const expect = (ok, msg) => { if (!ok) throw new Error(msg); };
  return {
    base,
    expect,
    async fail(msg) {
      console.error(`FAIL: ${msg}`);
      if (page()) await page().close();
      process.exit(1);
    },
    run: (args, input) => execFileSync(bin, args, {input, encoding: 'utf8'}),
    say: () => page().eval("document.getElementById('move').textContent"),
    step: () => page().eval('Number(document.body.dataset.step)'),
    // Open the page at #fragment, from a blank page, and wait until 'ready'.
    async open(fragment, ready) {
      await page().go('about:blank');
      await page().go(`${base}#${fragment}`);
      await page().until(ready, 10000, 'the page to start');
    },
    // The moves listed, [data-move, data-verdict] each, once every one
    // is valued (and 'also' holds, a further condition when given).
    async shownHints(where, timeout, also) {
      await page().until(`[...document.querySelectorAll('[data-move]')].every((b) => b.dataset.verdict)`
        + (also ? ` && ${also}` : ''), timeout, `the hint at ${where}`);
      return page().eval(`[...document.querySelectorAll('[data-move]')]
        .map((b) => [b.dataset.move, b.dataset.verdict])`);
    },
    // The page, at width w, is no wider than w. It waits for the layout
    // it measures: the viewport at w, the fonts loaded and two animation
    // frames drawn (so the last redraw has been laid out), polling up to
    // 10 s; a page still too wide then names its widest elements.
    async fits(w) {
      await page().until(`innerWidth === ${w}`, 10000, `the viewport to be ${w} px`);
      const settled = `document.fonts.ready.then(() => new Promise((ok) =>
        requestAnimationFrame(() => requestAnimationFrame(() => ok(document.documentElement.scrollWidth)))))`;
      const t0 = Date.now();
      let wide = await page().eval(settled);
      while (wide > w && Date.now() - t0 < 10000) {
        await new Promise((r) => setTimeout(r, 100));
        wide = await page().eval(settled);
      }
      const culprits = wide > w ? await page().eval(`[...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > ${w} + 0.5).slice(-3)
        .map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')).join(', ')`) : '';
      expect(wide <= w, `at ${w} px the page is ${wide} px wide (${culprits})`);
    },
  };
};
