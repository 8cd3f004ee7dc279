// play_accordion.js: the playable Accordion page.
//
// The state is a deal, a rule set (play_rules_accordion.js: the page's
// own, a link's or one picked), a line of moves and a cursor 'at' into
// it: the position is the deal after line[0 .. at). Playing a move cuts
// the line at the cursor and appends it; Undo / Redo move the cursor, so
// the solution the page was written with is just a line to step
// through. The URL fragment always holds the position (ACC.fragment).
//
// DOM contract (tests and scripts rely on it): each legal move of the
// position is a button in #legal with data-move="j>i" and, once hinted,
// data-verdict="win|loss|unknown"; body has data-step (the cursor) and
// data-steps (the line's length); #board has data-piles.
const PLAY_HINT_TIMEOUT = 2;     // seconds for the whole hint of a row
const PLAY_SOLVE_TIMEOUT = 30;   // seconds for Solve-from-here
const PLAY_MAX_CARDS = 1000;     // the longest deal a link or a seed may make

PLAY.accordion = function (d) {
  const rules = ACC.fromData(d);
  const st = {rule: rules, deal: d.cards, line: d.moves.slice(), at: 0,
              sel: 0, hinting: false, hint: null, timer: 0,
              origin: 'the page', piles: null};
  const ui = playControls('Click a pile, then its target');
  playAccordionDealBox(ui);
  const choices = {};        // the rule sets of the select, by ACC.key
  const tops = () => st.piles.map((p) => p.top);
  const key = () => `${ACC.key(st.rule)}|${tops().join(',')}`;
  const say = (text) => { $('move').textContent = text; };

  function render(message) {
    st.piles = ACC.piles(st.deal, st.line, st.at, st.rule);
    playRedraw('pile', drawBoard);
    drawLegal();
    playDrawLine(st, (m) => m.join('>'), go);
    if (onPageLine(st.line.length)) marksChips(d);
    playNav(st, ui, d.moves.length > 0);
    const f = ACC.fragment(st.rule, st.deal, st.line.slice(0, st.at),
                           st.hinting);
    if (location.hash !== f) history.replaceState(null, '', f);
    say(message === undefined ? describe() : message);
    if (st.hinting && !st.timer) hint();
  }

  function describe() {
    const n = st.piles.length, left = ACC.legal(st.piles, st.rule).length;
    let text = st.at === 0 ? `The deal: ${plural(st.deal.length, 'card')}.`
      : `Move ${st.at}: ${st.line[st.at - 1].join('>')}.`
        + playWrongNote(st, (m) => m.join('>'));
    if (ACC.won(st.piles, st.rule)) text += ` Won: ${accordionPiles(n)} left.`;
    else if (!left) text += ` No legal move: ${accordionPiles(n)} left${goalNote(true)}. Undo or deal again.`;
    else text += ` ${plural(left, 'legal move')}; click a pile, then its target.${goalNote(false)}`;
    const marks = onPageLine(st.at) ? marksSay(d, st.at, (m) => m.join('>')) : '';
    return marks ? `${text} ${marks}` : text;
  }

  // Under a goal: why a row is lost ('end': no move is left), or that
  // the goal is covered and can come back no more; '' otherwise.
  function goalNote(end) {
    const goal = st.rule.goal, n = st.piles.length;
    if (!goal) return '';
    if (end && n === 1) return `, its top ${st.piles[0].top} not the goal ${goal}`;
    return tops().includes(goal) ? '' : ` The goal ${goal} is covered: this game can no longer be won.`;
  }

  function drawBoard() {
    const board = $('board');
    const last = st.at ? accordionLanded(st.rule, st.line[st.at - 1]) : 0;
    board.replaceChildren();
    board.className = 'accordion play';
    board.dataset.piles = st.piles.length;
    st.piles.forEach((p, x) => {
      const j = x + 1, cls = j === st.sel ? 'selected'
        : st.sel && !ACC.why(st.piles, st.rule, st.sel, j) ? 'target'
        : j === last ? 'landed' : '';
      const fig = pile(board, p.top, p.h, String(j), cls);
      fig.tabIndex = 0;
      fig.dataset.pile = j;
      fig.setAttribute('role', 'button');
      fig.setAttribute('aria-label', `pile ${j}: ${p.top}, ${plural(p.h, 'card')}`);
      fig.addEventListener('click', () => pick(j));
    });
  }

  // Whether the first k moves of the line are those of the page's own
  // line on its deal and rule, so the page's marks apply (page_marks.js).
  function onPageLine(k) {
    if (!d.marks || k > d.moves.length || ACC.key(st.rule) !== ACC.key(rules)) return false;
    if (st.deal !== d.cards && st.deal.join() !== d.cards.join()) return false;
    for (let x = 0; x < k; x++)
      if (st.line[x][0] !== d.moves[x][0] || st.line[x][1] !== d.moves[x][1]) return false;
    return true;
  }

  // The position's valued moves: the solver's hint, or the page's marks.
  function hints() {
    return st.hint && st.hint.key === key() ? st.hint.moves
      : onPageLine(st.at) ? marksHints(d, st.at) : null;
  }

  function drawLegal() {
    const page = onPageLine(st.at), name = (m) => m.join('>');
    playDrawLegal(ui, ACC.legal(st.piles, st.rule), name, hints(),
                  ([j, i]) => play(j, i));
    if (ACC.won(st.piles, st.rule)) ui.legal.lastChild.textContent = 'won';
    delete ui.legal.dataset.marks;
    if (page) marksPlayed(ui.legal, d, st.at, name);
  }

  // ---- moving ----
  function pick(j) {
    if (!st.sel || st.sel === j) {
      st.sel = st.sel === j ? 0 : j;
      return render(st.sel ? `Pile ${j} (${st.piles[j - 1].top}) picked: now its target.` : undefined);
    }
    const why = ACC.why(st.piles, st.rule, st.sel, j);
    if (why) {
      st.sel = 0;
      return render(`Refused: ${why}.`);
    }
    play(st.sel, j);
  }

  function play(j, i) {
    stop();
    st.sel = 0;
    const why = ACC.why(st.piles, st.rule, j, i);
    if (why) return render(`Refused: ${why}.`);
    playPush(st, [j, i], (m) => m.join('>'), hints());
    render();
  }

  function go(k) {
    stop();
    st.sel = 0;
    st.at = Math.max(0, Math.min(st.line.length, k));
    render();
  }

  function stop() {
    clearTimeout(st.timer);
    st.timer = 0;
  }

  // ---- the solver ----

  async function hint() {
    st.hinting = true;
    const k = key();
    // data-hint says whether an answer is awaited: 'done' also when the
    // answer is at hand (cached) or there is nothing to value
    if ((st.hint && st.hint.key === k) || ACC.won(st.piles, st.rule)) {
      ui.legal.dataset.hint = 'done';
      return;
    }
    ui.legal.dataset.hint = 'pending';
    const r = await SOLVER.ask('hint', tops(), st.rule, PLAY_HINT_TIMEOUT);
    if (r.cancelled || k !== key()) return;
    st.hint = {key: k, moves: r.moves, ms: r.ms};
    ui.legal.dataset.hint = 'done';
    render(playHintSummary(r, st, (m) => m.join('>')) || describe());
  }

  async function solveHere() {
    stop();
    const k = key();
    say('Solving from here\u2026');
    const r = await SOLVER.ask('solve', tops(), st.rule, PLAY_SOLVE_TIMEOUT);
    if (r.cancelled || k !== key()) return;
    const seen = plural(r.states, 'position');
    if (r.verdict === 'loss') return render(`Unwinnable from here (${seen} examined).`);
    if (r.verdict !== 'win') return render(`Unknown: the ${r.limit} limit ran out (${seen} examined).`);
    st.line = st.line.slice(0, st.at).concat(r.moves);
    playAnimate(st, render, `Winnable from here: ${plural(r.moves.length, 'move')} (${seen} examined).`);
  }

  // ---- deals ----
  function newPosition(deal, rule, line, at, origin) {
    stop();
    SOLVER.cancel();
    Object.assign(st, {deal, rule, line, at, sel: 0, hint: null, origin,
                       wrong: null});
    ui.rule.value = choose(rule);
    $('summary').textContent = `${plural(deal.length, 'card')}, ${accordionRulesLabel(rule)}, ${origin}.`
      + (deal === d.cards && ACC.key(rule) === ACC.key(rules) ? marksSummary(d) : '');
    accordionRulesNote(rule);
    render();
  }

  // The select's value for the rule set r, added to it if new.
  function choose(r) {
    const k = ACC.key(r);
    if (!choices[k]) {
      choices[k] = r;
      const label = ACC.options(r).map(([o, v]) => (v ? `${o} ${v}` : o)).join(' ')
        .replace(/^rule /, '');
      elem('option', '', label, ui.rule).value = k;
    }
    return k;
  }

  function dealBySeed() {
    const [seed, first, n] = [ui.seed.value.trim(), ui.first.value.trim(),
                              Number(ui.cards.value)];
    const bad = !/^\d{1,20}$/.test(seed) || BigInt(seed) >= 2n ** 64n
      || !/^\d{1,20}$/.test(first) || BigInt(first) >= 2n ** 64n;
    if (bad || !(n >= 1 && n <= PLAY_MAX_CARDS))
      return say('Refused: seed and deal are whole numbers below 2^64, cards 1 to 1000.');
    const deal = WN.deal(SOLVER.ex, seed, first, n);
    newPosition(deal, choices[ui.rule.value], [], 0, `deal ${first} of seed ${seed}`);
  }

  function dealPasted() {
    const r = WN.read(SOLVER.ex, ui.paste.value);
    if (r.error) return say(`Refused: the pasted deal: ${r.error}.`);
    if (r.cards.length > PLAY_MAX_CARDS)
      return say(`Refused: more than ${PLAY_MAX_CARDS} cards, too many for the page.`);
    newPosition(r.cards, choices[ui.rule.value], [], 0, 'a pasted deal');
  }

  // The position a link holds; moves after the first illegal one are
  // dropped. false, with the reason in f.ignored, if its deal is unusable.
  function fromFragment(f) {
    const r = WN.read(SOLVER.ex, f.deal.join(' '));
    const rule = f.rule;
    if (r.error) return !f.ignored.push(`the deal (${r.error})`);
    if (r.cards.length > PLAY_MAX_CARDS)
      return !f.ignored.push(`the deal (more than ${PLAY_MAX_CARDS} cards, too many for the page)`);
    let piles = ACC.start(r.cards), k = 0;
    for (; k < f.moves.length; k++) {
      const [j, i] = f.moves[k];
      if (ACC.why(piles, rule, j, i)) break;
      ACC.apply(piles, [j, i], rule);
    }
    st.hinting = f.hint;
    newPosition(r.cards, rule, f.moves.slice(0, k), k, 'from a link');
    if (k < f.moves.length)
      say(`The link's move ${k + 1} (${f.moves[k].join('>')}) is illegal; stopped before it.`);
    return true;
  }

  // The link's position if it has a usable deal, else the page's own,
  // with a note naming what of the link was ignored.
  function fromLink() {
    const f = ACC.parseFragment(location.hash);
    if (f && f.deal && fromFragment(f))
      return playLinkNote(f.ignored, "the link's deal");
    newPosition(d.cards, rules, d.moves.slice(), 0, playAccordionOrigin(d));
    if (f) playLinkNote(f.ignored.length ? f.ignored : ['it holds no deal'], "the page's own deal");
  }

  playKeys({go, at: () => st.at, end: () => st.line.length, hint,
            solve: solveHere, pick: (j) => pick(Number(j)), attr: 'pile'});
  playButtons(ui, go, st, hint, solveHere, () => newPosition(d.cards, rules,
    d.moves.slice(), 0, 'the solution of the page'));
  ui.deal.addEventListener('click', dealBySeed);
  ui.use.addEventListener('click', dealPasted);
  ui.rule.addEventListener('change', () => newPosition(st.deal,
    choices[ui.rule.value], [], 0, st.origin));
  for (const r of [rules, 'any', 'rightmost', 'relaxed', '23-skidoo', 'bayan'])
    choose(ACC.rule(r));
  $('title').textContent = d.title;

  SOLVER.start().then(fromLink,
                       (e) => say(`The WebAssembly solver did not start: ${e.message}`));
  window.winnable = {state: st, solver: SOLVER, go, play, hint};
};

