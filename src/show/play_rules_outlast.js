// play_rules_outlast.js: Inventor Outlasting's rules for the playable
// page, as pure functions of a board (rows of 'X' and '.') and the
// cells built on so far (row-major numbers; the players alternate, the
// first player first), and the page's URL fragment:
// #game=outlast&board=X.XX/.XX./XX.X&moves=1,1;2,3[&hint] (moves r,c).
const OUT = {};
const OUT_WALKS = [[-1, 1, '/'], [1, -1, '/'], [-1, -1, '\\'], [1, 1, '\\']];
// The cells after the builds: '.', 'X' (free), '1' / '2' (built by that
// player), '/' or '\\' (a sign).
OUT.cells = function (board, builds) {
  const R = board.length, C = board[0].length, g = board.join('').split('');
  builds.forEach((cell, t) => {
    g[cell] = String(t % 2 + 1);
    for (const [dr, dc, sign] of OUT_WALKS)
      for (let r = Math.floor(cell / C) + dr, c = cell % C + dc;
           r >= 0 && c >= 0 && r < R && c < C; r += dr, c += dc) {
        if ('12/\\'.includes(g[r * C + c])) break;
        g[r * C + c] = sign;
      }
  });
  return g;
};
OUT.name = (board, cell) => `${Math.floor(cell / board[0].length) + 1},${cell % board[0].length + 1}`;
OUT.cell = (board, name) => {
  const m = /^(\d+),(\d+)$/.exec(name), C = board[0].length;
  return m && m[1] >= 1 && m[2] >= 1 && m[1] <= board.length && m[2] <= C
    ? (m[1] - 1) * C + (m[2] - 1) : -1;
};
// Every legal move (a free X cell), row-major.
OUT.legal = (board, builds) => OUT.cells(board, builds)
  .map((ch, k) => (ch === 'X' ? k : -1)).filter((k) => k >= 0);
// '' if a build on 'cell' is legal, else why not.
OUT.why = function (board, builds, cell) {
  const ch = OUT.cells(board, builds)[cell];
  if (ch === undefined) return 'there is no such cell';
  return {X: '', '.': 'nothing can be built on a . cell', 1: 'the cell is built on',
          2: 'the cell is built on', '/': 'a sign stands there', '\\': 'a sign stands there'}[ch];
};

OUT.fragment = (board, builds, hint) => `#game=outlast&board=${board.join('/')}`
  + `&moves=${builds.map((k) => OUT.name(board, k)).join(';')}${hint ? '&hint' : ''}`;

// {board, moves: [cells], hint} from a fragment, or null. A move that
// names no cell is -1 (the caller stops there).
OUT.parseFragment = function (hash) {
  const f = {board: null, moves: [], hint: false};
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [key, raw = ''] = part.split('=');
    const val = decodeURIComponent(raw);
    if (key === 'board') f.board = val.split('/');
    else if (key === 'moves') f.moves = val.split(';').filter(Boolean);
    else if (key === 'hint') f.hint = true;
  }
  const ok = f.board && f.board.length >= 1 && f.board.every((r) =>
    /^[X.]+$/.test(r) && r.length === f.board[0].length) && f.board.length * f.board[0].length <= 10000;
  if (!ok) return null;
  f.moves = f.moves.map((m) => OUT.cell(f.board, m));
  return f;
};
if (typeof module !== 'undefined') module.exports = OUT;
