// browser_test.js: drive a "winnable show --html" page in headless
// Chromium like a person would, with the keyboard.
//
// usage: node browser_test.js CHROMIUM PAGE.html SCREENSHOT.png PILES
//
// Talks to Chromium over the DevTools protocol on a pipe
// (--remote-debugging-pipe: commands on fd 3, replies on fd 4, each a
// JSON text ended by a NUL byte), so it needs nothing but Node.js and
// opens no network port. It loads the page, presses the right arrow
// once per step and checks the page followed each press, steps back and
// forth once, then checks the final board shows PILES piles, that the
// page raised no error and asked for nothing outside itself, and saves
// a screenshot. Exit 0 on success, 1 with a message on failure.
'use strict';
const {spawn} = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const [chrome, page, shot, wantPiles] = process.argv.slice(2);
if (!wantPiles) {
  console.error('usage: node browser_test.js CHROMIUM PAGE.html SHOT.png PILES');
  process.exit(2);
}
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'winnable-chromium-'));
const browser = spawn(chrome, [
  '--headless', '--no-sandbox', '--disable-gpu',
  '--disable-background-networking', '--no-first-run',
  '--disable-component-update', '--disable-sync',
  `--user-data-dir=${profile}`, '--remote-debugging-pipe',
  '--window-size=1100,900', 'about:blank',
], {stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe']});

let done = false;
function finish(code, message) {
  if (done) return;
  done = true;
  if (message) console.error(message);
  browser.kill('SIGKILL');
  fs.rmSync(profile, {recursive: true, force: true});
  process.exit(code);
}
const fail = (message) => finish(1, `FAIL: ${message}`);
setTimeout(() => fail('timed out after 90 s'), 90000).unref();
browser.on('error', (e) => fail(`cannot start ${chrome}: ${e.message}`));
browser.on('exit', (c) => fail(`chromium exited early (status ${c})`));

// ---- the protocol: numbered commands, replies and events ----
let nextId = 1, buffered = '';
const pending = new Map(), waiters = [], problems = [];
function send(method, params = {}, sessionId) {
  const id = nextId++;
  const msg = {id, method, params};
  if (sessionId) msg.sessionId = sessionId;
  browser.stdio[3].write(JSON.stringify(msg) + '\0');
  return new Promise((resolve, reject) => pending.set(id, {resolve, reject}));
}
function waitFor(method) {
  return new Promise((resolve) => waiters.push({method, resolve}));
}
function onMessage(msg) {
  if (msg.id && pending.has(msg.id)) {
    const p = pending.get(msg.id);
    pending.delete(msg.id);
    if (msg.error) p.reject(new Error(`${msg.error.message}`));
    else p.resolve(msg.result);
    return;
  }
  if (msg.method === 'Runtime.exceptionThrown')
    problems.push(`page error: ${msg.params.exceptionDetails.text}`);
  if (msg.method === 'Network.requestWillBeSent') {
    const url = msg.params.request.url;
    if (!/^(file|data|blob):/.test(url))
      problems.push(`page asked for ${url}`);
  }
  for (let k = 0; k < waiters.length; k++)
    if (waiters[k].method === msg.method) {
      waiters.splice(k, 1)[0].resolve(msg.params);
      break;
    }
}
browser.stdio[4].on('data', (chunk) => {
  buffered += chunk.toString('utf8');
  let end;
  while ((end = buffered.indexOf('\0')) >= 0) {
    const text = buffered.slice(0, end);
    buffered = buffered.slice(end + 1);
    onMessage(JSON.parse(text));
  }
});

// ---- the test ----
async function main() {
  const {targetId} = await send('Target.createTarget', {url: 'about:blank'});
  const {sessionId: s} = await send('Target.attachToTarget',
                                    {targetId, flatten: true});
  await send('Page.enable', {}, s);
  await send('Runtime.enable', {}, s);
  await send('Network.enable', {}, s);
  const loaded = waitFor('Page.loadEventFired');
  await send('Page.navigate', {url: 'file://' + path.resolve(page)}, s);
  await loaded;

  const read = async (expr) => (await send('Runtime.evaluate',
    {expression: expr, returnByValue: true}, s)).result.value;
  const stepNow = () => read('Number(document.body.dataset.step)');
  const press = async (key, code) => {
    for (const type of ['keyDown', 'keyUp'])
      await send('Input.dispatchKeyEvent', {type, key, code: key,
        windowsVirtualKeyCode: code, nativeVirtualKeyCode: code}, s);
  };

  const steps = Number(await read('document.body.dataset.steps'));
  if (!(steps >= 0)) return fail('the page has no data-steps');
  if (await stepNow() !== 0) return fail('the page does not start at step 0');
  for (let k = 1; k <= steps; k++) {
    await press('ArrowRight', 39);
    const at = await stepNow();
    if (at !== k) return fail(`after ${k} right-arrow presses the page is at step ${at}`);
  }
  await press('ArrowRight', 39);   // past the end: stays
  if (await stepNow() !== steps) return fail('right arrow went past the last step');
  if (steps > 0) {
    await press('ArrowLeft', 37);
    if (await stepNow() !== steps - 1) return fail('left arrow did not step back');
    await press('ArrowRight', 39);
  }
  // a page without the WebAssembly solver says it only replays
  const wasm = await read("!!document.getElementById('wasm')");
  const notice = await read("!!document.getElementById('notice')");
  if (wasm === notice)
    return fail(wasm ? 'a playable page says it only replays'
                     : 'a page without the solver does not say it only replays');
  const piles = await read("document.getElementById('board').dataset.piles");
  const shown = await read("document.querySelectorAll('#board figure').length");
  const text = await read("document.getElementById('move').textContent");
  const {data} = await send('Page.captureScreenshot', {format: 'png'}, s);
  fs.writeFileSync(shot, Buffer.from(data, 'base64'));
  if (problems.length) return fail(problems.join('\n'));
  if (String(piles) !== wantPiles || String(shown) !== wantPiles)
    return fail(`final position: data-piles ${piles}, ${shown} piles drawn, want ${wantPiles}`);
  console.log(`browser: ${steps} steps by keyboard, final position ${piles} pile(s): ${text}`);
  console.log(`browser: screenshot in ${shot}`);
  finish(0);
}
main().catch((e) => fail(e.stack || String(e)));
