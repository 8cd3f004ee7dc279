// wasm_unit.js: the page's WebAssembly solver under Node.js, checked
// against the native program (issue 19).
//
// usage: node wasm_unit.js WINNABLE WINNABLE.wasm SHOWDIR
//
// Loads the module with src/show/page_wasm.js (the page's own loader)
// and checks: deals by seed and index equal "winnable deal accordion";
// under each rule set of RULES (both rules, the family's presets and
// knobs), the verdict of every deal of a seeded batch (18 cards) equals
// "winnable accordion", and every win's proof wins under
// src/show/play_rules_accordion.js; the hint of random
// mid-game positions lists exactly the legal moves, each valued as
// "winnable accordion" values the position it leaves, and equals
// "winnable hint accordion" (moves, verdicts, positions); pasted cards read
// as the program reads them; Stack Management deals, hints and lines;
// Inventor Outlasting boards by seed and the value of every first move.
// Exit 0, or 1 naming the first difference.
'use strict';
const {execFileSync} = require('child_process');
const fs = require('fs');
const path = require('path');
const [bin, wasmFile, showDir] = process.argv.slice(2);
const WN = require(path.resolve(showDir, 'page_wasm.js'));
const ACC = require(path.resolve(showDir, 'play_rules_accordion.js'));
const STK = require(path.resolve(showDir, 'play_rules_stacks.js'));

const run = (args, input) => execFileSync(bin, args, {input, encoding: 'utf8'});
const fail = (msg) => { console.error(`FAIL: ${msg}`); process.exit(1); };
const same = (a, b, what) => {
  if (JSON.stringify(a) !== JSON.stringify(b))
    fail(`${what}: wasm ${JSON.stringify(a)}, native ${JSON.stringify(b)}`);
};

function checkDeals(ex) {
  const cases = [['1', '0', 52], ['7', '3', 52], ['18446744073709551615', '12', 52],
                 ['42', '1000000', 18], ['5', '2', 104], ['9', '0', 1]];
  for (const [seed, first, n] of cases) {
    const native = run(['deal', 'accordion', '--seed', seed, '--first', first,
                        '--cards', String(n)]).trim().split(' ');
    same(WN.deal(ex, seed, first, n), native, `deal ${first} of seed ${seed}, ${n} cards`);
  }
  return cases.length;
}

// The rule sets checked: both fixed rules, every family preset (revenge
// with a goal card of each deal: its line's '# goal' comment), and knobs.
const RULES = ['any', 'rightmost', 'relaxed', '23-skidoo', 'revenge', 'bayan',
               [['match', 'red-black']], [['left', 'none'], ['right', '1,2'], ['match', 'suit']],
               [['pairs', ''], ['win-piles', '2']]];
// The rule set of RULES[x] for a deal (a goal from its 6th card).
function ruleOf(x, deal) {
  const r = RULES[x];
  if (r === 'revenge') return ACC.withKnobs('revenge', [['goal', deal[5]]]);
  return typeof r === 'string' ? ACC.rule(r) : ACC.withKnobs('any', r);
}
// A deal line as the program reads it under r (its goal as a comment).
const dealLine = (deal, r) => deal.join(' ') + (r.goal ? ` # goal ${r.goal}` : '');
// The program's options for r; a goal comes from each deal's line.
const cliRule = (r) => ACC.cliArgs({...r, goal: null}).filter((a) => a !== '--goal');

function replayWins(deal, moves, r) {
  const piles = ACC.start(deal);
  for (const m of moves) {
    if (ACC.why(piles, r, m[0], m[1])) return false;
    ACC.apply(piles, m, r);
  }
  return ACC.won(piles, r);
}

