// play_pages.js: play_test.js, play_stacks_test.js and play_outlast_test.js
// one after the other in one headless Chromium (cdp.keep(): each page a
// tab of it), which spares two starts of the browser.
//
// usage: node play_pages.js CHROMIUM WINNABLE SHOWDIR OUTDIR [SHOTDIR]
//
// OUTDIR holds the pages and cases play_test.sh wrote. Each test reads
// its arguments from process.argv when it is loaded, as when run alone,
// and its module is the promise of its run (it exits 1 on a failure).
'use strict';
const path = require('path');
const cdp = require('./cdp.js');
const [chrome, bin, showDir, out, shots] = process.argv.slice(2);
const at = (file) => path.join(out, file);
const runs = [
  ['play_test.js', at('play.html'), showDir],
  ['play_stacks_test.js', at('stacks.html'), at('stacks.in'), showDir],
  ['play_outlast_test.js', at('outlast.html'), at('outlast.in'), showDir],
];

async function main() {
  cdp.keep();
  for (const [script, ...args] of runs) {
    process.argv = [process.argv[0], path.join(__dirname, script), chrome, bin, ...args,
                    ...(shots ? [shots] : [])];
    await require(`./${script}`);
  }
  await cdp.quit();
}
main().catch((e) => { console.error(`FAIL: ${e.stack || e}`); process.exit(1); });
