// page_solver.js: the page's handle on the WebAssembly solver. The
// module (base64 in <script id='wasm'>) is compiled once; one instance
// runs on the page for quick calls (dealing, reading a pasted deal) and
// one in a Web Worker (text in <script id='worker-js'>) for searches.
// SOLVER.ask sends one search; asking again before the answer comes
// abandons the first: its worker is terminated and a new one started.
const SOLVER = {ex: null, module: null, worker: null, pending: null, id: 0};

SOLVER.start = async function () {
  const b64 = $('wasm').textContent.trim();
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  SOLVER.module = await WebAssembly.compile(bytes);
  SOLVER.ex = await WN.instance(SOLVER.module);
  SOLVER.fresh();
};

SOLVER.fresh = function () {
  const text = $('worker-js').textContent;
  const blob = new Blob([text], {type: 'text/javascript'});
  SOLVER.worker = new Worker(URL.createObjectURL(blob));
  SOLVER.worker.onmessage = (e) => {
    const p = SOLVER.pending;
    if (!p || e.data.id !== p.id) return;
    SOLVER.pending = null;
    p.resolve(e.data);
  };
  SOLVER.worker.postMessage({module: SOLVER.module});
};

// Promise of the worker's answer to op ('hint' or 'solve') on a row of
// card tokens under a rule set (play_rules_accordion.js); resolves
// {cancelled: true} if abandoned.
SOLVER.ask = function (op, tokens, rules, timeout) {
  SOLVER.cancel();
  const id = ++SOLVER.id, cards = tokens.map(WN.cardByte);
  return new Promise((resolve) => {
    SOLVER.pending = {id, resolve};
    SOLVER.worker.postMessage({id, op, cards, rules, timeout});
  });
};

// The same for Stack Management: op 'stacksHint' or 'stacksSolve'.
SOLVER.askStacks = function (op, stacks, maxStates) {
  SOLVER.cancel();
  const id = ++SOLVER.id;
  return new Promise((resolve) => {
    SOLVER.pending = {id, resolve};
    SOLVER.worker.postMessage({id, op, stacks, maxStates});
  });
};

// The same for Inventor Outlasting: the values after 'builds'.
SOLVER.askOutlast = function (board, builds, timeout) {
  SOLVER.cancel();
  const id = ++SOLVER.id;
  return new Promise((resolve) => {
    SOLVER.pending = {id, resolve};
    SOLVER.worker.postMessage({id, op: 'outlastValue', board, builds, timeout});
  });
};

SOLVER.cancel = function () {
  const p = SOLVER.pending;
  if (!p) return;
  SOLVER.pending = null;
  SOLVER.worker.terminate();
  SOLVER.fresh();
  p.resolve({cancelled: true});
};
