// page_worker.js: the page's Web Worker (after page_wasm.js in its
// text). It receives the compiled module once ({module}), then answers
// {id, op: 'hint' | 'solve', cards, rules, timeout} with the result of
// WN.hint / WN.solve, and {id, op: 'stacksHint' | 'stacksSolve', stacks,
// maxStates} with that of WN.stacksHint / WN.stacksSolve, {id, op:
// 'outlastValue', board, builds, maxStates} with WN.outlastValue's, plus
// {id, ms}. Solving here keeps the page
// responsive; the page ends a search it no longer needs by terminating
// the worker and starting another.
'use strict';
let wnReady = null;
onmessage = async (e) => {
  const m = e.data;
  if (m.module) {
    wnReady = WN.instance(m.module);
    return;
  }
  const ex = await wnReady, t0 = performance.now();
  let r;
  try {
    r = m.op.startsWith('stacks') ? WN[m.op](ex, m.stacks, m.maxStates)
      : m.op === 'outlastValue' ? WN.outlastValue(ex, m.board, m.builds, m.timeout)
      : WN[m.op](ex, m.cards, m.rules, m.timeout);
  } catch (err) {
    r = {verdict: 'error', error: String(err && err.message || err)};
  }
  r.id = m.id;
  r.ms = performance.now() - t0;
  postMessage(r);
};
