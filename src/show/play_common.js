// play_common.js: what the playable pages (play_<game>.js) share: the
// controls beyond the replay frame, the list of legal moves with their
// hints, the line of moves, the buttons and keys. A page's state 'st'
// has line (moves), at (the cursor) and timer (an animation running).

// The solver buttons and the legal-move list; nav buttons relabelled;
// 'how' (how to move, a sentence) opens the footer's key list.
function playControls(how) {
  const ui = {};
  $('prev').textContent = '\u2039 undo';
  $('next').textContent = 'redo \u203a';
  $('prev').title = 'undo (left arrow)';
  $('next').title = 'redo (right arrow)';
  const tools = elem('div', 'tools');
  document.querySelector('nav').after(tools);
  const button = (id, text, title) => {
    const b = elem('button', '', text, tools);
    Object.assign(b, {id, title});
    return b;
  };
  ui.hint = button('hint', 'Hint', 'value every legal move (H)');
  ui.solve = button('solve', 'Solve from here', 'play a winning line from this position (S)');
  ui.solution = button('solution', 'Replay solution', 'back to the page\'s solution');
  ui.legal = elem('div', '', undefined);
  ui.legal.id = 'legal';
  ui.legal.setAttribute('aria-label', 'legal moves');
  $('move').setAttribute('aria-live', 'polite');
  $('move').after(ui.legal);
  const foot = document.querySelector('footer');
  foot.textContent = foot.textContent.replace(/^Keys:[^.]*\./, `${how} (Tab to it, `
    + 'Enter to pick it). Keys: \u2190 undo, \u2192 redo, Home / End, H hint, S solve from here.');
  return ui;
}

// The legal moves as buttons [data-move], with verdicts from 'hints'
// ([{move, verdict}] or null); clicking one plays it.
function playDrawLegal(ui, legal, name, hints, play) {
  ui.legal.replaceChildren();
  for (const m of legal) {
    const b = elem('button', 'legal', name(m), ui.legal);
    b.dataset.move = name(m);
    const v = hints && hints.find((h) => name(h.move) === name(m));
    if (v) {
      b.dataset.verdict = v.verdict;
      b.classList.add(v.verdict);
      b.textContent += {win: ' \u2713', loss: ' \u2717', unknown: ' ?'}[v.verdict];
      b.title = v.verdict + (v.states !== undefined ? ` (${plural(v.states, 'position')} examined)` : '');
    }
    b.addEventListener('click', () => play(m));
  }
  if (!legal.length) elem('span', 'none', 'none', ui.legal);
}

// The note #link-note under the moves about the parts of the page's link
// that were not used ('ignored': phrases, LINK) and what the board
// shows instead ('shown'); no note when nothing was ignored.
function playLinkNote(ignored, shown) {
  if (!ignored.length) return;
  const p = elem('p', '', `Part of this page's link was ignored: `
    + `${ignored.join('; ')}. The board shows ${shown}.`);
  p.id = 'link-note';
  p.setAttribute('role', 'status');
  $('move').before(p);
}

// The hint's answer in a sentence ('' without moves), and whether the
// move that led here lost a winnable position (playWrongNote).
function playHintSummary(r, st, name) {
  const count = (v) => r.moves.filter((m) => m.verdict === v).length;
  if (!r.moves.length) return '';
  return `Hint: ${count('win')} of ${plural(r.moves.length, 'move')} win, `
    + `${count('loss')} lose` + (count('unknown') ? `, ${count('unknown')} unknown` : '')
    + ` (${Math.round(r.ms)} ms).` + playWrongNote(st, name);
}

// Play move m at the cursor: the line's own next move keeps the rest of
// the line (redo stays: playing the solution by hand walks along it);
// any other move cuts the line there. 'hints' values the position's
// moves ([{move, verdict}] or null): a move that loses where another
// wins is remembered in st.wrong, by the line up to it, so the mark
// goes with that very move and no other line inherits it.
function playPush(st, m, name, hints) {
  if (!(st.at < st.line.length && name(st.line[st.at]) === name(m)))
    st.line = st.line.slice(0, st.at).concat([m]);
  st.at++;
  const v = hints && hints.find((h) => name(h.move) === name(m));
  if (v && v.verdict === 'loss' && hints.some((h) => h.verdict === 'win'))
    (st.wrong = st.wrong || new Set()).add(playLineKey(st.line, st.at, name));
}

function playLineKey(line, k, name) {
  return line.slice(0, k).map(name).join(' ');
}

