// link_test.js: a playable page under hostile or broken input, in
// headless Chromium (issue 36 items 2, 6 and 7).
//
// usage: node link_test.js CHROMIUM ACCORDION.html STACKS.html OUTLAST.html INJECTED.html
//
// - A link cut or edited by hand ('%' alone, a cut '%E0%A4%A', a deal
//   that is not one, an unknown part) still shows a board: the link's
//   position when its deal, stacks or board can be used, else the
//   page's own, with a note (#link-note) naming the part ignored, and
//   no page error.
// - INJECTED.html is the Accordion page with one more inline script
//   that marks the document: the page's Content-Security-Policy must
//   keep it from running while the page's own script (its hash in the
//   policy) still draws the board.
// - At 420 px the Inventor Outlasting page showing a board of 100
//   columns is no wider than the viewport.
// Exit 0, or 1 with the first failure.
'use strict';
const path = require('path');
const cdp = require('./cdp.js');

const [chrome, accordion, stacks, outlast, injected] = process.argv.slice(2);
let page = null;
const T = require('./play_helpers.js')({bin: null, pageFile: accordion, page: () => page});
const {fail, expect} = T;
setTimeout(() => fail('timed out after 120 s'), 120000).unref();

// Open file#fragment and wait for the first position: the board drawn.
async function open(file, fragment) {
  await page.go('about:blank');
  await page.go(`file://${path.resolve(file)}#${fragment}`);
  await page.until("document.body.dataset.steps !== undefined"
    + " && document.getElementById('board').children.length > 0", 20000,
  `the board of ${path.basename(file)}#${fragment}`);
}

const note = () => page.eval("(document.getElementById('link-note') || {}).textContent || ''");

// Opened at #fragment, the page shows a board whose fragment holds
// 'shows' and a note matching 'says'.
async function broken(file, fragment, shows, says) {
  await open(file, fragment);
  const hash = await page.eval('location.hash');
  expect(hash.includes(shows), `#${fragment}: the page shows ${hash.slice(0, 80)}, want ${shows}`);
  const text = await note();
  expect(says.test(text), `#${fragment}: the note says "${text}", want ${says}`);
  expect(!page.problems.length, `#${fragment}: ${page.problems.join('\n')}`);
}

async function links() {
  const deal = 'KH,2D,7D,AH,8S,TS,3S';
  await broken(accordion, `rule=any&deal=${deal}&moves=%`, `deal=${deal}`,
               /ignored: "moves" \(a cut or malformed %-escape\)\. The board shows the link's deal/);
  await broken(accordion, `rule=any&deal=${deal}&moves=3>2,%E0%A4%A`, `deal=${deal}`,
               /"moves" \(a cut/);
  await broken(accordion, 'rule=any&deal=KH,2D,%E0%A4%A', 'deal=',
               /"deal" \(a cut .* the page's own deal/);
  await broken(accordion, 'rule=any&deal=KH,ZZ,2D', 'deal=',
               /the deal \(.*ZZ.*\)\. The board shows the page's own deal/);
  await broken(accordion, `rule=sideways&deal=${deal}`, `deal=${deal}`, /the rule "sideways"/);
  await broken(accordion, 'ru', 'deal=', /"ru" \(not a part of an Accordion link\)/);
  // an intact link gets no note
  await open(accordion, `rule=any&deal=${deal}&moves=`);
  expect(await note() === '', `an intact link got the note "${await note()}"`);
  await broken(stacks, 'game=stacks&stacks=7/2.7/1,6/4.7/4&moves=%E0%A4%A', 'stacks=7/2.7/1,6/4.7/4',
               /"moves" \(a cut .* the link's stacks/);
  await broken(stacks, 'game=stacks&stacks=7/2.7/2', 'stacks=', /the stacks \(.*the page's own case/);
  await broken(outlast, 'game=outlast&board=X.%', 'board=', /"board" \(a cut .* the page's own board/);
  await broken(outlast, 'game=outlast&board=X.X/.X&hint', 'board=', /the board \(rows/);
}

async function policy() {
  await open(injected, '');
  const ran = await page.eval('document.documentElement.dataset.injected');
  expect(ran === undefined, 'an injected inline script ran despite the Content-Security-Policy');
  page.problems.length = 0;   // the refused script is reported, as it should be
}

// A board wider than the screen scrolls inside #board; the page, and so
// a phone's layout viewport, stays at the screen's width.
async function narrow() {
  const row = 'X.'.repeat(50);
  await page.width(420);
  await open(outlast, `game=outlast&board=${row}/${row}&moves=`);
  await T.fits(420);
  await page.width(1100);
}

async function main() {
  page = await cdp.open(chrome, {width: 1100, height: 900});
  await links();
  await policy();
  await narrow();
  expect(!page.problems.length, page.problems.join('\n'));
  console.log('link: broken links show a board and a note; an injected script does not run; '
    + 'a 100-column board fits 420 px');
  await page.close();
}
main().catch((e) => fail(e.message));
