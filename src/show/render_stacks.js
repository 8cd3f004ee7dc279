// Stack Management: data.stacks (top card first, [value, suit]),
// data.moves ([from, to]: to 0 removes the top of 'from').
GAMES.stacks = function (d) {
  const moves = d.moves, m = moves.length;
  function at(k) {            // bottom-first copies after k moves
    const p = d.stacks.map((s) => s.slice().reverse());
    for (let t = 0; t < k; t++) {
      const [from, to] = moves[t], card = p[from - 1].pop();
      if (to) p[to - 1].push(card);
    }
    return p;
  }
  const hue = (suit) => (suit * 137) % 360;
  const name = (c) => `${c[0]}/${c[1]}`;
  return {
    steps: m, unit: 'move',
    summary() {
      const head = `${d.stacks.length} stacks of ${d.stacks[0].length} cards, ${plural(d.suits, 'suit')}: `;
      if (d.verdict === 'win') return head + `winnable in ${plural(m, 'move')}`;
      if (d.verdict === 'loss') return head + `unwinnable, ${d.reason}`;
      return head + `unknown, the ${d.limit} limit ran out`;
    },
    label(k) { const [f, t] = moves[k]; return t ? `m${f}>${t}` : `r${f}`; },
    describe(k) {
      if (k === 0) return 'The stacks, top card first.';
      const [f, t] = moves[k - 1], card = at(k - 1)[f - 1].slice(-1)[0];
      const text = t ? `Move ${name(card)} from stack ${f} onto the empty stack ${t}`
                     : `Remove ${name(card)} from stack ${f}`;
      const won = k === m && d.verdict === 'win' ? ' Won: every stack holds at most one card.' : '';
      return `${text}, ${plural(m - k, 'move')} left.${won}`;
    },
    render(k, board) {
      const p = at(k), moved = k > 0 ? moves[k - 1][1] : 0;
      board.className = 'rows';
      board.dataset.cards = p.reduce((a, s) => a + s.length, 0);
      p.forEach((s, x) => {
        elem('div', 'label', `stack ${x + 1}`, board);
        const row = elem('div', 'cells', undefined, board);
        for (let j = s.length - 1; j >= 0; j--) {
          const box = svg('svg', {width: 46, height: 30, viewBox: '0 0 46 30'}, row);
          const g = svg('g', {class: x + 1 === moved && j === s.length - 1 ? 'landed' : ''}, box);
          svg('rect', {x: .5, y: .5, width: 45, height: 29, rx: 4, class: 'paper',
                       style: `fill: hsl(${hue(s[j][1])}, 60%, 88%)`}, g);
          svg('text', {x: 23, y: 20, class: 'small', 'text-anchor': 'middle',
                       fill: '#12301f'}, g).textContent = name(s[j]);
        }
      });
    },
  };
};

