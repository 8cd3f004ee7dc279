// Accordion: data.cards (tokens), data.moves ([j, i] pairs, 1-based).
GAMES.accordion = function (d) {
  const moves = d.moves;
  const start = () => d.cards.map((top) => ({top, h: 1}));
  let cache = {k: 0, piles: start()};
  function at(k) {           // the piles after k moves
    if (k < cache.k) cache = {k: 0, piles: start()};
    for (; cache.k < k; cache.k++) {
      const [j, i] = moves[cache.k], p = cache.piles;
      p[i - 1] = {top: p[j - 1].top, h: p[i - 1].h + p[j - 1].h};
      p.splice(j - 1, 1);
    }
    return cache.piles;
  }
  const n = d.cards.length, m = moves.length;
  return {
    steps: m, unit: 'move',
    summary() {
      const head = `${plural(n, 'card')}, rule ${d.rule}: `;
      if (d.verdict === 'given') return head + `${plural(m, 'move')} from ${d.given}`;
      if (d.verdict === 'win') return head + `winnable in ${plural(m, 'move')}`;
      const best = `the best line found leaves ${plural(d.piles_left, 'pile')}`;
      if (d.verdict === 'loss')
        return head + `unwinnable (${plural(d.states, 'position')} examined); ${best}`;
      return head + `unknown, the ${d.limit} limit ran out; ${best}`;
    },
    label(k) { return `${moves[k][0]}>${moves[k][1]}`; },
    moveName: (mv) => mv.join('>'),
    legal(k) { return ACC.legal(at(k), d.rule); },
    describe(k) {
      const piles = at(k);
      const end = piles.length === 1 ? 'won: one pile left'
        : k === m && m > 0 ? `not won: ${plural(piles.length, 'pile')} left` : '';
      if (k === 0) return `The deal: ${plural(n, 'pile')}. ${end}`;
      const [j, i] = moves[k - 1], before = at(k - 1);
      const text = `Pile ${j} (${before[j - 1].top}) onto pile ${i} `
        + `(${before[i - 1].top}), ${plural(m - k, 'move')} left.`;
      return end ? `${text} ${end[0].toUpperCase()}${end.slice(1)}.` : text;
    },
    render(k, board) {
      const piles = at(k), landed = k > 0 ? moves[k - 1][1] : 0;
      const next = k < m ? moves[k][0] : 0;
      board.className = 'accordion';
      board.style.setProperty('--cols', Math.min(13, piles.length));
      board.dataset.piles = piles.length;
      piles.forEach((p, x) => pile(board, p.top, p.h, String(x + 1),
        x + 1 === landed ? 'landed' : x + 1 === next ? 'from' : ''));
    },
  };
};

