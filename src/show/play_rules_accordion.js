// play_rules_accordion.js: the rules of Accordion and its family
// (docs/rules.md) for the page, as pure functions of a deal (card
// tokens like 'KH'), a line of moves ([j, i], 1-based) and a rule set,
// and the page's URL fragment:
//   #rule=NAME[&left=1,3&right=none&match=red-black&pairs&win-piles=2&goal=QS]
//    &deal=KH,2D,...&moves=3>2,5>4[&hint]
// A rule set is data, the fields of accordion_rules (accordion.h):
//   {name, rightmost, left: [d], right: [d], match: ['rank', ...],
//    win_piles, pairs, goal: 'QS' or null}
// 'name' is a preset's ('any', 'rightmost', 'relaxed', ...) or 'custom'.
// One legality function, ACC.why, serves the replay, the play and links;
// wherever a rule set is taken, a preset's name will do.
const ACC = {};
const ACC_LINK = typeof module !== 'undefined' ? require('./play_link.js') : LINK;

const ACC_CLASSIC = {left: [1, 3], right: [], match: ['rank', 'suit'],
                     win_piles: 1, pairs: false, goal: null, rightmost: false};
// The presets as PySolFC plays them (family_rules.c); revenge needs a goal.
ACC.PRESETS = {
  any: ACC_CLASSIC,
  rightmost: {...ACC_CLASSIC, rightmost: true},
  relaxed: {...ACC_CLASSIC, right: [1, 3]},
  '23-skidoo': {...ACC_CLASSIC, left: [2, 3], win_piles: 2},
  revenge: ACC_CLASSIC,
  bayan: {...ACC_CLASSIC, right: [1, 3], win_piles: 0, pairs: true},
};
ACC.MATCHES = ['rank', 'suit', 'red-black', 'any'];
const ACC_KNOBS = ['left', 'right', 'match', 'pairs', 'win-piles', 'goal'];

// The rules named 'name' (a preset's), or r itself when it is a rule set.
ACC.rule = (r) => (typeof r === 'string' ? {...ACC.PRESETS[r], name: r} : r);

// '' if r describes a game the page plays (accordion_rules_valid), else why not.
ACC.invalid = function (r) {
  const dist = r.left.concat(r.right);
  if (!dist.length) return 'no move distance';
  if (dist.some((d) => !(d >= 1 && d <= 16))) return 'a distance is not 1 to 16';
  if (!r.match.length || r.match.some((m) => !ACC.MATCHES.includes(m))) return 'no known match rule';
  if (!r.pairs && !(r.win_piles >= 1)) return 'covering moves leave a pile: win-piles must be 1 or more';
  if (r.goal !== null && (r.win_piles !== 1 || r.pairs)) return 'a goal card needs win-piles 1 and covering moves';
  return '';
};

// The knobs of r as the CLI writes their values (pairs: '' if set).
const accKnobWords = (r) => ({left: r.left.join(',') || 'none', right: r.right.join(',') || 'none',
                              match: r.match.join(','), pairs: r.pairs ? '' : null,
                              'win-piles': String(r.win_piles), goal: r.goal});

// The name and knobs of r as [key, value] pairs, a preset's name first,
// then each knob that differs from it: the CLI's options (--rule NAME
// --KNOB VALUE) and the link's parts. A 'custom' set is 'any' and knobs.
ACC.options = function (r) {
  const name = r.name === 'custom' ? 'any' : r.name, base = ACC.rule(name);
  const words = accKnobWords(r), was = accKnobWords(base);
  if (r.pairs && !base.pairs) was['win-piles'] = '0';   // --pairs sets it
  return [['rule', name]].concat(ACC_KNOBS.filter((k) => words[k] !== was[k])
    .map((k) => [k, words[k]]));
};

// The same as the CLI's arguments: ['--rule', 'any', '--match', 'suit'].
ACC.cliArgs = (rule) => ACC.options(ACC.rule(rule))
  .flatMap(([k, v]) => (v === '' ? [`--${k}`] : [`--${k}`, v]));

