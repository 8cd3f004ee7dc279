// play_rules_stacks.js: Stack Management's rules for the playable page,
// as pure functions of a position (stacks as arrays of [value, suit],
// top card first) and moves [from, to] (to 0 removes the top of
// 'from', "rS"; else "mS>T" onto the empty stack T), and the page's
// URL fragment: #game=stacks&stacks=7/2.7/1,6/4.7/4&moves=r1,m2>3[&hint].
const STK = {};
const STK_LINK = typeof module !== 'undefined' ? require('./play_link.js') : LINK;
STK.copy = (stacks) => stacks.map((s) => s.map((c) => c.slice()));
STK.apply = function (stacks, [from, to]) {
  const card = stacks[from - 1].shift();
  if (to) stacks[to - 1].unshift(card);
};
STK.after = function (stacks, line, at) {
  const p = STK.copy(stacks);
  for (let k = 0; k < at; k++) STK.apply(p, line[k]);
  return p;
};
STK.won = (stacks) => stacks.every((s) => s.length <= 1);
STK.name = ([from, to]) => (to ? `m${from}>${to}` : `r${from}`);
STK.card = (c) => `${c[0]}/${c[1]}`;

// '' if the move is legal, else the reason it is not.
STK.why = function (stacks, [from, to]) {
  const n = stacks.length;
  for (const x of to ? [from, to] : [from])
    if (!(x >= 1 && x <= n)) return `there is no stack ${x}`;
  const top = stacks[from - 1][0];
  if (!top) return `stack ${from} is empty`;
  if (to) {
    if (to === from) return 'a card moves onto another stack';
    return stacks[to - 1].length ? `stack ${to} is not empty: a card moves only onto an empty stack` : '';
  }
  const same = stacks.filter((s, x) => x !== from - 1 && s.length && s[0][1] === top[1]);
  if (!same.length) return `no other stack shows a card of suit ${top[1]}`;
  const low = same.find((s) => s[0][0] < top[0]);
  return low ? `${STK.card(low[0])} is lower: only the lowest of a suit's tops is removed` : '';
};

// Every legal move: removals in stack order, then mS>T by (S, T).
STK.legal = function (stacks) {
  const n = stacks.length, out = [];
  for (let s = 1; s <= n; s++) if (!STK.why(stacks, [s, 0])) out.push([s, 0]);
  for (let s = 1; s <= n; s++)
    for (let t = 1; t <= n; t++) if (!STK.why(stacks, [s, t])) out.push([s, t]);
  return out;
};

STK.parseMove = (m) => {
  const r = /^r(\d+)$/.exec(m), x = /^m(\d+)>(\d+)$/.exec(m);
  return r ? [Number(r[1]), 0] : x ? [Number(x[1]), Number(x[2])] : [NaN, NaN];
};

STK.fragment = function (stacks, moves, hint) {
  const s = stacks.map((st) => st.map(STK.card).join('.')).join(',');
  return `#game=stacks&stacks=${s}&moves=${moves.map(STK.name).join(',')}${hint ? '&hint' : ''}`;
};

// {stacks, moves, hint, ignored} from a fragment, or null if it names
// nothing (LINK.empty). stacks is null when the link has none, or when
// they hold a card that is not value/suit (positive integers), a
// repeated card, or more than the page draws (2,000 cards, 200
// stacks); ignored lists what was left out (LINK). Never throws.
STK.parseFragment = function (hash) {
  if (STK_LINK.empty(hash)) return null;
  const f = {stacks: null, moves: [], hint: false, ignored: []};
  for (const [key, val] of STK_LINK.parts(hash)) {
    if (val === null) f.ignored.push(STK_LINK.unread(key));
    else if (key === 'stacks') f.stacks = val.split(',').map((s) => s.split('.').filter(Boolean)
      .map((c) => c.split('/').map(Number)));
    else if (key === 'moves') f.moves = val.split(',').filter(Boolean).map(STK.parseMove);
    else if (key === 'hint') f.hint = true;
    else if (key !== 'game') f.ignored.push(STK_LINK.unknown(key, 'a Stack Management'));
  }
  const cards = f.stacks ? f.stacks.flat() : [];
  const ok = f.stacks && cards.every((c) => c.length === 2
    && c.every((x) => Number.isInteger(x) && x >= 1 && x <= 1000000))
    && new Set(cards.map(STK.card)).size === cards.length    // distinct
    && cards.length <= 2000 && f.stacks.length <= 200;        // drawable
  if (f.stacks && !ok) {
    f.ignored.push('the stacks (cards are value/suit, all different, at most 2,000)');
    f.stacks = null;
  }
  return f;
};
if (typeof module !== 'undefined') module.exports = STK;
