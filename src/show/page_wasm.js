// page_wasm.js: the JavaScript side of the page's WebAssembly solver
// (src/wasm/wasm_accordion.c), shared by the page and its Web Worker
// (the worker's text is this file and page_worker.js). WN.instance
// starts a module; the other WN functions copy arguments into its
// memory, call one export and copy the results out.
'use strict';
const WN = {RANKS: 'A23456789TJQK', SUITS: 'SHDC',
            VERDICTS: ['loss', 'win', 'unknown'],
            LIMITS: ['none', 'states', 'time', 'memory']};
WN.cardByte = (tok) => WN.RANKS.indexOf(tok[0]) * 4 + WN.SUITS.indexOf(tok[1]);
WN.cardToken = (b) => WN.RANKS[b >> 2] + WN.SUITS[b & 3];

// The WASI functions the C runtime imports. The library never does I/O,
// so each answers ENOSYS (52), but the clock is real: the solver's time
// limits read it.
WN.imports = function (module, memory) {
  const wasi = {};
  for (const imp of WebAssembly.Module.imports(module))
    wasi[imp.name] = () => 52;
  wasi.clock_time_get = (id, precision, out) => {
    const ns = BigInt(Math.round(performance.now() * 1e6));
    new DataView(memory().buffer).setBigUint64(out, ns, true);
    return 0;
  };
  return {wasi_snapshot_preview1: wasi};
};

// A running instance of the compiled module: its exports.
WN.instance = async function (module) {
  let inst = null;
  inst = await WebAssembly.instantiate(module,
    WN.imports(module, () => inst.exports.memory));
  inst.exports._initialize();
  return inst.exports;
};

// Call fn(pointer) with 'size' bytes of module memory, then free them.
WN.scratch = function (ex, size, fn) {
  const p = ex.wn_wasm_alloc(size);
  if (!p) throw new Error('the WebAssembly solver is out of memory');
  try { return fn(p); } finally { ex.wn_wasm_free(p); }
};
WN.bytes = (ex, p, n) => Array.from(new Uint8Array(ex.memory.buffer, p, n));

// Deal 'index' of 'seed' (decimal strings or numbers) with n cards,
// as "winnable deal accordion --seed S --first K --cards n": tokens.
WN.deal = (ex, seed, index, n) => WN.scratch(ex, n, (p) => {
  ex.wn_wasm_accordion_deal(BigInt(seed), BigInt(index), n, p);
  return WN.bytes(ex, p, n).map(WN.cardToken);
});

// Read the first deal of a text as the CLI does: {cards} or {error}.
WN.read = function (ex, text) {
  const utf8 = new TextEncoder().encode(text), cap = utf8.length + 1;
  return WN.scratch(ex, utf8.length + cap + 256, (p) => {
    new Uint8Array(ex.memory.buffer, p, utf8.length).set(utf8);
    const out = p + utf8.length, why = out + cap;
    const n = ex.wn_wasm_accordion_read(p, utf8.length, out, cap, why);
    if (n > 0) return {cards: WN.bytes(ex, out, n).map(WN.cardToken)};
    const msg = WN.bytes(ex, why, 256);
    return {error: String.fromCharCode(...msg.slice(0, msg.indexOf(0)))};
  });
};

// Copy the card bytes of a row into module memory, call fn(pointer).
WN.withRow = (ex, cards, extra, fn) => WN.scratch(ex, cards.length + extra,
  (p) => {
    new Uint8Array(ex.memory.buffer, p, cards.length).set(cards);
    return fn(p, p + cards.length);
  });
const wnAlign8 = (n) => (n + 7) & ~7;

// Solve the row 'cards' (card bytes): {verdict, moves, states, limit}.
WN.solve = (ex, cards, rule, timeout) => WN.withRow(ex, cards,
  8 + 8 * cards.length + 24, (row, end) => {
    const moves = wnAlign8(end), info = moves + 8 * cards.length;
    const v = ex.wn_wasm_accordion_solve(row, cards.length, rule, timeout,
                                         0, moves, info);
    const f = new Float64Array(ex.memory.buffer, info, 3);
    const m = new Uint32Array(ex.memory.buffer, moves, 2 * f[1]);
    const line = [];
    for (let k = 0; k < f[1]; k++) line.push([m[2 * k], m[2 * k + 1]]);
    return {verdict: WN.VERDICTS[v] || 'error', moves: line, states: f[0],
            limit: WN.LIMITS[f[2]]};
  });

// Value every legal move of the row (limits per move):
// {verdict, moves: [{move: [j, i], verdict, states}]}.
WN.hint = (ex, cards, rule, timeout) => WN.withRow(ex, cards,
  16 + 64 * cards.length + 8, (row, end) => {
    const out = wnAlign8(end), count = out + 64 * cards.length;
    const v = ex.wn_wasm_accordion_hint(row, cards.length, rule, timeout, 0,
                                        out, count);
    const k = new Int32Array(ex.memory.buffer, count, 1)[0];
    const f = new Float64Array(ex.memory.buffer, out, 4 * k);
    const moves = [];
    for (let x = 0; x < k; x++)
      moves.push({move: [f[4 * x], f[4 * x + 1]],
                  verdict: WN.VERDICTS[f[4 * x + 2]], states: f[4 * x + 3]});
    return {verdict: WN.VERDICTS[v] || 'error', moves};
  });
if (typeof module !== 'undefined') module.exports = WN;
