// wasm_page_bench.js: speed of the web page's WebAssembly solver in
// headless Chromium, next to the native program (issue 19). Prints
// figures; never passes or fails.
//
// usage: node bench/wasm_page_bench.js CHROMIUM WINNABLE PAGE.html [COUNT]
//
// 1. Hint on 52-card start positions (deals 0..19 of seed 1, classic
//    rule): milliseconds from the page's request to the worker's answer
//    (SOLVER.ask, as the Hint button does), first (cold) and median/max.
// 2. The benchmark set: COUNT (200) deals of seed 1, 52 cards, classic
//    rule, solved one after another in the page's worker, against
//    "winnable accordion" on the same deals (wall time of the process).
'use strict';
const {execFileSync} = require('child_process');
const path = require('path');
const cdp = require('../tests/show/cdp.js');
const [chrome, bin, pageFile, countArg] = process.argv.slice(2);
const count = Number(countArg || 200);

const deals = (n, cards = 52) => execFileSync(bin, ['deal', 'accordion', '--seed', '1',
  '--count', String(n), '--cards', String(cards)], {encoding: 'utf8'});

function native(text) {
  const t0 = process.hrtime.bigint();
  const out = execFileSync(bin, ['accordion', '--json'], {input: text, encoding: 'utf8'});
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const rows = out.trim().split('\n').map(JSON.parse);
  return {ms, solverMs: rows.reduce((s, r) => s + r.seconds * 1000, 0),
          wins: rows.filter((r) => r.verdict === 'win').length};
}

// Runs in the page: ask the worker op on each deal in turn.
const inPage = (op, list, timeout) => `(async () => {
  const times = [], verdicts = [];
  const t0 = performance.now();
  for (const d of ${JSON.stringify(list)}) {
    const t = performance.now();
    const r = await SOLVER.ask('${op}', d, ACC.rule('any'), ${timeout});
    times.push(performance.now() - t);
    verdicts.push(r.verdict);
  }
  return {total: performance.now() - t0, times, verdicts};
})()`;

const median = (v) => v.slice().sort((a, b) => a - b)[Math.floor(v.length / 2)];
const fmt = (x) => x.toFixed(1);

async function main() {
  const page = await cdp.open(chrome);
  await page.go('file://' + path.resolve(pageFile));
  await page.until('SOLVER.worker && SOLVER.ex', 10000);
  const starts = deals(20).trim().split('\n').map((l) => l.split(' '));
  const h = await page.eval(inPage('hint', starts, 2));
  console.log(`hint, 52-card start positions (20 deals of seed 1): first ${fmt(h.times[0])} ms, `
    + `median ${fmt(median(h.times))} ms, max ${fmt(Math.max(...h.times))} ms`);
  const text = deals(count);
  const list = text.trim().split('\n').map((l) => l.split(' '));
  const w = await page.eval(inPage('solve', list, 0));
  const n = native(text);
  const wins = w.verdicts.filter((v) => v === 'win').length;
  console.log(`${count} deals (seed 1, 52 cards, classic): worker ${fmt(w.total)} ms `
    + `(${wins} won), native winnable accordion ${fmt(n.ms)} ms wall, `
    + `${fmt(n.solverMs)} ms solving (${n.wins} won); ratio ${(w.total / n.ms).toFixed(2)}x`);
  if (page.problems.length) console.log(page.problems.join('\n'));
  await page.close();
}
main().catch((e) => { console.error(e.stack || String(e)); process.exit(1); });