function checkSolves(ex, x) {
  const deals = run(['deal', 'accordion', '--cards', '18', '--count', '150',
                     '--seed', String(11 + x)]).trim().split('\n').map((l) => l.split(' '));
  const rules = deals.map((deal) => ruleOf(x, deal)), name = ACC.cliArgs(rules[0]).join(' ');
  const native = run(['accordion', '--json', ...cliRule(rules[0])],
                     deals.map((d, k) => dealLine(d, rules[k])).join('\n') + '\n')
    .trim().split('\n').map(JSON.parse);
  let wins = 0;
  deals.forEach((deal, k) => {
    const r = WN.solve(ex, deal.map(WN.cardByte), rules[k], 0);
    same(r.verdict, native[k].verdict, `${name} deal ${k} (${dealLine(deal, rules[k])})`);
    if (r.verdict === 'win' && !replayWins(deal, r.moves, rules[k]))
      fail(`${name} deal ${k}: the proof ${JSON.stringify(r.moves)} does not win`);
    wins += r.verdict === 'win';
  });
  return [deals.length, wins];
}

// A position some random legal moves into a deal.
function midGame(deal, rule, steps, seed) {
  let piles = ACC.start(deal), x = seed;
  for (let k = 0; k < steps; k++) {
    const legal = ACC.legal(piles, rule);
    if (!legal.length) break;
    x = (x * 1103515245 + 12345) % 2147483648;
    ACC.apply(piles, legal[x % legal.length], rule);
  }
  return piles.map((p) => p.top);
}

// The program's JSON lines for the instances 'lines' (one run for all).
const runJson = (args, lines) => (lines.length
  ? run(args, lines.join('\n') + '\n').trim().split('\n').map(JSON.parse) : []);

// The hints of mid-game positions of 40 deals under RULES[x]: the
// module's hint against the program's values of the rows each legal move
// leaves and against "winnable hint accordion", the program run once for
// all the rows and once for all the positions.
function checkHints(ex, x) {
  const deals = run(['deal', 'accordion', '--cards', '20', '--count', '40',
                     '--seed', '3']).trim().split('\n');
  const cases = [];
  deals.forEach((line, k) => {
    const rule = ruleOf(x, line.split(' '));
    const pos = midGame(line.split(' '), rule, k % 8, k + 1);
    const piles = ACC.start(pos), legal = ACC.legal(piles, rule);
    if (ACC.won(piles, rule)) return;   // the game is over: no move follows
    const children = legal.map((m) => {
      const c = ACC.start(pos);
      ACC.apply(c, m, rule);
      return c.map((p) => p.top);
    });
    cases.push({rule, pos, legal, children});
  });
  if (!cases.length) return 0;
  const args = cliRule(cases[0].rule);   // the same options for every deal
  const valued = runJson(['accordion', '--json', ...args], cases.flatMap(
    ({rule, children}) => children.filter((c) => c.length).map((c) => dealLine(c, rule))));
  const hints = runJson(['hint', 'accordion', '--json', ...args],
                        cases.map(({rule, pos}) => dealLine(pos, rule)));
  let moves = 0;
  cases.forEach(({rule, pos, legal, children}, k) => {
    const r = WN.hint(ex, pos.map(WN.cardByte), rule, 0);
    const what = `${ACC.cliArgs(rule).join(' ')}: ${pos.join(' ')}`;
    same(r.moves.map((m) => m.move), legal, `hint moves of ${what}`);
    const direct = children.filter((c) => !c.length).length;   // cleared rows
    if (children.length > direct) {
      const values = children.map((c) => (c.length ? valued.shift().verdict : 'win'));
      same(r.moves.map((m) => m.verdict), values, `hint verdicts of ${what}`);
      const best = values.some((v) => v === 'win') ? 'win' : 'loss';
      same(r.verdict, best, `hint verdict of ${what}`);
    }
    const hint = hints[k];
    same([r.verdict, r.moves.map((m) => [m.move.join('>'), m.verdict, m.states])],
         [hint.verdict, hint.hints.map((h) => [h.move, h.verdict, h.states])],
         `hint of ${what} against winnable hint accordion`);
    moves += legal.length;
  });
  if (valued.length) fail(`${valued.length} rows valued by the program and not by the hints`);
  return moves;
}

