// play_stacks.js: the playable Stack Management page, built
// like play_accordion.js: a start position, a line of moves and a
// cursor; the URL fragment holds the position (STK.fragment).
//
// DOM contract: each legal move of the position is a button in #legal
// with data-move="rS" or "mS>T" and, once hinted,
// data-verdict="win|loss|unknown"; body has data-step and data-steps;
// #board has data-cards (cards left) and one [data-stack] per stack.
PLAY.stacks = function (d) {
  const st = {start: d.stacks, line: d.moves.slice(), at: 0, sel: 0,
              hinting: false, hint: null, timer: 0, pos: null};
  const ui = playControls('Click a stack twice to remove its top, or a stack and then an empty one');
  const key = () => JSON.stringify(st.pos);
  const say = (text) => { $('move').textContent = text; };
  playStacksDealBox(ui);

  function render(message) {
    st.pos = STK.after(st.start, st.line, st.at);
    playRedraw('stack', drawBoard);
    drawLegal();
    playDrawLine(st, STK.name, go);
    playNav(st, ui, d.moves.length > 0);
    const f = STK.fragment(st.start, st.line.slice(0, st.at), st.hinting);
    if (location.hash !== f) history.replaceState(null, '', f);
    say(message === undefined ? describe() : message);
    if (st.hinting && !st.timer) hint();
  }

  function describe() {
    const left = STK.legal(st.pos).length;
    let text = st.at === 0 ? 'The stacks, top card first.'
      : `Move ${st.at}: ${STK.name(st.line[st.at - 1])}.` + playWrongNote(st, STK.name);
    if (STK.won(st.pos)) text += ' Won: every stack holds at most one card.';
    else if (!left) text += ' No legal move. Undo or deal again.';
    else text += ` ${plural(left, 'legal move')}; click a stack, then the same `
      + 'stack to remove its top, or an empty stack to move it there.';
    return text;
  }

  function drawBoard() {
    const board = $('board'), hue = (suit) => (suit * 137) % 360;
    board.replaceChildren();
    board.className = 'stacks play';
    board.dataset.cards = st.pos.reduce((a, s) => a + s.length, 0);
    st.pos.forEach((s, x) => {
      const row = elem('div', `stack${x + 1 === st.sel ? ' selected' : ''}`, undefined, board);
      Object.assign(row, {tabIndex: 0});
      row.dataset.stack = x + 1;
      row.setAttribute('role', 'button');
      row.setAttribute('aria-label', `stack ${x + 1}: ${s.length ? s.map(STK.card).join(' ') : 'empty'}`);
      elem('div', 'label', `stack ${x + 1}`, row);
      const cells = elem('div', 'cells', s.length ? undefined : 'empty', row);
      s.forEach((c, j) => {
        const box = svg('svg', {width: 46, height: 30, viewBox: '0 0 46 30'}, cells);
        const g = svg('g', {class: j === 0 ? 'top' : ''}, box);
        svg('rect', {x: .5, y: .5, width: 45, height: 29, rx: 4, class: 'paper',
                     style: `fill: hsl(${hue(c[1])}, 60%, 88%)`}, g);
        svg('text', {x: 23, y: 20, class: 'small', 'text-anchor': 'middle',
                     fill: '#12301f'}, g).textContent = STK.card(c);
      });
      row.addEventListener('click', () => pick(x + 1));
    });
  }

  const hints = () => (st.hint && st.hint.key === key() ? st.hint.moves : null);

  function drawLegal() {
    playDrawLegal(ui, STK.legal(st.pos), STK.name, hints(), (m) => play(m));
  }

  function pick(x) {
    if (!st.sel) {
      if (!st.pos[x - 1].length) return render(`Stack ${x} is empty: pick a stack with cards.`);
      st.sel = x;
      return render(`Stack ${x} (${STK.card(st.pos[x - 1][0])}) picked: click it again `
        + 'to remove its top, or an empty stack to move it there.');
    }
    const m = [st.sel, x === st.sel ? 0 : x];
    st.sel = 0;
    const why = STK.why(st.pos, m);
    if (why) return render(`Refused: ${why}.`);
    play(m);
  }

  function play(m) {
    stop();
    st.sel = 0;
    const why = STK.why(st.pos, m);
    if (why) return render(`Refused: ${why}.`);
    playPush(st, m, STK.name, hints());
    render();
  }

  function go(k) {
    stop();
    st.sel = 0;
    st.at = Math.max(0, Math.min(st.line.length, k));
    render();
  }
  function stop() { clearTimeout(st.timer); st.timer = 0; }

  async function hint() {
    st.hinting = true;
    const k = key();
    if ((st.hint && st.hint.key === k) || STK.won(st.pos)) {
      ui.legal.dataset.hint = 'done'; // nothing awaited (as in play_accordion.js)
      return;
    }
    ui.legal.dataset.hint = 'pending';
    const r = await SOLVER.askStacks('stacksHint', st.pos, 0);
    if (r.cancelled || k !== key()) return;
    st.hint = {key: k, moves: r.moves};
    ui.legal.dataset.hint = 'done';
    render(playHintSummary(r, st, STK.name) || describe());
  }

  async function solveHere() {
    stop();
    const k = key();
    say('Solving from here\u2026');
    const r = await SOLVER.askStacks('stacksSolve', st.pos, 0);
    if (r.cancelled || k !== key()) return;
    if (r.verdict === 'loss') return render(`Unwinnable from here: ${r.reason}.`);
    const end = STK.after(st.pos, r.moves, r.moves.length);
    if (r.verdict !== 'win' || !STK.won(end)) return render('Unknown: no winning line was built.');
    st.line = st.line.slice(0, st.at).concat(r.moves);
    playAnimate(st, render, `Winnable from here: ${plural(r.moves.length, 'move')}.`);
  }

  function newPosition(stacks, line, at, origin) {
    stop();
    SOLVER.cancel();
    Object.assign(st, {start: stacks, line, at, sel: 0, hint: null, wrong: null});
    $('summary').textContent = `${stacks.length} stacks, ${origin}.`;
    render();
  }

  function dealBySeed() {
    const v = ['seed', 'index', 'n', 'c', 'k', 'values'].map((x) => ui[x].value.trim());
    if (!v.every((x) => /^\d{1,20}$/.test(x)) || v.some((x) => BigInt(x) >= 2n ** 64n))
      return say('Refused: every box takes a whole number.');
    const [n, c, k, vals] = v.slice(2).map(Number);
    if (n * c > 2000) return say('Refused: at most 2,000 cards on the page.');
    const r = WN.stacksDeal(SOLVER.ex, v[0], v[1], n, c, k, vals);
    if (r.error) return say(`Refused: ${r.error}.`);
    newPosition(r.stacks, [], 0, `instance ${v[1]} of seed ${v[0]}`);
  }

  function dealPasted() {
    const r = WN.stacksRead(SOLVER.ex, ui.paste.value);
    if (r.error) return say(`Refused: the pasted case: ${r.error}.`);
    newPosition(r.stacks, [], 0, 'a pasted case');
  }

  function fromFragment(f) {
    let pos = STK.copy(f.stacks), k = 0;
    for (; k < f.moves.length && !STK.why(pos, f.moves[k]); k++) STK.apply(pos, f.moves[k]);
    st.hinting = f.hint;
    newPosition(f.stacks, f.moves.slice(0, k), k, 'from a link');
    if (k < f.moves.length) say(`The link's move ${k + 1} is illegal; stopped before it.`);
  }

  // The link's position if it has usable stacks, else the page's own,
  // with a note naming what of the link was ignored.
  function fromLink() {
    const f = STK.parseFragment(location.hash);
    if (f && f.stacks) {
      fromFragment(f);
      return playLinkNote(f.ignored, "the link's stacks");
    }
    newPosition(d.stacks, d.moves.slice(), 0, d.verdict === 'win'
      ? `winnable in ${plural(d.moves.length, 'move')}` : `${d.verdict}: ${d.reason || d.limit}`);
    if (f) playLinkNote(f.ignored.length ? f.ignored : ['it holds no stacks'], "the page's own case");
  }

  playKeys({go: (k) => go(k), at: () => st.at, end: () => st.line.length,
            hint, solve: solveHere, pick: (x) => pick(Number(x)), attr: 'stack'});
  playButtons(ui, go, st, hint, solveHere, () => newPosition(d.stacks,
    d.moves.slice(), 0, 'the solution of the page'));
  ui.deal.addEventListener('click', dealBySeed);
  ui.use.addEventListener('click', dealPasted);
  $('title').textContent = d.title;
  SOLVER.start().then(fromLink,
                       (e) => say(`The WebAssembly solver did not start: ${e.message}`));
};

function playStacksDealBox(ui) {
  const row = playDealBox('New instance, paste a case');
  const field = playField(row);
  ui.seed = field('seed ', 'seed', '1', 10);
  ui.index = field(' instance ', 'index', '0', 6);
  ui.n = field(' stacks ', 'stacks-n', '4', 3);
  ui.c = field(' cards ', 'stacks-c', '5', 3);
  ui.k = field(' suits ', 'stacks-k', '4', 3);
  ui.values = field(' values ', 'stacks-v', '13', 3);
  ui.deal = elem('button', '', 'Deal', row);
  ui.deal.id = 'deal';
  playPasteBox(ui, row, 'paste contest input (P, the premade stacks, T, then '
    + 'the cases): its first case is played', 'Play the pasted case');
}
