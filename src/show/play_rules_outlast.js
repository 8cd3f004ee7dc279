// play_rules_outlast.js: Inventor Outlasting's rules for the playable
// page, as pure functions of a board (rows of 'X' and '.') and the
// cells built on so far (row-major numbers; the players alternate, the
// first player first), and the page's URL fragment:
// #game=outlast&board=X.XX/.XX./XX.X&moves=1,1;2,3[&hint] (moves r,c).
const OUT = {};
const OUT_LINK = typeof module !== 'undefined' ? require('./play_link.js') : LINK;
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

// {board, moves: [cells], hint, ignored} from a fragment, or null if it
// names nothing (LINK.empty). board is null when the link has none or
// not a rectangle of X and . of at most 10,000 cells; ignored lists
// what was left out (LINK). A move that names no cell is -1 (the caller
// stops there). Never throws.
OUT.parseFragment = function (hash) {
  if (OUT_LINK.empty(hash)) return null;
  const f = {board: null, moves: [], hint: false, ignored: []};
  for (const [key, val] of OUT_LINK.parts(hash)) {
    if (val === null) f.ignored.push(OUT_LINK.unread(key));
    else if (key === 'board') f.board = val.split('/');
    else if (key === 'moves') f.moves = val.split(';').filter(Boolean);
    else if (key === 'hint') f.hint = true;
    else if (key !== 'game') f.ignored.push(OUT_LINK.unknown(key, 'an Inventor Outlasting'));
  }
  const ok = f.board && f.board.length >= 1 && f.board.every((r) =>
    /^[X.]+$/.test(r) && r.length === f.board[0].length) && f.board.length * f.board[0].length <= 10000;
  if (f.board && !ok) f.ignored.push('the board (rows of X and . of one length, at most 10,000 cells)');
  if (!ok) f.board = null;
  f.moves = f.board ? f.moves.map((m) => OUT.cell(f.board, m)) : [];
  return f;
};
if (typeof module !== 'undefined') module.exports = OUT;