// A time limit makes moves unknown, never wrong: on deal 839 of seed 1
// (a slow hint) a 1 ms limit per move leaves some unknown, and every
// move it decides has its unlimited value.
function checkHintLimit(ex) {
  const deal = run(['deal', 'accordion', '--seed', '1', '--first', '839']).trim().split(' ');
  const bytes = deal.map(WN.cardByte), any = ACC.rule('any');
  const full = WN.hint(ex, bytes, any, 0), cut = WN.hint(ex, bytes, any, 0.001);
  const unknown = cut.moves.filter((m) => m.verdict === 'unknown').length;
  if (!unknown) fail('a 1 ms limit per move left no move of deal 839 unknown');
  cut.moves.forEach((m, k) => {
    if (m.verdict !== 'unknown' && m.verdict !== full.moves[k].verdict)
      fail(`with a limit, move ${m.move} is ${m.verdict}, without ${full.moves[k].verdict}`);
  });
  return unknown;
}

function checkReads(ex) {
  same(WN.read(ex, '10h 7\u2665 as  KC\n'), {cards: ['TH', '7H', 'AS', 'KC']}, 'pasted cards');
  same(WN.read(ex, '3\nAS 2S 3S\n'), {cards: ['AS', '2S', '3S']}, 'contest input');
  if (!WN.read(ex, 'AS ZZ').error) fail('a bad card was read');
  if (!WN.read(ex, '  \n').error) fail('an empty paste was read');
}

// ---- Stack Management ----

// Contest input with one case: the stacks (equal heights), top first.
const stacksInput = (stacks) => `${stacks.length}\n`
  + stacks.map((s) => `${s.length} ${s.flat().join(' ')}\n`).join('')
  + `1\n${stacks.length} ${stacks[0].length}\n${stacks.map((_, x) => x).join(' ')}\n`;

// Case 'index' of "winnable deal stacks --seed S ..." as stacks.
function nativeStacks(args) {
  const t = run(['deal', 'stacks', ...args]).trim().split(/\s+/).map(Number);
  const p = t[0], stacks = [];
  let k = 1;
  for (let x = 0; x < p; x++) {
    const c = t[k++], s = [];
    for (let y = 0; y < c; y++, k += 2) s.push([t[k], t[k + 1]]);
    stacks.push(s);
  }
  return stacks;
}

function checkStacksDeals(ex) {
  const shapes = [[4, 5, 4, 13], [3, 4, 2, 13], [6, 3, 6, 5], [2, 1, 1, 2]];
  shapes.forEach(([n, c, k, v], x) => {
    const args = ['--seed', String(x + 3), '--first', String(x), '--stacks', String(n),
                  '--cards', String(c), '--suits', String(k), '--values', String(v)];
    same(WN.stacksDeal(ex, x + 3, x, n, c, k, v).stacks, nativeStacks(args), `stacks ${args.join(' ')}`);
    same(WN.stacksRead(ex, run(['deal', 'stacks', ...args])).stacks, nativeStacks(args),
         `stacks ${args.join(' ')} read back`);
  });
  if (!WN.stacksDeal(ex, 1, 0, 4, 5, 1, 3).error) fail('an impossible stacks shape was dealt');
  if (!WN.stacksRead(ex, '2\n1 1 1\n').error) fail('a truncated stacks input was read');
  return shapes.length;
}

// Random legal moves from a start (removals or relocations).
function stacksWalk(stacks, steps, seed) {
  const pos = STK.copy(stacks), line = [];
  let x = seed;
  for (let k = 0; k < steps; k++) {
    const legal = STK.legal(pos);
    if (!legal.length) break;
    x = (x * 48271) % 2147483647;
    line.push(legal[x % legal.length]);
    STK.apply(pos, line[line.length - 1]);
  }
  return {pos, line};
}

