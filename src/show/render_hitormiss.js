// Hit or Miss: data.snapshots, each {cycle, discarded, players: [{count,
// hits, deck}]} with the deck as rank letters, top first.
GAMES.hitormiss = function (d) {
  const snaps = d.snapshots, m = Math.max(0, snaps.length - 1);
  return {
    steps: m, unit: 'snapshot',
    summary() { return `${d.summary}; decks every ${d.every} cycles, top card first`; },
    label(k) { return `cycle ${snaps[k + 1].cycle}`; },
    describe(k) {
      if (!snaps.length) return 'No replay: the game was not decided.';
      const s = snaps[k], end = k === m ? (d.verdict === 'win'
        ? ' Won: the last player discarded every card.'
        : ' Unwinnable: nobody can hit again.') : '';
      return `Cycle ${s.cycle}: ${s.discarded} of 52 cards discarded.${end}`;
    },
    render(k, board) {
      board.className = 'rows';
      if (!snaps.length) return;
      snaps[k].players.forEach((p, x) => {
        elem('div', 'label', `player ${x + 1}, count ${p.count}, ${plural(p.deck.length, 'card')}`, board);
        const row = elem('div', 'cells', undefined, board);
        [...p.deck].forEach((r, j) => {
          const box = svg('svg', {width: 20, height: 28, viewBox: '0 0 20 28'}, row);
          const hit = j === 0 && 'A23456789TJQK'.indexOf(r) + 1 === p.count;
          const g = svg('g', {class: hit ? 'landed' : ''}, box);
          svg('rect', {x: .5, y: .5, width: 19, height: 27, rx: 3, class: 'paper'}, g);
          svg('text', {x: 10, y: 19, class: 'small', 'text-anchor': 'middle',
                       fill: '#151515'}, g).textContent = r;
        });
      });
    },
  };
};

