// play_outlast.js: the playable Inventor Outlasting page,
// built like play_accordion.js: a board, the line of builds and a
// cursor; the URL fragment holds the position (OUT.fragment). A move is
// a click on a free X cell; a hint marks each one win (it leaves a
// position of Grundy value 0, so the mover wins with best play) or
// loss. Solve-from-here plays both sides with best play to the end.
//
// DOM contract: each legal move is a button in #legal with
// data-move="r,c" and, once hinted, data-verdict="win|loss|unknown";
// body has data-step and data-steps; #board has data-free (free X
// cells) and one [data-cell="r,c"] per free X cell.
const PLAY_OUTLAST_TIMEOUT = 10;   // seconds for one position's values

PLAY.outlast = function (d) {
  const st = {board: d.board, line: d.steps.map((s) => s.cell), at: 0,
              hinting: false, hint: null, timer: 0, sel: 0};
  const ui = playControls('Click a free X cell to build there');
  const builds = () => st.line.slice(0, st.at);
  const key = () => `${st.board.join('/')}|${builds().join(',')}`;
  const name = (k) => OUT.name(st.board, k);
  const who = (p) => (p === 1 ? 'first player' : 'second player');
  const say = (text) => { $('move').textContent = text; };
  playOutlastDealBox(ui);

  const hints = () => (st.hint && st.hint.key === key() ? st.hint.moves : null);

  function render(message) {
    playRedraw('cell', drawBoard);
    playDrawLegal(ui, OUT.legal(st.board, builds()), name, hints(), play);
    playDrawLine(st, name, go);
    playNav(st, ui, d.steps.length > 0);
    const f = OUT.fragment(st.board, builds(), st.hinting);
    if (location.hash !== f) history.replaceState(null, '', f);
    say(message === undefined ? describe() : message);
    if (st.hinting && !st.timer) hint();
  }

  function describe() {
    const free = OUT.legal(st.board, builds()).length, mover = st.at % 2 + 1;
    const head = st.at ? `The ${who(2 - st.at % 2)} built at ${name(st.line[st.at - 1])}.`
      + `${playWrongNote(st, name)} ` : '';
    if (!free) return `${head}The ${who(mover)} has no free cell: the ${who(3 - mover)} wins.`;
    return `${head}The ${who(mover)} to build: click a free X cell (${plural(free, 'free cell')}).`;
  }

  function drawBoard() {
    const g = OUT.cells(st.board, builds()), C = st.board[0].length, S = 30;
    const board = $('board'), last = st.at ? st.line[st.at - 1] : -1;
    board.replaceChildren();
    board.className = 'grid play';
    board.dataset.free = g.filter((ch) => ch === 'X').length;
    const box = svg('svg', {width: C * S + 2, height: st.board.length * S + 2,
                            viewBox: `-1 -1 ${C * S + 2} ${st.board.length * S + 2}`}, board);
    const kind = {'.': 'blocked', X: 'open', 1: 'built', 2: 'built', '/': 'sign', '\\': 'sign'};
    g.forEach((ch, cell) => {
      const x = (cell % C) * S, y = Math.floor(cell / C) * S;
      const cg = svg('g', {class: `cell ${kind[ch]}${cell === last ? ' landed' : ''}`}, box);
      svg('rect', {x, y, width: S, height: S, class: cell === last ? 'paper' : ''}, cg);
      if (ch !== '.') svg('text', {x: x + S / 2, y: y + S / 2 + 4}, cg).textContent = ch;
      if (ch !== 'X') return;
      cg.setAttribute('tabindex', 0);
      cg.setAttribute('role', 'button');
      cg.setAttribute('aria-label', `build at ${name(cell)}`);
      cg.dataset.cell = name(cell);
      cg.addEventListener('click', () => play(cell));
    });
  }

  function play(cell) {
    stop();
    const why = OUT.why(st.board, builds(), cell);
    if (why) return render(`Refused: ${why}.`);
    playPush(st, cell, name, hints());
    render();
  }

  function go(k) {
    stop();
    st.at = Math.max(0, Math.min(st.line.length, k));
    render();
  }
  function stop() { clearTimeout(st.timer); st.timer = 0; }

  // The position's values; every move 'unknown' if the time ran out.
  async function value() {
    const r = await SOLVER.askOutlast(st.board, builds(), PLAY_OUTLAST_TIMEOUT);
    if (r.cancelled || r.error) return r;
    r.moves = OUT.legal(st.board, builds()).map((k) => ({move: k,
      verdict: r.unknown ? 'unknown' : r.after[k] === 0 ? 'win' : 'loss'}));
    return r;
  }

  async function hint() {
    st.hinting = true;
    const k = key();
    if ((st.hint && st.hint.key === k) || !OUT.legal(st.board, builds()).length) {
      ui.legal.dataset.hint = 'done'; // nothing awaited (as in play_accordion.js)
      return;
    }
    ui.legal.dataset.hint = 'pending';
    const r = await value();
    if (r.cancelled || k !== key()) return;
    if (r.error) return render(`The solver: ${r.error}.`);
    st.hint = {key: k, moves: r.moves};
    ui.legal.dataset.hint = 'done';
    render(`${playHintSummary(r, st, name) || describe()}` + (r.unknown
      ? ` The ${PLAY_OUTLAST_TIMEOUT} s limit ran out.` : ` Grundy value of the position: ${r.grundy}.`));
  }

  // Best play for both sides: a winning build when there is one, else
  // the first free cell; one solver call per move.
  async function solveHere() {
    stop();
    const k = key(), line = builds(), mover = st.at % 2 + 1;
    say('Solving from here\u2026');
    let first = null;
    for (;;) {
      const r = await SOLVER.askOutlast(st.board, line, PLAY_OUTLAST_TIMEOUT);
      if (r.cancelled || k !== key()) return;
      if (r.error) return render(`The solver: ${r.error}.`);
      if (r.unknown) return render(`Unknown: the ${PLAY_OUTLAST_TIMEOUT} s limit ran out.`);
      if (first === null) first = r.grundy;
      const free = r.after.map((g, c) => (g === null ? -1 : c)).filter((c) => c >= 0);
      if (!free.length) break;
      const win = free.find((c) => r.after[c] === 0);
      line.push(win === undefined ? free[0] : win);
    }
    st.line = line;
    const winner = first ? mover : 3 - mover;
    playAnimate(st, render, `From here the ${who(winner)} wins with best play (Grundy value ${first}).`);
  }

  function dealBySeed() {
    const v = ['seed', 'index'].map((x) => ui[x].value.trim());
    const [R, C, D] = [Number(ui.rows.value), Number(ui.cols.value), Number(ui.density.value)];
    if (!v.every((x) => /^\d{1,20}$/.test(x) && BigInt(x) < 2n ** 64n)
        || !(R >= 1 && C >= 1 && R * C <= 400 && D >= 0 && D <= 1))
      return say('Refused: whole seed and board, rows x columns up to 400, density 0 to 1.');
    newPosition(WN.outlastDeal(SOLVER.ex, v[0], v[1], R, C, D), [], 0,
                `board ${v[1]} of seed ${v[0]}`);
  }

  function dealPasted() {
    const r = WN.outlastRead(SOLVER.ex, ui.paste.value);
    if (r.error) return say(`Refused: the pasted board: ${r.error}.`);
    newPosition(r.board, [], 0, 'a pasted board');
  }

  function newPosition(board, line, at, origin) {
    stop();
    SOLVER.cancel();
    Object.assign(st, {board, line, at, hint: null, wrong: null});
    $('summary').textContent = `${board.length} x ${board[0].length} board, ${origin}.`;
    render();
  }

  function fromFragment(f) {
    let k = 0;
    while (k < f.moves.length && f.moves[k] >= 0 && !OUT.why(f.board, f.moves.slice(0, k), f.moves[k])) k++;
    st.hinting = f.hint;
    newPosition(f.board, f.moves.slice(0, k), k, 'from a link');
    if (k < f.moves.length) say(`The link's move ${k + 1} is illegal; stopped before it.`);
  }

  // The link's position if it has a usable board, else the page's own,
  // with a note naming what of the link was ignored.
  function fromLink() {
    const f = OUT.parseFragment(location.hash);
    if (f && f.board) {
      fromFragment(f);
      return playLinkNote(f.ignored, "the link's board");
    }
    newPosition(d.board, d.steps.map((s) => s.cell), 0,
      `the ${who(d.winner)} wins, ${plural(d.nwinning, 'winning first move')}`);
    if (f) playLinkNote(f.ignored.length ? f.ignored : ['it holds no board'], "the page's own board");
  }

  playKeys({go, at: () => st.at, end: () => st.line.length, hint, solve: solveHere,
            pick: (c) => play(OUT.cell(st.board, c)), attr: 'cell'});
  playButtons(ui, go, st, hint, solveHere, () => newPosition(d.board,
    d.steps.map((s) => s.cell), 0, 'the line of best play of the page'));
  ui.deal.addEventListener('click', dealBySeed);
  ui.use.addEventListener('click', dealPasted);
  $('title').textContent = d.title;
  SOLVER.start().then(fromLink,
                       (e) => say(`The WebAssembly solver did not start: ${e.message}`));
};

function playOutlastDealBox(ui) {
  const row = playDealBox('New board, paste a board');
  const field = playField(row);
  ui.seed = field('seed ', 'seed', '1', 10);
  ui.index = field(' board ', 'index', '0', 6);
  ui.rows = field(' rows ', 'rows', '10', 3);
  ui.cols = field(' columns ', 'cols', '10', 3);
  ui.density = field(' density ', 'density', '0.5', 4);
  ui.deal = elem('button', '', 'Deal', row);
  ui.deal.id = 'deal';
  playPasteBox(ui, row, 'paste contest input (T, then R C and R rows of X '
    + 'and .): its first board is played', 'Play the pasted board');
}