function checkStacksHints(ex) {
  let moves = 0, solved = 0;
  for (let k = 0; k < 60; k++) {
    const start = WN.stacksDeal(ex, 17, k, 3 + k % 3, 3 + k % 4, 2 + k % 5, 20).stacks;
    const {pos, line} = stacksWalk(start, k % 9, k + 1);
    const r = WN.stacksHint(ex, pos, 0);
    const after = line.length ? ['--after', line.map(STK.name).join(' ')] : [];
    const cli = JSON.parse(run(['hint', 'stacks', '--json', ...after], stacksInput(start)));
    const what = `stacks case ${k} after ${line.map(STK.name).join(' ')}`;
    same(r.moves.map((m) => STK.name(m.move)), STK.legal(pos).map(STK.name), `${what}: legal moves`);
    same([r.verdict, r.moves.map((m) => [STK.name(m.move), m.verdict])],
         [cli.verdict, cli.hints.map((h) => [h.move, h.verdict])], `${what}: hint`);
    const s = WN.stacksSolve(ex, pos, 0);
    same(s.verdict, r.verdict, `${what}: solve from here`);
    if (s.verdict === 'win') {
      for (const m of s.moves) {
        if (STK.why(pos, m)) fail(`${what}: illegal move ${STK.name(m)} in the line`);
        STK.apply(pos, m);
      }
      if (!STK.won(pos)) fail(`${what}: the line does not win`);
      solved++;
    }
    moves += r.moves.length;
  }
  return [moves, solved];
}

// ---- Inventor Outlasting: start positions against the program ----
function checkOutlast(ex) {
  let moves = 0;
  for (let k = 0; k < 40; k++) {
    const [R, C, D] = [1 + k % 7, 1 + (k * 3) % 11, [0.3, 0.5, 0.8][k % 3]];
    const text = run(['deal', 'outlast', '--seed', '21', '--first', String(k), '--rows', String(R),
                      '--cols', String(C), '--density', String(D)]);
    const board = text.trim().split('\n').slice(2);
    same(WN.outlastDeal(ex, 21, k, R, C, D), board, `outlast board ${k} of seed 21`);
    same(WN.outlastRead(ex, text).board, board, `outlast board ${k} read back`);
    const r = WN.outlastValue(ex, board, [], 0), cli = JSON.parse(run(['hint', 'outlast', '--json'], text));
    const mine = r.after.map((g, c) => [g, c]).filter(([g]) => g !== null)
      .map(([g, c]) => [`${Math.floor(c / C) + 1},${c % C + 1}`, g]);
    same([r.grundy, mine], [cli.grundy, cli.hints.map((h) => [h.move, h.grundy])], `outlast board ${k}: values`);
    moves += mine.length;
  }
  return moves;
}

async function main() {
  const module = await WebAssembly.compile(fs.readFileSync(wasmFile));
  const ex = await WN.instance(module);
  const deals = checkDeals(ex);
  let solved = 0, won = 0, hinted = 0;
  RULES.forEach((_, x) => {
    const [n, w] = checkSolves(ex, x);
    solved += n;
    won += w;
    hinted += checkHints(ex, x);
  });
  checkReads(ex);
  const unknown = checkHintLimit(ex);
  const stacksDeals = checkStacksDeals(ex);
  const [stacksMoves, stacksWins] = checkStacksHints(ex);
  const outlastMoves = checkOutlast(ex);
  console.log(`wasm: accordion under ${RULES.length} rule sets: ${deals} deals by seed, `
    + `${solved} solves (${won} wins replayed) and ${hinted} hinted moves agree with the native program (${unknown} unknown under a 1 ms limit); `
    + `stacks: ${stacksDeals} deals, `
    + `${stacksMoves} hinted moves, ${stacksWins} winning lines replayed; outlast: 40 boards `
    + `by seed, ${outlastMoves} first moves valued as winnable hint outlast values them`);
}
main().catch((e) => fail(e.stack || String(e)));
