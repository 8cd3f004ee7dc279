// page_run.js: the driver. A game with a playable page (PLAY[game]) is
// played when the page carries the WebAssembly solver; otherwise, and
// for every other game, the solution is replayed step by step.
function runReplay() {
  const game = GAMES[data.game](data);
  let step = 0;
  $('title').textContent = data.title;
  $('summary').textContent = game.summary() + marksSummary(data);
  document.body.dataset.steps = game.steps;
  const chips = [];
  for (let k = 0; k < game.steps; k++) {
    const b = elem('button', '', game.label(k), elem('li', '', undefined, $('moves')));
    b.title = `${game.unit} ${k + 1}`;
    b.addEventListener('click', () => show(k + 1));
    chips.push(b);
  }
  const legal = replayMarksBox(game);

  function show(k) {
    step = Math.max(0, Math.min(game.steps, k));
    const board = $('board');
    board.replaceChildren();
    game.render(step, board);
    $('status').textContent = step === 0
      ? `start (${plural(game.steps, game.unit)})`
      : `${game.unit} ${step} of ${game.steps}`;
    $('move').textContent = game.describe(step);
    if (legal) replayMarks(game, legal, step);
    $('first').disabled = $('prev').disabled = step === 0;
    $('next').disabled = $('last').disabled = step === game.steps;
    chips.forEach((b, k) => {
      b.className = k + 1 === step ? 'current' : k + 1 < step ? 'done' : '';
    });
    marksChips(data);
    document.body.dataset.step = step;
    if (location.hash !== `#${step}`) history.replaceState(null, '', `#${step}`);
  }

  $('first').addEventListener('click', () => show(0));
  $('prev').addEventListener('click', () => show(step - 1));
  $('next').addEventListener('click', () => show(step + 1));
  $('last').addEventListener('click', () => show(game.steps));
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const to = {ArrowRight: step + 1, ArrowDown: step + 1, ArrowLeft: step - 1,
                ArrowUp: step - 1, Home: 0, End: game.steps}[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  });
  show(Number((/^#(\d+)$/.exec(location.hash) || [0, 0])[1]));   // #N: step N
}

// The list of legal moves with the page's marks (page_marks.js), for a
// game whose renderer lists them (game.legal); null for the others.
function replayMarksBox(game) {
  if (!data.marks || !game.legal) return null;
  const box = elem('div', '', undefined);
  box.id = 'legal';
  box.setAttribute('aria-label', 'legal moves');
  $('move').after(box);
  return box;
}

// Step k's legal moves, valued, the played one marked; clicking the
// played move steps on.
function replayMarks(game, box, k) {
  const ui = {legal: box};
  playDrawLegal(ui, game.legal(k), game.moveName, marksHints(data, k), (m) => {
    if (k < game.steps && game.moveName(m) === game.label(k)) $('next').click();
  });
  marksPlayed(box, data, k, game.moveName);
  const say = marksSay(data, k, game.moveName);
  if (say) $('move').textContent += ` ${say}`;
}

// A playable game on a page without the module says why it only replays.
function replayOnlyNotice() {
  const p = elem('p', 'notice', 'Replay only: this copy of winnable was '
    + 'built without its WebAssembly solver (clang for wasm32-wasi), so '
    + 'this page cannot be played; it replays the solution.');
  p.id = 'notice';
  $('board').before(p);
}

if (PLAY[data.game] && document.getElementById('wasm')) {
  PLAY[data.game](data);
} else {
  if (PLAY[data.game]) replayOnlyNotice();
  runReplay();
}