// The rules in words, for the page's header.
ACC.describe = function (r) {
  const or = (xs) => xs.join(' or ');
  const ways = [];
  if (String(r.left) === String(r.right)) ways.push(`${or(r.left)} places to its left or right`);
  else {
    if (r.left.length) ways.push(`${or(r.left)} places to its left`);
    if (r.right.length) ways.push(`${or(r.right)} places to its right`);
  }
  const who = r.rightmost ? 'only the last pile' : 'a pile';
  const move = r.pairs ? `${who} and the pile ${or(ways)} leave together`
    : `${who} goes onto the pile ${or(ways)}`;
  const won = r.win_piles === 0 ? 'no pile is left'
    : r.goal ? `one pile is left, ${r.goal} on top`
      : r.win_piles === 1 ? 'one pile is left' : `${r.win_piles} piles or fewer are left`;
  return `${move} when their tops ${ACC.matchWords(r.match)}; won when ${won}.`;
};
ACC.matchWords = (match) => match.map((m) => ({rank: 'share a rank', suit: 'share a suit',
  'red-black': 'are one red and one black', any: 'are any cards'}[m])).join(' or ');

ACC.start = (deal) => deal.map((top) => ({top, h: 1}));
// Play the legal move [j, i] on piles in place (r: covering moves if left out).
ACC.apply = function (piles, [j, i], r) {
  if (r && ACC.rule(r).pairs) {
    piles.splice(Math.max(i, j) - 1, 1);
    piles.splice(Math.min(i, j) - 1, 1);
    return;
  }
  piles[i - 1] = {top: piles[j - 1].top, h: piles[i - 1].h + piles[j - 1].h};
  piles.splice(j - 1, 1);
};
// The piles after the first 'at' moves of 'line'.
ACC.piles = function (deal, line, at, r) {
  const p = ACC.start(deal);
  for (let k = 0; k < at; k++) ACC.apply(p, line[k], r);
  return p;
};

// Whether the piles are won under r (accordion_rules_won).
ACC.won = function (piles, rule) {
  const r = ACC.rule(rule);
  return piles.length <= r.win_piles && (!r.goal || (piles.length === 1 && piles[0].top === r.goal));
};

// Where pile j of n may go under r, whatever the tops: ascending.
ACC.targets = function (r, j, n) {
  const at = r.left.map((d) => j - d).concat(r.right.map((d) => j + d));
  return at.filter((i) => i >= 1 && i <= n).sort((a, b) => a - b);
};

const ACC_RED = (card) => card[1] === 'H' || card[1] === 'D';
ACC.match = (match, a, b) => match.some((m) => (m === 'rank' ? a[0] === b[0]
  : m === 'suit' ? a[1] === b[1] : m === 'red-black' ? ACC_RED(a) !== ACC_RED(b) : m === 'any'));

// '' if pile j may meet pile i, else the reason it may not.
ACC.why = function (piles, rule, j, i) {
  const r = ACC.rule(rule), n = piles.length;
  for (const x of [j, i])
    if (!(x >= 1 && x <= n)) return `there is no pile ${x}`;
  if (ACC.won(piles, r)) return 'the game is won: no move follows';
  if (r.rightmost && j !== n)
    return `under the rightmost rule only the last pile (${n}) moves`;
  const to = ACC.targets(r, j, n);
  if (!to.includes(i)) {
    return !to.length ? `pile ${j} has nowhere to go`
      : `pile ${j} goes ${r.pairs ? 'with' : 'onto'} pile ${to.join(' or ')} only, not pile ${i}`;
  }
  const a = piles[j - 1].top, b = piles[i - 1].top;
  if (!ACC.match(r.match, a, b))
    return `${a} and ${b} do not match (tops meet when they ${ACC.matchWords(r.match)})`;
  return '';
};

// Every legal move, by j, then i (accordion_hint's order).
ACC.legal = function (piles, rule) {
  const r = ACC.rule(rule), out = [], n = piles.length;
  for (let j = r.rightmost ? n : 1; j <= n; j++)
    for (const i of ACC.targets(r, j, n))
      if (!ACC.why(piles, r, j, i)) out.push([j, i]);
  return out;
};

ACC.fragment = function (rule, deal, moves, hint) {
  const m = moves.map(([j, i]) => `${j}>${i}`).join(',');
  const opts = ACC.options(ACC.rule(rule)).map(([k, v]) => (v === '' ? k : `${k}=${v}`));
  return `#${opts.join('&')}&deal=${deal.join(',')}&moves=${m}${hint ? '&hint' : ''}`;
};

