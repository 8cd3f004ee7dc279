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

// The rules (a rule set of play_rules_accordion.js: {rightmost, left,
// right, match, win_piles, goal, pairs}) as the seven words
// wasm_accordion.c takes: the rule, then accordion_rules' fields.
WN.MATCH_BITS = {rank: 1, suit: 2, 'red-black': 4, any: 8};
WN.ruleWords = function (r) {
  const bits = (ds) => ds.reduce((b, d) => b | (1 << (d - 1)), 0);
  return [r.rightmost ? 1 : 0, bits(r.left), bits(r.right),
          r.match.reduce((b, m) => b | WN.MATCH_BITS[m], 0), r.win_piles,
          r.goal ? WN.cardByte(r.goal) : -1, r.pairs ? 1 : 0];
};
// Room for the row, 'extra' bytes after it (8-aligned), and the rule
// words: fn(row, out, words).
WN.withRules = (ex, cards, rules, extra, fn) => WN.withRow(ex, cards,
  8 + extra + 28, (row, end) => {
    const out = wnAlign8(end), words = out + extra;
    new Int32Array(ex.memory.buffer, words, 7).set(WN.ruleWords(rules));
    return fn(row, out, words);
  });

// Solve the row 'cards' (card bytes) under 'rules': {verdict, moves,
// states, limit}.
WN.solve = (ex, cards, rules, timeout) => WN.withRules(ex, cards, rules,
  8 * cards.length + 24, (row, moves, words) => {
    const info = moves + 8 * cards.length;
    const v = ex.wn_wasm_accordion_solve(row, cards.length, words, timeout,
                                         0, moves, info);
    const f = new Float64Array(ex.memory.buffer, info, 3);
    const m = new Uint32Array(ex.memory.buffer, moves, 2 * f[1]);
    const line = [];
    for (let k = 0; k < f[1]; k++) line.push([m[2 * k], m[2 * k + 1]]);
    return {verdict: WN.VERDICTS[v] || 'error', moves: line, states: f[0],
            limit: WN.LIMITS[f[2]]};
  });

// Value every legal move of the row under 'rules' (the timeout bounds
// the whole hint): {verdict, moves: [{move: [j, i], verdict, states}]}.
WN.hint = function (ex, cards, rules, timeout) {
  const cap = cards.length * Math.max(2, rules.left.length + rules.right.length);
  return WN.withRules(ex, cards, rules, 32 * cap + 8, (row, out, words) => {
    const count = out + 32 * cap;
    const v = ex.wn_wasm_accordion_hint(row, cards.length, words, timeout, 0,
                                        out, cap, count);
    const k = new Int32Array(ex.memory.buffer, count, 1)[0];
    const f = new Float64Array(ex.memory.buffer, out, 4 * k);
    const moves = [];
    for (let x = 0; x < k; x++)
      moves.push({move: [f[4 * x], f[4 * x + 1]],
                  verdict: WN.VERDICTS[f[4 * x + 2]], states: f[4 * x + 3]});
    return {verdict: WN.VERDICTS[v] || 'error', moves};
  });
};

// ---- Stack Management: stacks are arrays of [value, suit], top first ----

WN.cString = (ex, p) => {
  const b = WN.bytes(ex, p, 128);
  return String.fromCharCode(...b.slice(0, b.indexOf(0)));
};

// Copy a position into module memory: fn(cards, heights, out) with
// 'extra' words at out.
WN.withStacks = function (ex, stacks, extra, fn) {
  const total = stacks.reduce((a, s) => a + s.length, 0), n = stacks.length;
  const words = 2 * total + n + extra;
  return WN.scratch(ex, 4 * words + 8 + 128, (p) => {
    const u = new Uint32Array(ex.memory.buffer, p, words);
    u.set(stacks.flat(2));
    u.set(stacks.map((s) => s.length), 2 * total);
    const out = p + 4 * (2 * total + n);
    return fn(p, p + 8 * total, out, out + 4 * extra, out + 4 * extra + 8);
  });
};
const wnMoves = (u, k, stride) => Array.from({length: k},
  (_, x) => [u[stride * x], u[stride * x + 1]]);

// Value every legal move: {verdict, moves: [{move: [from, to], verdict}], reason}.
WN.stacksHint = function (ex, stacks, maxStates) {
  const n = stacks.length, room = 3 * (n + n * n);
  return WN.withStacks(ex, stacks, room, (cards, heights, out, count, why) => {
    const v = ex.wn_wasm_stacks_hint(cards, heights, n, maxStates, out, count, why);
    const k = new Int32Array(ex.memory.buffer, count, 1)[0];
    const u = new Uint32Array(ex.memory.buffer, out, 3 * k);
    const moves = wnMoves(u, k, 3).map((move, x) =>
      ({move, verdict: WN.VERDICTS[u[3 * x + 2]]}));
    return {verdict: WN.VERDICTS[v] || 'error', moves, reason: WN.cString(ex, why)};
  });
};

