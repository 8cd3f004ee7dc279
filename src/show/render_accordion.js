// Accordion: data.cards (tokens), data.moves ([j, i] pairs, 1-based),
// data.rule and, for the family, data.rules (ACC.fromData). The replay
// plays the moves with the page's one set of rules (play_rules_accordion.js).
GAMES.accordion = function (d) {
  const moves = d.moves, rules = ACC.fromData(d);
  let cache = {k: 0, piles: ACC.start(d.cards)};
  function at(k) {           // the piles after k moves
    if (k < cache.k) cache = {k: 0, piles: ACC.start(d.cards)};
    for (; cache.k < k; cache.k++) ACC.apply(cache.piles, moves[cache.k], rules);
    return cache.piles;
  }
  const n = d.cards.length, m = moves.length;
  accordionRulesNote(rules);
  return {
    steps: m, unit: 'move',
    summary() {
      const head = `${plural(n, 'card')}, ${accordionRulesLabel(rules)}: `;
      if (d.verdict === 'given') return head + `${plural(m, 'move')} from ${d.given}`;
      if (d.verdict === 'win') return head + `winnable in ${plural(m, 'move')}`;
      const best = `the best line found leaves ${plural(d.piles_left, 'pile')}`;
      if (d.verdict === 'loss')
        return head + `unwinnable (${plural(d.states, 'position')} examined); ${best}`;
      return head + `unknown, the ${d.limit} limit ran out; ${best}`;
    },
    label(k) { return `${moves[k][0]}>${moves[k][1]}`; },
    moveName: (mv) => mv.join('>'),
    legal(k) { return ACC.legal(at(k), rules); },
    describe(k) {
      const piles = at(k), won = ACC.won(piles, rules);
      const end = won ? `won: ${accordionPiles(piles.length)} left`
        : k === m && m > 0 ? `not won: ${accordionPiles(piles.length)} left` : '';
      if (k === 0) return `The deal: ${plural(n, 'pile')}. ${end}`;
      const [j, i] = moves[k - 1], before = at(k - 1);
      const text = `Pile ${j} (${before[j - 1].top}) ${rules.pairs ? 'and' : 'onto'} pile ${i} `
        + `(${before[i - 1].top})${rules.pairs ? ' leave' : ''}, ${plural(m - k, 'move')} left.`;
      return end ? `${text} ${end[0].toUpperCase()}${end.slice(1)}.` : text;
    },
    render(k, board) {
      const piles = at(k), landed = k > 0 ? accordionLanded(rules, moves[k - 1]) : 0;
      const next = k < m ? moves[k][0] : 0;
      board.className = 'accordion';
      board.style.setProperty('--cols', Math.min(13, piles.length));
      board.dataset.piles = piles.length;
      piles.forEach((p, x) => pile(board, p.top, p.h, String(x + 1),
        x + 1 === landed ? 'landed' : x + 1 === next ? 'from' : ''));
    },
  };
};

// "no pile", "one pile", "2 piles".
function accordionPiles(n) {
  return n === 0 ? 'no pile' : n === 1 ? 'one pile' : plural(n, 'pile');
}

// Where the pile moved onto stands after the move [j, i], 0 if it left.
function accordionLanded(rules, [j, i]) {
  return rules.pairs ? 0 : i < j ? i : i - 1;
}

// "rule any", "rules relaxed", "rules revenge (goal QS)", "rules custom".
function accordionRulesLabel(r) {
  if (r.name === 'any' || r.name === 'rightmost') return `rule ${r.name}`;
  return `rules ${r.name}` + (r.goal ? ` (goal ${r.goal})` : '');
}

// The rules in words under the page's summary (#rules), for the
// family's; the classic and rightmost rules need no more than their name.
function accordionRulesNote(r) {
  const old = $('rules');
  if (r.name === 'any' || r.name === 'rightmost') return old && old.remove();
  const p = old || elem('p', '', undefined);
  p.id = 'rules';
  const text = ACC.describe(r);
  p.textContent = `Rules (${r.name}): ${text[0].toUpperCase()}${text.slice(1)}`;
  $('summary').after(p);
}
