/*
** html_page.c: the template of the self-contained replay page that
** "winnable show GAME --html FILE" writes.
**
** The page is this head, then one JSON object from the game's show
** command inside <script type='application/json' id='data'>, then this
** tail. The JSON has at least "game" (which renderer below to use) and
** "title"; the rest is the game's own (see show_<game>.c). The
** renderers replay the solution in the browser, so the page holds the
** instance and the moves, not every position.
**
** Invariant: nothing in the page refers to anything outside it. There
** are no URLs, cards are drawn as inline SVG, and a Content Security
** Policy forbids any fetch, so the page works offline and from file:.
**
** Each C string below is one line of the page. To keep them readable
** the HTML uses single-quoted attributes and the JavaScript uses single
** quotes and template literals, so hardly anything needs escaping.
*/
#include "cli/show.h"

static const char *const HEAD[] = {
"<!DOCTYPE html>",
"<html lang='en'>",
"<head>",
"<meta charset='utf-8'>",
"<meta name='viewport' content='width=device-width, initial-scale=1'>",
"<meta http-equiv='Content-Security-Policy' content=\"default-src 'none';"
  " style-src 'unsafe-inline'; script-src 'unsafe-inline'\">",
"<meta name='generator' content='winnable " WINNABLE_VERSION "'>",
NULL};

static const char *const STYLE[] = {
"<style>",
"body { margin: 0; padding: 0 20px 24px; background: #0e5a36; color: #f4f1e8;",
"       font: 15px/1.45 system-ui, 'DejaVu Sans', sans-serif; }",
"h1 { font-size: 20px; margin: 16px 0 2px; }",
"#summary { margin: 0 0 10px; opacity: .85; }",
"nav { display: flex; gap: 8px; align-items: center; margin: 8px 0; }",
"button { font: inherit; background: #f4f1e8; color: #12301f; border: 0;",
"         border-radius: 6px; padding: 3px 12px; cursor: pointer; }",
"button:disabled { opacity: .35; cursor: default; }",
"#status { min-width: 9em; padding-left: 6px; font-weight: bold;",
"          font-variant-numeric: tabular-nums; }",
"#move { min-height: 1.5em; margin: 4px 0 12px; }",
"#board { display: grid; gap: 10px 6px; align-items: start;",
"         grid-template-columns: repeat(var(--cols, 13), max-content); }",
"#board.rows { grid-template-columns: max-content 1fr; gap: 6px 12px; }",
"figure { margin: 0; text-align: center; }",
"figure svg { display: block; }",
"figcaption { font-size: 11px; opacity: .7; }",
".label { font-size: 13px; opacity: .85; white-space: nowrap; }",
".cells { display: flex; flex-wrap: wrap; gap: 2px; }",
".paper { fill: #fffdf7; stroke: #3b3b3b; }",
".back { fill: #d8d0b8; stroke: #3b3b3b; }",
".red { fill: #c8102e; }",
".black { fill: #151515; }",
".rank { font: bold 15px 'DejaVu Sans', sans-serif; }",
".small { font: bold 11px 'DejaVu Sans', sans-serif; }",
".landed .paper { stroke: #f5b700; stroke-width: 3.5; }",
".from .paper { stroke: #4aa3ff; stroke-width: 3; stroke-dasharray: 5 3; }",
".badge circle { fill: #12301f; stroke: #f4f1e8; }",
".badge text { fill: #f4f1e8; text-anchor: middle; }",
".cell rect { stroke: #0b3f26; }",
".cell.blocked rect { fill: #2d6e4b; }",
".cell.open rect { fill: #f4f1e8; }",
".cell.sign rect { fill: #8aa598; }",
".cell.built rect { fill: #f5b700; }",
".cell.win rect { fill: #7fd18b; }",
".cell text { font: bold 12px 'DejaVu Sans', sans-serif; text-anchor: middle;",
"             fill: #12301f; }",
"#moves { list-style: none; padding: 0; margin: 16px 0 0; display: flex;",
"         flex-wrap: wrap; gap: 4px; }",
"#moves button { padding: 1px 7px; font-size: 13px; background: #2c7a52;",
"                color: #f4f1e8; }",
"#moves button.done { background: #1b4a31; }",
"#moves button.current { background: #f5b700; color: #12301f; }",
"footer { margin-top: 16px; font-size: 12px; opacity: .6; }",
"</style>",
"</head>",
"<body>",
"<header><h1 id='title'></h1><p id='summary'></p></header>",
"<nav>",
"  <button id='first' title='first position (Home)'>&laquo;</button>",
"  <button id='prev' title='previous (left arrow)'>&lsaquo; prev</button>",
"  <button id='next' title='next (right arrow)'>next &rsaquo;</button>",
"  <button id='last' title='last position (End)'>&raquo;</button>",
"  <span id='status'></span>",
"</nav>",
"<p id='move'></p>",
"<main id='board'></main>",
"<ol id='moves'></ol>",
"<footer>Keys: &larr; &rarr; step, Home / End jump. Made by winnable "
  WINNABLE_VERSION ".</footer>",
NULL};

