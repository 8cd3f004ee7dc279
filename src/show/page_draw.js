'use strict';
const data = JSON.parse(document.getElementById('data').textContent);
const $ = (id) => document.getElementById(id);
const NS = 'http://www.w3.org/2000/svg';
const CW = 50, CH = 70;   // card size in pixels

function svg(tag, attrs, parent) {
  const e = document.createElementNS(NS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}
function elem(tag, cls, text, parent) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

// Suit symbols in a 20 x 20 box.
const SUIT_PATHS = {
  H: 'M10 18C7 15 1 11 1 6.5C1 3.6 3.2 1.5 5.8 1.5C7.8 1.5 9.2 2.7 10 4.3'
   + 'C10.8 2.7 12.2 1.5 14.2 1.5C16.8 1.5 19 3.6 19 6.5C19 11 13 15 10 18Z',
  D: 'M10 1L17.5 10L10 19L2.5 10Z',
  S: 'M10 1C7 4.5 1 8 1 12.3C1 15 3.1 16.8 5.5 16.8C7.2 16.8 8.5 16 9.2 14.8'
   + 'L8 19H12L10.8 14.8C11.5 16 12.8 16.8 14.5 16.8C16.9 16.8 19 15 19 12.3'
   + 'C19 8 13 4.5 10 1Z',
  C: 'M9 10.5L7.8 19H12.2L11 10.5Z',
};
const RED_SUITS = 'HD';

function suit(parent, s, x, y, size) {
  const g = svg('g', {transform: `translate(${x},${y}) scale(${size / 20})`},
                parent);
  svg('path', {d: SUIT_PATHS[s]}, g);
  if (s === 'C')
    for (const [cx, cy] of [[10, 5.3], [5.2, 11.2], [14.8, 11.2]])
      svg('circle', {cx, cy, r: 4.3}, g);
}

// A card token like 'TH' as a face at (x, y) in parent.
function cardFace(parent, tok, x, y) {
  const s = tok[1], colour = RED_SUITS.includes(s) ? 'red' : 'black';
  const g = svg('g', {transform: `translate(${x},${y})`, class: colour},
                parent);
  svg('rect', {x: .5, y: .5, width: CW - 1, height: CH - 1, rx: 5,
               class: 'paper'}, g);
  svg('text', {x: 5, y: 17, class: 'rank'}, g).textContent =
    tok[0] === 'T' ? '10' : tok[0];
  suit(g, s, 5, 21, 10);
  suit(g, s, CW / 2 - 9, CH / 2 - 2, 22);
  return g;
}

// A pile of h cards with 'tok' on top, as a figure with a caption.
function pile(parent, tok, h, caption, cls) {
  const fig = elem('figure', cls, undefined, parent);
  const depth = Math.min(h - 1, 3);
  const box = svg('svg', {width: CW + 8, height: CH + 8,
                          viewBox: `0 0 ${CW + 8} ${CH + 8}`}, fig);
  for (let d = depth; d >= 1; d--)
    svg('rect', {x: 2 * d + .5, y: 2 * d + .5, width: CW - 1,
                 height: CH - 1, rx: 5, class: 'back'}, box);
  cardFace(box, tok, 0, 0);
  if (h > 1) {
    const b = svg('g', {class: 'badge'}, box);
    svg('circle', {cx: CW - 4, cy: CH - 4, r: 10}, b);
    svg('text', {x: CW - 4, y: CH, class: 'small'}, b).textContent = h;
  }
  elem('figcaption', '', caption, fig);
  return fig;
}

function plural(n, noun) { return `${n} ${noun}${n === 1 ? '' : 's'}`; }

const GAMES = {};   // replay renderers, by game
const PLAY = {};    // playable pages (play_<game>.js), by game

