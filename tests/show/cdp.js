// cdp.js: headless Chromium driven over the DevTools protocol on a pipe
// (--remote-debugging-pipe: commands on fd 3, replies on fd 4, each a
// JSON text ended by a NUL byte), so a test needs nothing but Node.js
// and opens no network port. Used by browser_test.js, the play_*test.js
// and bench/wasm_page_bench.js.
//
//   const page = await cdp.open(chrome, {width, height});
//   await page.go(url); await page.eval(expr); await page.click(selector);
//   page.problems: page errors and requests for anything outside the page.
//
// Each page starts a Chromium of its own and page.close() ends it; after
// cdp.keep(), pages are tabs of one Chromium, page.close() closes the
// tab and cdp.quit() the browser (a start of Chromium costs about a
// second of CPU).
'use strict';
const {spawn} = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

function launch(chrome, width, height) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'winnable-chromium-'));
  const browser = spawn(chrome, [
    '--headless', '--no-sandbox', '--disable-gpu',
    '--disable-background-networking', '--no-first-run',
    '--disable-component-update', '--disable-sync',
    `--user-data-dir=${profile}`, '--remote-debugging-pipe',
    `--window-size=${width},${height}`, 'about:blank',
  ], {stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe']});
  browser.profile = profile;
  // Ask Chromium to quit (its helpers write to the profile until they
  // end), kill it if it has not after 3 s, then remove the profile.
  browser.close = (send) => new Promise((resolve) => {
    browser.removeAllListeners('exit');
    const gone = () => {
      clearTimeout(timer);
      try {
        fs.rmSync(profile, {recursive: true, force: true, maxRetries: 20, retryDelay: 50});
      } catch (e) { /* a temporary directory: left behind at worst */ }
      resolve();
    };
    const timer = setTimeout(() => browser.kill('SIGKILL'), 3000);
    browser.once('exit', gone);
    send('Browser.close', {}, null).catch(() => browser.kill('SIGKILL'));
  });
  return browser;
}

// The DevTools connection of a browser: send() a command (to a page's
// session, or to the browser with none), waitFor() an event of a
// session; other events go to the watch() of their session's page.
function connect(browser) {
  let nextId = 1, buffered = '';
  const pending = new Map(), waiters = [], pages = new Map();
  const conn = {browser, pages};
  conn.send = (method, params = {}, sessionId = null) => {
    const id = nextId++;
    const msg = {id, method, params};
    if (sessionId) msg.sessionId = sessionId;
    browser.stdio[3].write(JSON.stringify(msg) + '\0');
    return new Promise((resolve, reject) => pending.set(id, {resolve, reject}));
  };
  conn.waitFor = (method, sessionId) =>
    new Promise((resolve) => waiters.push({method, sessionId, resolve}));
  const onMessage = (msg) => {
    if (msg.id && pending.has(msg.id)) {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      return msg.error ? p.reject(new Error(msg.error.message)) : p.resolve(msg.result);
    }
    const page = pages.get(msg.sessionId);
    if (page) page.watch(msg);
    const k = waiters.findIndex((w) => w.method === msg.method && w.sessionId === msg.sessionId);
    if (k >= 0) waiters.splice(k, 1)[0].resolve(msg.params);
  };
  browser.stdio[4].on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const text = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      onMessage(JSON.parse(text));
    }
  });
  conn.died = new Promise((resolve, reject) => {
    browser.on('error', (e) => reject(new Error(`cannot start ${browser.spawnfile}: ${e.message}`)));
    browser.on('exit', (c) => reject(new Error(`chromium exited early (status ${c})`)));
  });
  conn.died.catch(() => {});
  return conn;
}

// Page errors and requests for anything but the page itself.
function watch(page, msg) {
  if (msg.method === 'Runtime.exceptionThrown')
    page.problems.push(`page error: ${msg.params.exceptionDetails.text} `
      + `${JSON.stringify(msg.params.exceptionDetails.exception || {})}`);
  if (msg.method === 'Network.requestWillBeSent') {
    const url = msg.params.request.url;
    if (!/^(file|data|blob):/.test(url)) page.problems.push(`page asked for ${url}`);
  }
}

let kept = null; // after keep(): the shared browser's connection, once started