/* Drawing: cards, piles and grid cells as SVG built with the DOM. */
static const char *const DRAW[] = {
"'use strict';",
"const data = JSON.parse(document.getElementById('data').textContent);",
"const $ = (id) => document.getElementById(id);",
"const NS = 'http://www.w3.org/2000/svg';",
"const CW = 50, CH = 70;   // card size in pixels",
"",
"function svg(tag, attrs, parent) {",
"  const e = document.createElementNS(NS, tag);",
"  for (const k in attrs) e.setAttribute(k, attrs[k]);",
"  if (parent) parent.appendChild(e);",
"  return e;",
"}",
"function elem(tag, cls, text, parent) {",
"  const e = document.createElement(tag);",
"  if (cls) e.className = cls;",
"  if (text !== undefined) e.textContent = text;",
"  if (parent) parent.appendChild(e);",
"  return e;",
"}",
"",
"// Suit symbols in a 20 x 20 box.",
"const SUIT_PATHS = {",
"  H: 'M10 18C7 15 1 11 1 6.5C1 3.6 3.2 1.5 5.8 1.5C7.8 1.5 9.2 2.7 10 4.3'",
"   + 'C10.8 2.7 12.2 1.5 14.2 1.5C16.8 1.5 19 3.6 19 6.5C19 11 13 15 10 18Z',",
"  D: 'M10 1L17.5 10L10 19L2.5 10Z',",
"  S: 'M10 1C7 4.5 1 8 1 12.3C1 15 3.1 16.8 5.5 16.8C7.2 16.8 8.5 16 9.2 14.8'",
"   + 'L8 19H12L10.8 14.8C11.5 16 12.8 16.8 14.5 16.8C16.9 16.8 19 15 19 12.3'",
"   + 'C19 8 13 4.5 10 1Z',",
"  C: 'M9 10.5L7.8 19H12.2L11 10.5Z',",
"};",
"const RED_SUITS = 'HD';",
"",
"function suit(parent, s, x, y, size) {",
"  const g = svg('g', {transform: `translate(${x},${y}) scale(${size / 20})`},",
"                parent);",
"  svg('path', {d: SUIT_PATHS[s]}, g);",
"  if (s === 'C')",
"    for (const [cx, cy] of [[10, 5.3], [5.2, 11.2], [14.8, 11.2]])",
"      svg('circle', {cx, cy, r: 4.3}, g);",
"}",
"",
"// A card token like 'TH' as a face at (x, y) in parent.",
"function cardFace(parent, tok, x, y) {",
"  const s = tok[1], colour = RED_SUITS.includes(s) ? 'red' : 'black';",
"  const g = svg('g', {transform: `translate(${x},${y})`, class: colour},",
"                parent);",
"  svg('rect', {x: .5, y: .5, width: CW - 1, height: CH - 1, rx: 5,",
"               class: 'paper'}, g);",
"  svg('text', {x: 5, y: 17, class: 'rank'}, g).textContent =",
"    tok[0] === 'T' ? '10' : tok[0];",
"  suit(g, s, 5, 21, 10);",
"  suit(g, s, CW / 2 - 9, CH / 2 - 2, 22);",
"  return g;",
"}",
"",
"// A pile of h cards with 'tok' on top, as a figure with a caption.",
"function pile(parent, tok, h, caption, cls) {",
"  const fig = elem('figure', cls, undefined, parent);",
"  const depth = Math.min(h - 1, 3);",
"  const box = svg('svg', {width: CW + 8, height: CH + 8,",
"                          viewBox: `0 0 ${CW + 8} ${CH + 8}`}, fig);",
"  for (let d = depth; d >= 1; d--)",
"    svg('rect', {x: 2 * d + .5, y: 2 * d + .5, width: CW - 1,",
"                 height: CH - 1, rx: 5, class: 'back'}, box);",
"  cardFace(box, tok, 0, 0);",
"  if (h > 1) {",
"    const b = svg('g', {class: 'badge'}, box);",
"    svg('circle', {cx: CW - 4, cy: CH - 4, r: 10}, b);",
"    svg('text', {x: CW - 4, y: CH, class: 'small'}, b).textContent = h;",
"  }",
"  elem('figcaption', '', caption, fig);",
"  return fig;",
"}",
"",
"function plural(n, noun) { return `${n} ${noun}${n === 1 ? '' : 's'}`; }",
"",
NULL};

