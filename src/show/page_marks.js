// page_marks.js: the marks of a page, written by the
// program when it wrote the page: d.marks.steps[k] values every legal
// move of the position after k moves of the page's line d.moves, as a
// hint does ({verdict, moves: [{move, verdict, states}]}); its verdict
// is 'budget' when the time budget ran out before step k. d.marks.wrong
// is the step whose position could be won and whose played move lost
// it (the line went wrong there), or null.
//
// DOM (as the playable page's): the legal moves are buttons in #legal
// with data-move and data-verdict; the move the line played there has
// data-played, and data-wrong when it went wrong; #legal has
// data-marks="budget" on a step that was not analysed.

// The marks of step k, or null when the page has none for it.
function marksAt(d, k) {
  return d.marks && k >= 0 && k < d.marks.steps.length ? d.marks.steps[k] : null;
}

// The valued moves of step k for playDrawLegal, or null.
function marksHints(d, k) {
  const s = marksAt(d, k);
  return s && s.verdict !== 'budget' ? s.moves : null;
}

// A sentence on the marks of step k ('' without marks).
function marksSay(d, k, name) {
  const s = marksAt(d, k);
  if (!s) return '';
  if (s.verdict === 'budget') return 'Not analysed: time budget.';
  const count = (v) => s.moves.filter((m) => m.verdict === v).length;
  if (d.marks.wrong === k)
    return `The line went wrong here: ${name(d.moves[k])} lost a winnable position.`;
  if (!s.moves.length) return '';
  const unknown = count('unknown') ? `, ${count('unknown')} unknown` : '';
  return `Here ${count('win')} of ${plural(s.moves.length, 'move')} kept the deal winnable${unknown}.`;
}

// Mark step k's played move among the buttons of box (#legal) and say
// on box whether the step was analysed.
function marksPlayed(box, d, k, name) {
  const s = marksAt(d, k);
  if (!s) return;
  box.dataset.marks = s.verdict === 'budget' ? 'budget' : 'done';
  if (s.verdict === 'budget' && box.querySelector('[data-move]'))
    elem('span', 'none', 'not analysed: time budget', box);
  if (k >= d.moves.length) return;
  const b = box.querySelector(`[data-move="${name(d.moves[k])}"]`);
  if (!b) return;
  b.dataset.played = 'true';
  b.classList.add('played');
  b.title = `played here${b.title ? `; ${b.title}` : ''}`;
  if (d.marks.wrong !== k) return;
  b.dataset.wrong = 'true';
  b.classList.add('wrong');
  b.title = `the line went wrong here; ${b.title}`;
}

// Colour the chip of the move where the line went wrong (#moves), when
// the line drawn there holds it.
function marksChips(d) {
  const w = d.marks ? d.marks.wrong : null;
  const chip = w === null ? null : $('moves').querySelectorAll('button')[w];
  if (chip) chip.classList.add('wrong');
}

// The marks in a sentence for the page's summary ('' without marks).
function marksSummary(d) {
  if (!d.marks) return '';
  const skipped = d.marks.steps.filter((s) => s.verdict === 'budget').length;
  const wrong = d.marks.wrong === null ? ''
    : ` The line went wrong at move ${d.marks.wrong + 1}.`;
  const budget = skipped ? `, ${plural(skipped, 'step')} not analysed (time budget)` : '';
  return `${wrong} Moves marked win or loss at every step${budget}.`;
}