// Pages from now on are tabs of one Chromium, until quit().
function keep() {
  kept = kept || {conn: null};
}

// End the Chromium that keep() shares, if it was started.
async function quit() {
  const conn = kept && kept.conn;
  kept = null;
  if (conn) await conn.browser.close(conn.send);
}

async function open(chrome, {width = 1100, height = 900} = {}) {
  if (kept && !kept.conn) {
    const shared = kept.conn = connect(launch(chrome, width, height));
    // a test that fails exits at once (fail()): the browser goes with it
    process.once('exit', () => {
      if (shared.browser.exitCode !== null || shared.browser.signalCode) return;
      shared.browser.kill('SIGKILL');
      fs.rmSync(shared.browser.profile, {recursive: true, force: true});
    });
  }
  const conn = kept ? kept.conn : connect(launch(chrome, width, height));
  const page = {problems: [], browser: conn.browser, died: conn.died};
  page.send = (method, params = {}, sessionId = page.session) =>
    conn.send(method, params, sessionId);
  page.waitFor = (method) => conn.waitFor(method, page.session);
  page.watch = (msg) => watch(page, msg);
  const {targetId} = await conn.send('Target.createTarget', {url: 'about:blank'});
  ({sessionId: page.session} = await conn.send('Target.attachToTarget',
                                               {targetId, flatten: true}));
  conn.pages.set(page.session, page);
  page.close = kept ? async () => {
    conn.pages.delete(page.session);
    await conn.send('Target.closeTarget', {targetId});
  } : () => conn.browser.close(conn.send);
  for (const domain of ['Page', 'Runtime', 'Network']) await page.send(`${domain}.enable`);
  addActions(page);
  return page;
}

function addActions(page) {
  page.go = async (url) => {
    const loaded = page.waitFor('Page.loadEventFired');
    await page.send('Page.navigate', {url});
    await loaded;
  };
  page.eval = async (expr) => {
    const r = await page.send('Runtime.evaluate',
      {expression: expr, returnByValue: true, awaitPromise: true});
    if (r.exceptionDetails) throw new Error(`${expr}: ${r.exceptionDetails.text}`);
    return r.result.value;
  };
  // Wait until expr is truthy (polling), or throw after ms.
  page.until = async (expr, ms = 20000, what = expr) => {
    const t0 = Date.now();
    for (;;) {
      const v = await page.eval(expr);
      if (v) return v;
      if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  // A real mouse click in the middle of the element. It waits first for
  // a running hint to answer: its answer redraws the move list above the
  // board, and a click aimed before that lands where the element was.
  page.click = async (selector) => {
    await page.until("!document.querySelector('[data-hint=\"pending\"]')",
                     30000, `the hint to answer before clicking ${selector}`);
    const box = await page.eval(`(() => { const e = document.querySelector(${JSON.stringify(selector)});
      if (!e) return null; e.scrollIntoView({block: 'center'});
      const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`);
    if (!box) throw new Error(`nothing to click: ${selector}`);
    for (const type of ['mousePressed', 'mouseReleased'])
      await page.send('Input.dispatchMouseEvent',
        {type, x: box[0], y: box[1], button: 'left', clickCount: 1});
  };
  page.press = async (key, code) => {
    for (const type of ['keyDown', 'keyUp'])
      await page.send('Input.dispatchKeyEvent', {type, key, code: key,
        windowsVirtualKeyCode: code, nativeVirtualKeyCode: code});
  };
  page.screenshot = async (file) => {
    const {data} = await page.send('Page.captureScreenshot', {format: 'png'});
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
  };
  page.width = (width, height = 900) => page.send('Emulation.setDeviceMetricsOverride',
    {width, height, deviceScaleFactor: 1, mobile: width < 600});
}

// A test's failure helpers: fail(msg) prints it, closes the page that
// page() returns (if any) and exits 1; expect(ok, msg) throws unless ok.
function checks(page) {
  const fail = async (msg) => {
    console.error(`FAIL: ${msg}`);
    if (page()) await page().close();
    process.exit(1);
  };
  const expect = (ok, msg) => { if (!ok) throw new Error(msg); };
  return {fail, expect};
}

module.exports = {open, keep, quit, checks};