/* One object per game: steps, summary(), describe(k), label(k), render(k). */
static const char *const GAMES[] = {
"const GAMES = {};",
"",
"// Accordion: data.cards (tokens), data.moves ([j, i] pairs, 1-based).",
"GAMES.accordion = function (d) {",
"  const moves = d.moves;",
"  const start = () => d.cards.map((top) => ({top, h: 1}));",
"  let cache = {k: 0, piles: start()};",
"  function at(k) {           // the piles after k moves",
"    if (k < cache.k) cache = {k: 0, piles: start()};",
"    for (; cache.k < k; cache.k++) {",
"      const [j, i] = moves[cache.k], p = cache.piles;",
"      p[i - 1] = {top: p[j - 1].top, h: p[i - 1].h + p[j - 1].h};",
"      p.splice(j - 1, 1);",
"    }",
"    return cache.piles;",
"  }",
"  const n = d.cards.length, m = moves.length;",
"  return {",
"    steps: m, unit: 'move',",
"    summary() {",
"      const head = `${plural(n, 'card')}, rule ${d.rule}: `;",
"      if (d.verdict === 'given') return head + `${plural(m, 'move')} from ${d.given}`;",
"      if (d.verdict === 'win') return head + `winnable in ${plural(m, 'move')}`;",
"      if (d.verdict === 'loss')",
"        return head + `unwinnable (${plural(d.states, 'position')} examined)`;",
"      return head + `unknown, the ${d.limit} limit ran out`;",
"    },",
"    label(k) { return `${moves[k][0]}>${moves[k][1]}`; },",
"    describe(k) {",
"      const piles = at(k);",
"      const end = piles.length === 1 ? 'won: one pile left'",
"        : k === m && m > 0 ? `not won: ${plural(piles.length, 'pile')} left` : '';",
"      if (k === 0) return `The deal: ${plural(n, 'pile')}. ${end}`;",
"      const [j, i] = moves[k - 1], before = at(k - 1);",
"      const text = `Pile ${j} (${before[j - 1].top}) onto pile ${i} `",
"        + `(${before[i - 1].top}), ${plural(m - k, 'move')} left.`;",
"      return end ? `${text} ${end[0].toUpperCase()}${end.slice(1)}.` : text;",
"    },",
"    render(k, board) {",
"      const piles = at(k), landed = k > 0 ? moves[k - 1][1] : 0;",
"      const next = k < m ? moves[k][0] : 0;",
"      board.className = 'accordion';",
"      board.style.setProperty('--cols', Math.min(13, piles.length));",
"      board.dataset.piles = piles.length;",
"      piles.forEach((p, x) => pile(board, p.top, p.h, String(x + 1),",
"        x + 1 === landed ? 'landed' : x + 1 === next ? 'from' : ''));",
"    },",
"  };",
"};",
"",
NULL};