// {rule, deal: [tokens as written], moves: [[j, i]], hint, ignored} from
// a fragment, or null if it names nothing (empty, or a step '#N' of a
// replay). deal is null when the link has none; ignored lists what was
// left out (a part whose %-escapes do not decode, a part of no
// Accordion link, rules that describe no game: then the rule is 'any').
// Bad moves are left to the caller (ACC.why); a move that does not
// parse is [NaN, NaN]. Never throws.
ACC.parseFragment = function (hash) {
  if (ACC_LINK.empty(hash)) return null;
  const f = {rule: ACC.rule('any'), deal: null, moves: [], hint: false, ignored: []};
  const knobs = [];
  for (const [key, val] of ACC_LINK.parts(hash)) {
    if (val === null) f.ignored.push(ACC_LINK.unread(key));
    else if (key === 'rule' && ACC.PRESETS[val]) f.rule = ACC.rule(val);
    else if (key === 'rule') f.ignored.push(`the rule ${ACC_LINK.key(val)} (${Object.keys(ACC.PRESETS).join(', ')})`);
    else if (ACC_KNOBS.includes(key)) knobs.push([key, val]);
    else if (key === 'deal') f.deal = val.split(/[,\s]+/).filter(Boolean);
    else if (key === 'moves') f.moves = val.split(',').filter(Boolean)
      .map((m) => (/^(\d+)>(\d+)$/.exec(m) || [0, NaN, NaN]).slice(1).map(Number));
    else if (key === 'hint') f.hint = true;
    else f.ignored.push(ACC_LINK.unknown(key, 'an Accordion'));
  }
  knobs.sort((a, b) => ACC_KNOBS.indexOf(a[0]) - ACC_KNOBS.indexOf(b[0]));
  const r = ACC.withKnobs(f.rule.name, knobs);
  if (r.error) f.ignored.push(`the rules (${r.error}; the classic rules instead)`);
  f.rule = r.error ? ACC.rule('any') : r;
  return f;
};

// The preset 'name' changed by knobs ([key, value], in the CLI's order):
// a rule set named by the preset it equals (or 'custom'), or {error}.
ACC.withKnobs = function (name, knobs) {
  const r = {...ACC.rule(name)};
  if (knobs.length && r.rightmost) return {error: 'the rightmost rule takes no knob'};
  for (const [key, val] of knobs) {
    const dist = (v) => (v === 'none' ? [] : v.split(',').map(Number));
    if (key === 'left' || key === 'right') r[key] = dist(val);
    else if (key === 'match') r.match = val.split(',');
    else if (key === 'pairs') Object.assign(r, {pairs: true, win_piles: 0});
    else if (key === 'win-piles') r.win_piles = /^\d+$/.test(val) ? Number(val) : NaN;
    else if (key === 'goal' && /^(10|[A2-9TJQK])[SHDC]$/i.test(val))
      r.goal = val.toUpperCase().replace(/^10/, 'T');
    else if (key === 'goal') return {error: `the goal ${ACC_LINK.key(val)} is not a card like QS`};
  }
  const sorted = (xs) => [...new Set(xs)].sort((a, b) => a - b);
  Object.assign(r, {left: sorted(r.left), right: sorted(r.right), name: ACC.nameOf(r)});
  if (r.match.every((m) => ACC.MATCHES.includes(m)))
    r.match = ACC.MATCHES.filter((m) => r.match.includes(m));
  if (name === 'revenge' && !r.goal) return {error: 'revenge needs a goal card (goal=QS)'};
  const why = ACC.invalid(r);
  return why ? {error: why} : r;
};

// The preset r is ('revenge' whatever its goal), or 'custom'.
ACC.nameOf = function (r) {
  const same = (p) => ['left', 'right', 'match', 'win_piles', 'pairs', 'rightmost']
    .every((k) => String(p[k]) === String(r[k]));
  if (r.goal) return same(ACC.PRESETS.revenge) ? 'revenge' : 'custom';
  return Object.keys(ACC.PRESETS).find((k) => k !== 'revenge' && same(ACC.PRESETS[k])) || 'custom';
};

// The rules of a page's data: "rule" and, for the family, "rules"
// (cli_accordion_rules_json: left, right, match, win_piles, pairs, goal).
ACC.fromData = function (d) {
  if (!d.rules) return ACC.rule(d.rule);
  const r = {...d.rules, rightmost: false};
  r.name = ACC.nameOf(r);
  return r;
};

// A key equal for equal rules (to compare rule sets).
ACC.key = (rule) => JSON.stringify(ACC.options(ACC.rule(rule)));
if (typeof module !== 'undefined') module.exports = ACC;
