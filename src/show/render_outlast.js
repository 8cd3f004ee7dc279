// Inventor Outlasting: data.board (rows of X and .), data.steps, each
// {player, cell (row-major), replies: [[their move, our reply], ...]}.
GAMES.outlast = function (d) {
  const R = d.rows, C = d.cols, steps = d.steps, m = steps.length;
  const rc = (k) => `${Math.floor(k / C) + 1},${k % C + 1}`;
  const who = (p) => (p === 1 ? 'first player' : 'second player');
  function at(k) {            // '.', 'X', '1', '2', '/', '\\' per cell
    const g = d.board.join('').split('');
    for (let t = 0; t < k; t++) {
      const {player, cell} = steps[t];
      g[cell] = String(player);
      for (const [dr, dc, sign] of [[-1, 1, '/'], [1, -1, '/'], [-1, -1, '\\'], [1, 1, '\\']])
        for (let r = Math.floor(cell / C) + dr, c = cell % C + dc;
             r >= 0 && c >= 0 && r < R && c < C; r += dr, c += dc) {
          if ('12/\\'.includes(g[r * C + c])) break;
          g[r * C + c] = sign;
        }
    }
    return g;
  }
  return {
    steps: m, unit: 'move',
    summary() {
      return `${R} x ${C} board: the ${who(d.winner)} wins (value ${d.value}), `
        + `${plural(d.nwinning, 'winning first move')}`;
    },
    label(k) { return rc(steps[k].cell); },
    describe(k) {
      const next = steps[k], parts = [];
      if (k > 0) parts.push(`The ${who(steps[k - 1].player)} built at ${rc(steps[k - 1].cell)}.`);
      else parts.push('The board: X cells are free.');
      if (next && next.replies.length)
        parts.push(`Winning replies to the ${who(next.player)}: `
          + next.replies.map(([y, z]) => `${rc(y)} \u2192 ${rc(z)}`).join(', ') + '.');
      if (k === m) parts.push(`The ${who(m % 2 ? 2 : 1)} has no free cell: the ${who(d.winner)} wins.`);
      return parts.join(' ');
    },
    render(k, board) {
      const g = at(k), last = k > 0 ? steps[k - 1].cell : -1, S = 30;
      board.className = 'grid';
      board.dataset.free = g.filter((ch) => ch === 'X').length;
      const box = svg('svg', {width: C * S + 2, height: R * S + 2,
                              viewBox: `-1 -1 ${C * S + 2} ${R * S + 2}`}, board);
      const kind = {'.': 'blocked', X: 'open', 1: 'built', 2: 'built', '/': 'sign', '\\': 'sign'};
      g.forEach((ch, cell) => {
        const x = (cell % C) * S, y = Math.floor(cell / C) * S;
        const cls = `cell ${kind[ch]}${cell === last ? ' landed' : ''}`;
        const cg = svg('g', {class: cls}, box);
        svg('rect', {x, y, width: S, height: S, class: cell === last ? 'paper' : ''}, cg);
        if (ch !== '.') svg('text', {x: x + S / 2, y: y + S / 2 + 4}, cg).textContent = ch;
      });
    },
  };
};