// The page's own deal: what the solver found when it was written.
function playAccordionOrigin(d) {
  const m = d.moves.length;
  if (d.verdict === 'given') return `${plural(m, 'move')} from ${d.given}`;
  if (d.verdict === 'win') return `winnable in ${plural(m, 'move')}`;
  if (d.verdict === 'loss') return `unwinnable (${plural(d.states, 'position')} examined)`;
  return `unknown, the ${d.limit} limit ran out`;
}

function playAccordionDealBox(ui) {
  const row = playDealBox('New deal, paste a deal, rule');
  const box = row.parentNode, field = playField(row);
  ui.seed = field('seed ', 'seed', '1', 12);
  ui.first = field(' deal ', 'index', '0', 6);
  ui.cards = field(' cards ', 'cards', '52', 4);
  const l = elem('label', '', ' rule ', row);
  ui.rule = elem('select', '', undefined, l);
  ui.rule.id = 'rule';
  ui.deal = elem('button', '', 'Deal', row);
  ui.deal.id = 'deal';
  ui.paste = elem('textarea', '', undefined, box);
  Object.assign(ui.paste, {id: 'paste', rows: 2,
    placeholder: 'paste a deal: KH 2D 7D ... (as winnable accordion reads it)'});
  ui.use = elem('button', '', 'Play the pasted deal', box);
  ui.use.id = 'use';
}
