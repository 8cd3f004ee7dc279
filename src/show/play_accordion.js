// play_accordion.js: the playable Accordion page (issue 19).
//
// The state is a deal, a rule, a line of moves and a cursor 'at' into
// it: the position is the deal after line[0 .. at). Playing a move cuts
// the line at the cursor and appends it; Undo / Redo move the cursor, so
// the solution the page was written with is just a line to step
// through. The URL fragment always holds the position (ACC.fragment).
//
// DOM contract (tests and scripts rely on it): each legal move of the
// position is a button in #legal with data-move="j>i" and, once hinted,
// data-verdict="win|loss|unknown"; body has data-step (the cursor) and
// data-steps (the line's length); #board has data-piles.
const PLAY_HINT_TIMEOUT = 2;     // seconds per move of a hint
const PLAY_SOLVE_TIMEOUT = 30;   // seconds for Solve-from-here

PLAY.accordion = function (d) {
  const st = {rule: d.rule, deal: d.cards, line: d.moves.slice(), at: 0,
              sel: 0, hinting: false, hint: null, timer: 0,
              origin: 'the page', piles: null};
  const ui = playAccordionControls();
  const tops = () => st.piles.map((p) => p.top);
  const key = () => `${st.rule}|${tops().join(',')}`;
  const say = (text) => { $('move').textContent = text; };

  function render(message) {
    st.piles = ACC.piles(st.deal, st.line, st.at);
    drawBoard();
    drawLegal();
    drawLine();
    document.body.dataset.step = st.at;
    document.body.dataset.steps = st.line.length;
    $('status').textContent = st.at === 0 ? 'start'
      : `move ${st.at} of ${st.line.length}`;
    $('first').disabled = $('prev').disabled = st.at === 0;
    $('next').disabled = $('last').disabled = st.at === st.line.length;
    ui.solution.disabled = !d.moves.length;
    const f = ACC.fragment(st.rule, st.deal, st.line.slice(0, st.at),
                           st.hinting);
    if (location.hash !== f) history.replaceState(null, '', f);
    say(message === undefined ? describe() : message);
    if (st.hinting && !st.timer) hint();
  }

  function describe() {
    const n = st.piles.length, left = ACC.legal(st.piles, st.rule).length;
    let text = st.at === 0 ? `The deal: ${plural(st.deal.length, 'card')}.`
      : `Move ${st.at}: ${st.line[st.at - 1].join('>')}.`;
    if (n === 1) text += ' Won: one pile left.';
    else if (!left) text += ` No legal move: ${plural(n, 'pile')} left. Undo or deal again.`;
    else text += ` ${plural(left, 'legal move')}; click a pile, then its target.`;
    return text;
  }

  function drawBoard() {
    const board = $('board'), last = st.at ? st.line[st.at - 1][1] : 0;
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

  function drawLegal() {
    const h = st.hint && st.hint.key === key() ? st.hint.moves : null;
    ui.legal.replaceChildren();
    for (const [j, i] of ACC.legal(st.piles, st.rule)) {
      const b = elem('button', 'legal', `${j}>${i}`, ui.legal);
      b.dataset.move = `${j}>${i}`;
      b.title = `pile ${j} (${st.piles[j - 1].top}) onto pile ${i} (${st.piles[i - 1].top})`;
      const v = h && h.find((m) => m.move[0] === j && m.move[1] === i);
      if (v) markVerdict(b, v);
      b.addEventListener('click', () => play(j, i));
    }
    if (!ui.legal.children.length)
      elem('span', 'none', st.piles.length === 1 ? 'won' : 'none', ui.legal);
  }

  function markVerdict(b, v) {
    b.dataset.verdict = v.verdict;
    b.classList.add(v.verdict);
    b.textContent += {win: ' \u2713', loss: ' \u2717', unknown: ' ?'}[v.verdict];
    b.title += `: ${v.verdict} (${plural(v.states, 'position')} examined)`;
  }

  function drawLine() {
    $('moves').replaceChildren();
    st.line.forEach(([j, i], k) => {
      const b = elem('button', k + 1 === st.at ? 'current' : k < st.at ? 'done' : '',
                     `${j}>${i}`, elem('li', '', undefined, $('moves')));
      b.title = `move ${k + 1}`;
      b.addEventListener('click', () => go(k + 1));
    });
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
    st.line = st.line.slice(0, st.at).concat([[j, i]]);
    st.at++;
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
  const ruleNumber = () => (st.rule === 'rightmost' ? 1 : 0);

  async function hint() {
    st.hinting = true;
    const k = key();
    if (st.hint && st.hint.key === k) return;
    if (st.piles.length === 1) return;
    ui.legal.dataset.hint = 'pending';
    const r = await SOLVER.ask('hint', tops(), ruleNumber(), PLAY_HINT_TIMEOUT);
    if (r.cancelled || k !== key()) return;
    st.hint = {key: k, moves: r.moves, ms: r.ms};
    ui.legal.dataset.hint = 'done';
    render(hintSummary(r));
  }

  function hintSummary(r) {
    const count = (v) => r.moves.filter((m) => m.verdict === v).length;
    if (!r.moves.length) return describe();
    return `Hint: ${count('win')} of ${plural(r.moves.length, 'move')} win, `
      + `${count('loss')} lose` + (count('unknown') ? `, ${count('unknown')} unknown` : '')
      + ` (${Math.round(r.ms)} ms).`;
  }

  async function solveHere() {
    stop();
    const k = key();
    say('Solving from here\u2026');
    const r = await SOLVER.ask('solve', tops(), ruleNumber(), PLAY_SOLVE_TIMEOUT);
    if (r.cancelled || k !== key()) return;
    const seen = plural(r.states, 'position');
    if (r.verdict === 'loss') return render(`Unwinnable from here (${seen} examined).`);
    if (r.verdict !== 'win') return render(`Unknown: the ${r.limit} limit ran out (${seen} examined).`);
    st.line = st.line.slice(0, st.at).concat(r.moves);
    animate(`Winnable from here: ${plural(r.moves.length, 'move')} (${seen} examined).`);
  }

  function animate(text) {
    const delay = Number(document.body.dataset.delay || 300);
    const tick = () => {
      st.timer = st.at < st.line.length ? setTimeout(tick, delay) : 0;
      st.at = Math.min(st.at + 1, st.line.length);
      render(`${text} Move ${st.at} of ${st.line.length}.`);
    };
    st.timer = setTimeout(tick, delay);
    render(text);
  }

  // ---- deals ----
  function newPosition(deal, rule, line, at, origin) {
    stop();
    SOLVER.cancel();
    Object.assign(st, {deal, rule, line, at, sel: 0, hint: null, origin});
    ui.rule.value = rule;
    $('summary').textContent = `${plural(deal.length, 'card')}, rule ${rule}, ${origin}.`;
    render();
  }

  function dealBySeed() {
    const [seed, first, n] = [ui.seed.value.trim(), ui.first.value.trim(),
                              Number(ui.cards.value)];
    const bad = !/^\d{1,20}$/.test(seed) || BigInt(seed) >= 2n ** 64n
      || !/^\d{1,20}$/.test(first) || BigInt(first) >= 2n ** 64n;
    if (bad || !(n >= 1 && n <= 1000))
      return say('Refused: seed and deal are whole numbers below 2^64, cards 1 to 1000.');
    const deal = WN.deal(SOLVER.ex, seed, first, n);
    newPosition(deal, ui.rule.value, [], 0, `deal ${first} of seed ${seed}`);
  }

  function dealPasted() {
    const r = WN.read(SOLVER.ex, ui.paste.value);
    if (r.error) return say(`Refused: the pasted deal: ${r.error}.`);
    newPosition(r.cards, ui.rule.value, [], 0, 'a pasted deal');
  }

  // The position a link holds; moves after the first illegal one are dropped.
  function fromFragment(f) {
    const r = WN.read(SOLVER.ex, f.deal.join(' '));
    const rule = f.rule === 'rightmost' ? 'rightmost' : 'any';
    if (r.error) return say(`The link's deal is not valid: ${r.error}.`);
    let piles = ACC.start(r.cards), k = 0;
    for (; k < f.moves.length; k++) {
      const [j, i] = f.moves[k];
      if (ACC.why(piles, rule, j, i)) break;
      ACC.apply(piles, [j, i]);
    }
    st.hinting = f.hint;
    newPosition(r.cards, rule, f.moves.slice(0, k), k, 'from a link');
    if (k < f.moves.length)
      say(`The link's move ${k + 1} (${f.moves[k].join('>')}) is illegal; stopped before it.`);
  }

  function keys(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
    if ((e.key === 'Enter' || e.key === ' ') && e.target.dataset.pile) {
      e.preventDefault();
      return pick(Number(e.target.dataset.pile));
    }
    const act = {ArrowRight: () => go(st.at + 1), ArrowLeft: () => go(st.at - 1),
                 Home: () => go(0), End: () => go(st.line.length),
                 h: hint, s: solveHere, Escape: () => go(st.at)}[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  }

  $('first').addEventListener('click', () => go(0));
  $('prev').addEventListener('click', () => go(st.at - 1));
  $('next').addEventListener('click', () => go(st.at + 1));
  $('last').addEventListener('click', () => go(st.line.length));
  ui.hint.addEventListener('click', hint);
  ui.solve.addEventListener('click', solveHere);
  ui.solution.addEventListener('click', () => newPosition(d.cards, d.rule,
    d.moves.slice(), 0, 'the solution of the page'));
  ui.deal.addEventListener('click', dealBySeed);
  ui.use.addEventListener('click', dealPasted);
  ui.rule.addEventListener('change', () => newPosition(st.deal, ui.rule.value,
    [], 0, st.origin));
  document.addEventListener('keydown', keys);
  $('title').textContent = d.title;

  SOLVER.start().then(() => {
    const f = ACC.parseFragment(location.hash);
    if (f) return fromFragment(f);
    newPosition(d.cards, d.rule, d.moves.slice(), 0, playAccordionOrigin(d));
  }).catch((e) => say(`The WebAssembly solver did not start: ${e.message}`));
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

// The controls beyond the replay frame: solver buttons, the legal
// moves, the new-deal and paste boxes.
function playAccordionControls() {
  const ui = {};
  const nav = document.querySelector('nav');
  $('prev').textContent = '\u2039 undo';
  $('next').textContent = 'redo \u203a';
  $('prev').title = 'undo (left arrow)';
  $('next').title = 'redo (right arrow)';
  const tools = elem('div', 'tools');
  nav.after(tools);
  ui.hint = elem('button', '', 'Hint', tools);
  ui.hint.id = 'hint';
  ui.hint.title = 'value every legal move (H)';
  ui.solve = elem('button', '', 'Solve from here', tools);
  ui.solve.id = 'solve';
  ui.solve.title = 'play a winning line from this position (S)';
  ui.solution = elem('button', '', 'Replay solution', tools);
  ui.solution.id = 'solution';
  ui.legal = elem('div', '', undefined);
  ui.legal.id = 'legal';
  ui.legal.setAttribute('aria-label', 'legal moves');
  $('move').setAttribute('aria-live', 'polite');
  const foot = document.querySelector('footer');
  foot.textContent = foot.textContent.replace(/^Keys:[^.]*\./, 'Click a pile, '
    + 'then its target (Tab to a pile, Enter to pick it). Keys: \u2190 undo, '
    + '\u2192 redo, Home / End, H hint, S solve from here.');
  $('move').after(ui.legal);
  playAccordionDealBox(ui);
  return ui;
}

function playAccordionDealBox(ui) {
  const box = elem('details', '', undefined);
  box.id = 'newdeal';
  $('moves').after(box);
  elem('summary', '', 'New deal, paste a deal, rule', box);
  const row = elem('div', 'row', undefined, box);
  const field = (label, id, value, size) => {
    const l = elem('label', '', label, row);
    const input = elem('input', '', undefined, l);
    Object.assign(input, {id, value, size});
    return input;
  };
  ui.seed = field('seed ', 'seed', '1', 12);
  ui.first = field(' deal ', 'index', '0', 6);
  ui.cards = field(' cards ', 'cards', '52', 4);
  const l = elem('label', '', ' rule ', row);
  ui.rule = elem('select', '', undefined, l);
  ui.rule.id = 'rule';
  for (const r of ['any', 'rightmost']) elem('option', '', r, ui.rule).value = r;
  ui.deal = elem('button', '', 'Deal', row);
  ui.deal.id = 'deal';
  ui.paste = elem('textarea', '', undefined, box);
  Object.assign(ui.paste, {id: 'paste', rows: 2,
    placeholder: 'paste a deal: KH 2D 7D ... (as winnable accordion reads it)'});
  ui.use = elem('button', '', 'Play the pasted deal', box);
  ui.use.id = 'use';
}
