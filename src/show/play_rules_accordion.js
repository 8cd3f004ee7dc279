// play_rules_accordion.js: Accordion's rules for the playable page, as
// pure functions of a deal (card tokens like 'KH'), a line of moves
// ([j, i], 1-based) and a rule ('any' or 'rightmost'), and the page's
// URL fragment: #rule=any&deal=KH,2D,...&moves=3>2,5>4[&hint].
const ACC = {};
const ACC_LINK = typeof module !== 'undefined' ? require('./play_link.js') : LINK;
ACC.start = (deal) => deal.map((top) => ({top, h: 1}));
ACC.apply = function (piles, [j, i]) {
  piles[i - 1] = {top: piles[j - 1].top, h: piles[i - 1].h + piles[j - 1].h};
  piles.splice(j - 1, 1);
};
// The piles after the first 'at' moves of 'line'.
ACC.piles = function (deal, line, at) {
  const p = ACC.start(deal);
  for (let k = 0; k < at; k++) ACC.apply(p, line[k]);
  return p;
};

// '' if pile j may go onto pile i, else the reason it may not.
ACC.why = function (piles, rule, j, i) {
  const n = piles.length;
  for (const x of [j, i])
    if (!(x >= 1 && x <= n)) return `there is no pile ${x}`;
  if (rule === 'rightmost' && j !== n)
    return `under the rightmost rule only the last pile (${n}) moves`;
  if (i !== j - 1 && i !== j - 3) {
    const to = j > 3 ? `pile ${j - 3} or ${j - 1}` : `pile ${j - 1}`;
    return j === 1 ? 'pile 1 has nowhere to go'
      : `pile ${j} goes onto ${to} only, not pile ${i}`;
  }
  const a = piles[j - 1].top, b = piles[i - 1].top;
  if (a[0] !== b[0] && a[1] !== b[1])
    return `${a} and ${b} share neither rank nor suit`;
  return '';
};

// Every legal move, by j, then j-3 before j-1 (accordion_hint's order).
ACC.legal = function (piles, rule) {
  const out = [];
  for (let j = 2; j <= piles.length; j++)
    for (const i of [j - 3, j - 1])
      if (i >= 1 && !ACC.why(piles, rule, j, i)) out.push([j, i]);
  return out;
};

ACC.fragment = function (rule, deal, moves, hint) {
  const m = moves.map(([j, i]) => `${j}>${i}`).join(',');
  return `#rule=${rule}&deal=${deal.join(',')}&moves=${m}${hint ? '&hint' : ''}`;
};

// {rule, deal: [tokens as written], moves: [[j, i]], hint, ignored} from
// a fragment, or null if it names nothing (empty, or a step '#N' of a
// replay). deal is null when the link has none; ignored lists what was
// left out (a part whose %-escapes do not decode, a part of no
// Accordion link). Bad moves are left to the caller (ACC.why); a move
// that does not parse is [NaN, NaN]. Never throws.
ACC.parseFragment = function (hash) {
  if (ACC_LINK.empty(hash)) return null;
  const f = {rule: 'any', deal: null, moves: [], hint: false, ignored: []};
  for (const [key, val] of ACC_LINK.parts(hash)) {
    if (val === null) f.ignored.push(ACC_LINK.unread(key));
    else if (key === 'rule' && (val === 'any' || val === 'rightmost')) f.rule = val;
    else if (key === 'rule') f.ignored.push(`the rule ${ACC_LINK.key(val)} (any or rightmost)`);
    else if (key === 'deal') f.deal = val.split(/[,\s]+/).filter(Boolean);
    else if (key === 'moves') f.moves = val.split(',').filter(Boolean)
      .map((m) => (/^(\d+)>(\d+)$/.exec(m) || [0, NaN, NaN]).slice(1).map(Number));
    else if (key === 'hint') f.hint = true;
    else f.ignored.push(ACC_LINK.unknown(key, 'an Accordion'));
  }
  return f;
};
if (typeof module !== 'undefined') module.exports = ACC;