/* The driver: buttons, keys and the list of moves. */
static const char *const DRIVER[] = {
"const game = GAMES[data.game](data);",
"let step = 0;",
"$('title').textContent = data.title;",
"$('summary').textContent = game.summary();",
"document.body.dataset.steps = game.steps;",
"const chips = [];",
"for (let k = 0; k < game.steps; k++) {",
"  const b = elem('button', '', game.label(k), elem('li', '', undefined, $('moves')));",
"  b.title = `${game.unit} ${k + 1}`;",
"  b.addEventListener('click', () => show(k + 1));",
"  chips.push(b);",
"}",
"",
"function show(k) {",
"  step = Math.max(0, Math.min(game.steps, k));",
"  const board = $('board');",
"  board.replaceChildren();",
"  game.render(step, board);",
"  $('status').textContent = step === 0",
"    ? `start (${plural(game.steps, game.unit)})`",
"    : `${game.unit} ${step} of ${game.steps}`;",
"  $('move').textContent = game.describe(step);",
"  $('first').disabled = $('prev').disabled = step === 0;",
"  $('next').disabled = $('last').disabled = step === game.steps;",
"  chips.forEach((b, k) => {",
"    b.className = k + 1 === step ? 'current' : k + 1 < step ? 'done' : '';",
"  });",
"  document.body.dataset.step = step;",
"  if (location.hash !== `#${step}`) history.replaceState(null, '', `#${step}`);",
"}",
"",
"$('first').addEventListener('click', () => show(0));",
"$('prev').addEventListener('click', () => show(step - 1));",
"$('next').addEventListener('click', () => show(step + 1));",
"$('last').addEventListener('click', () => show(game.steps));",
"document.addEventListener('keydown', (e) => {",
"  if (e.altKey || e.ctrlKey || e.metaKey) return;",
"  const to = {ArrowRight: step + 1, ArrowDown: step + 1, ArrowLeft: step - 1,",
"              ArrowUp: step - 1, Home: 0, End: game.steps}[e.key];",
"  if (to === undefined) return;",
"  e.preventDefault();",
"  show(to);",
"});",
"show(Number((/^#(\\d+)$/.exec(location.hash) || [0, 0])[1]));   // #N: step N",
NULL};

static void lines(FILE *out, const char *const *text) {
  for (; *text; text++) {
    fputs(*text, out);
    fputc('\n', out);
  }
}

static void escaped(FILE *out, const char *s) {
  for (; *s; s++) {
    switch (*s) {
    case '&': fputs("&amp;", out); break;
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '"': fputs("&quot;", out); break;
    case '\'': fputs("&#39;", out); break;
    default: fputc(*s, out);
    }
  }
}

void html_page_head(FILE *out, const char *title) {
  lines(out, HEAD);
  fputs("<title>", out);
  escaped(out, title);
  fputs("</title>\n", out);
  lines(out, STYLE);
  fputs("<script type='application/json' id='data'>\n", out);
}

void html_page_tail(FILE *out) {
  fputs("\n</script>\n<script>\n", out);
  lines(out, DRAW);
  lines(out, GAMES);
  lines(out, DRIVER);
  fputs("</script>\n</body>\n</html>\n", out);
}