// A winning line from here: {verdict, moves: [[from, to]], reason}.
WN.stacksSolve = function (ex, stacks, maxStates) {
  const n = stacks.length, cap = 2 * stacks.reduce((a, s) => a + s.length, 0) + n + 2;
  return WN.withStacks(ex, stacks, 2 * cap, (cards, heights, out, count, why) => {
    const v = ex.wn_wasm_stacks_solve(cards, heights, n, maxStates, out, cap, count, why);
    const k = new Int32Array(ex.memory.buffer, count, 1)[0];
    const moves = wnMoves(new Uint32Array(ex.memory.buffer, out, 2 * k), k, 2);
    return {verdict: WN.VERDICTS[v] || 'error', moves, reason: WN.cString(ex, why)};
  });
};

// Instance 'index' of 'seed', as "winnable deal stacks": {stacks} or {error}.
WN.stacksDeal = function (ex, seed, index, n, c, k, v) {
  return WN.scratch(ex, 8 * n * c + 128, (p) => {
    const why = p + 8 * n * c;
    const rc = ex.wn_wasm_stacks_deal(BigInt(seed), BigInt(index), n, c, k, v, p, why);
    if (rc) return {error: WN.cString(ex, why)};
    const u = Array.from(new Uint32Array(ex.memory.buffer, p, 2 * n * c));
    return {stacks: Array.from({length: n}, (_, s) =>
      Array.from({length: c}, (_, x) => u.slice(2 * (s * c + x), 2 * (s * c + x) + 2)))};
  });
};

// ---- Inventor Outlasting: a board is rows of 'X' and '.' ----

// The Grundy value of the board after 'builds' (cells, row-major) and,
// per cell, the value a build there leaves (null where none can be):
// {grundy, after}, {unknown: true} when 'timeout' seconds ran out, or
// {error}.
WN.outlastValue = function (ex, board, builds, timeout) {
  const rows = board.length, cols = board[0].length, n = rows * cols;
  return WN.scratch(ex, n + 8 + 4 * builds.length + 4 * n, (p) => {
    new Uint8Array(ex.memory.buffer, p, n).set(board.join('').split('').map((ch) => (ch === 'X' ? 1 : 0)));
    const b = wnAlign8(p + n), after = b + 4 * builds.length;
    new Uint32Array(ex.memory.buffer, b, builds.length).set(builds);
    const v = Number(ex.wn_wasm_outlast_value(p, rows, cols, b, builds.length, timeout, after));
    if (v === -100) return {unknown: true};
    if (v < 0) return {error: v === -1 ? 'a build is not on a free X cell' : 'out of memory'};
    const a = Array.from(new Uint32Array(ex.memory.buffer, after, n));
    return {grundy: v, after: a.map((g) => (g === 0xffffffff ? null : g))};
  });
};

// Read the first instance of a pasted contest input with the export
// 'fn' (wn_wasm_outlast_read / wn_wasm_stacks_read): {words, dims} (cap
// entries of 'bytes' each at most) or {error}.
WN.readCase = function (ex, fn, text, cap, bytes) {
  const utf8 = new TextEncoder().encode(text);
  return WN.scratch(ex, utf8.length + 8 + cap * bytes + 8 + 256, (p) => {
    new Uint8Array(ex.memory.buffer, p, utf8.length).set(utf8);
    const out = wnAlign8(p + utf8.length), dims = out + cap * bytes, why = dims + 8;
    const n = Number(ex[fn](p, utf8.length, out, cap, dims, why));
    if (n < 0) return {error: WN.cString(ex, why)};
    const Arr = bytes === 1 ? Uint8Array : Uint32Array;
    return {words: Array.from(new Arr(ex.memory.buffer, out, bytes === 1 ? n : 2 * n)),
            dims: Array.from(new Uint32Array(ex.memory.buffer, dims, 2))};
  });
};

// A pasted board (contest input): {board: rows of X and '.'} or {error}.
WN.outlastRead = function (ex, text) {
  const r = WN.readCase(ex, 'wn_wasm_outlast_read', text, 10000, 1);
  if (r.error) return r;
  const [R, C] = r.dims, b = r.words.map((x) => (x ? 'X' : '.')).join('');
  return {board: Array.from({length: R}, (_, k) => b.slice(k * C, (k + 1) * C))};
};

// A pasted case (contest input, the first case): {stacks} or {error}.
WN.stacksRead = function (ex, text) {
  const r = WN.readCase(ex, 'wn_wasm_stacks_read', text, 2000, 8);
  if (r.error) return r;
  const [n, c] = r.dims, w = r.words;
  return {stacks: Array.from({length: n}, (_, s) =>
    Array.from({length: c}, (_, x) => w.slice(2 * (s * c + x), 2 * (s * c + x) + 2)))};
};

// Board 'index' of 'seed', as "winnable deal outlast": rows of X and '.'.
WN.outlastDeal = (ex, seed, index, rows, cols, density) => WN.scratch(ex, rows * cols, (p) => {
  ex.wn_wasm_outlast_deal(BigInt(seed), BigInt(index), rows, cols, density, p);
  const b = WN.bytes(ex, p, rows * cols).map((c) => (c ? 'X' : '.')).join('');
  return Array.from({length: rows}, (_, r) => b.slice(r * cols, (r + 1) * cols));
});
if (typeof module !== 'undefined') module.exports = WN;