// Whether the move that led to step k (k >= 1) was marked by playPush.
function playWrong(st, k, name) {
  return Boolean(st.wrong && st.wrong.has(playLineKey(st.line, k, name)));
}

// ' That move lost a winnable position.' after a marked move, else ''.
function playWrongNote(st, name) {
  return st.at && playWrong(st, st.at, name)
    ? ' That move lost a winnable position.' : '';
}

// The line of moves as chips; clicking one jumps there. A move that
// lost a winnable position (playPush) is red, with data-wrong.
function playDrawLine(st, name, go) {
  $('moves').replaceChildren();
  st.line.forEach((m, k) => {
    const b = elem('button', k + 1 === st.at ? 'current' : k < st.at ? 'done' : '',
                   name(m), elem('li', '', undefined, $('moves')));
    b.title = `move ${k + 1}`;
    if (playWrong(st, k + 1, name)) {
      b.classList.add('wrong');
      b.dataset.wrong = 'true';
      b.title += ': it lost a winnable position';
    }
    b.addEventListener('click', () => go(k + 1));
  });
}

function playNav(st, ui, hasSolution) {
  document.body.dataset.step = st.at;
  document.body.dataset.steps = st.line.length;
  $('status').textContent = st.at === 0 ? 'start' : `move ${st.at} of ${st.line.length}`;
  $('first').disabled = $('prev').disabled = st.at === 0;
  $('next').disabled = $('last').disabled = st.at === st.line.length;
  ui.solution.disabled = !hasSolution;
}

// Step the cursor to the end of the line, one move every
// body[data-delay] ms (300 by default; tests set 0); the last step
// shows the page's own description of the position.
function playAnimate(st, render, text) {
  const delay = Number(document.body.dataset.delay || 300);
  const tick = () => {
    st.timer = st.at < st.line.length ? setTimeout(tick, delay) : 0;
    st.at = Math.min(st.at + 1, st.line.length);
    render(st.timer ? `${text} Move ${st.at} of ${st.line.length}.` : undefined);
  };
  st.timer = setTimeout(tick, delay);
  render(text);
}

function playButtons(ui, go, st, hint, solve, solution) {
  $('first').addEventListener('click', () => go(0));
  $('prev').addEventListener('click', () => go(st.at - 1));
  $('next').addEventListener('click', () => go(st.at + 1));
  $('last').addEventListener('click', () => go(st.line.length));
  ui.hint.addEventListener('click', hint);
  ui.solve.addEventListener('click', solve);
  ui.solution.addEventListener('click', solution);
}

// Keys: arrows undo/redo, Home/End, H hint, S solve, Enter or Space on
// a focused [data-<k.attr>] element picks it.
function playKeys(k) {
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
    if ((e.key === 'Enter' || e.key === ' ') && e.target.dataset[k.attr]) {
      e.preventDefault();
      return k.pick(e.target.dataset[k.attr]);
    }
    const act = {ArrowRight: () => k.go(k.at() + 1), ArrowLeft: () => k.go(k.at() - 1),
                 Home: () => k.go(0), End: () => k.go(k.end()),
                 h: k.hint, s: k.solve, Escape: () => k.go(k.at())}[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  });
}

// The folding box for new deals: returns its first row.
function playDealBox(title) {
  const box = elem('details', '', undefined);
  box.id = 'newdeal';
  $('moves').after(box);
  elem('summary', '', title, box);
  return elem('div', 'row', undefined, box);
}

// Redraw the board with draw(); if a [data-<attr>] element of it had
// the focus (a keyboard player), focus its successor, so a redraw (a
// hint arriving, say) does not throw the player's place away.
function playRedraw(attr, draw) {
  const had = document.activeElement && document.activeElement.dataset
    ? document.activeElement.dataset[attr] : undefined;
  draw();
  if (had === undefined) return;
  const again = $('board').querySelector(`[data-${attr}="${had}"]`);
  if (again) again.focus();
}

// A paste box under the deal box's row: ui.paste, ui.use.
function playPasteBox(ui, row, placeholder, label) {
  ui.paste = elem('textarea', '', undefined, row.parentNode);
  Object.assign(ui.paste, {id: 'paste', rows: 3, placeholder});
  ui.use = elem('button', '', label, row.parentNode);
  ui.use.id = 'use';
}

// A labelled input maker for a row.
function playField(row) {
  return (label, id, value, size) => {
    const l = elem('label', '', label, row);
    const input = elem('input', '', undefined, l);
    Object.assign(input, {id, value, size});
    return input;
  };
}
