#!/usr/bin/env node
// `npm test`: every check and every suite — ESLint, type-checks (tsc, vue-tsc) and the
// booking-path rehearsal against the standalone sandbox (scripts/rehearse-booking-path.mjs), one after
// another beside the Vitest suites (unit, component, integration; inside a D-Bus session with an
// unlocked gnome-keyring), then Playwright in Chromium against browser mode. It ends with one line
// `N passed, N failed` counting every test of every suite (each static check counts as one),
// and exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build.mjs';
import { runWithKeyring, runWithKeyringAsync } from './lib/keyring-session.mjs';
import { npmEnvironment, provision } from './lib/provision.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
provision({ root, purpose: 'test' });

const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...npmEnvironment(), FORCE_COLOR: process.stdout.isTTY ? '1' : '0' };
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** One row per suite: what ran, how many passed/failed/skipped. */
const rows = [];

/**
 * The static checks, one after another in a lane of their own beside Vitest (whose tests wait on
 * processes, servers and the keychain for much of their time: a run used one of the two cores on
 * average). Each check's output is captured and returned with its row, to be printed whole.
 */
async function staticChecks(checks) {
  const outcomes = [];
  for (const check of checks) outcomes.push({ check, ...(await runCaptured(check)) });
  return outcomes;
}

function printStaticChecks(outcomes) {
  for (const { check, passed, output, seconds } of outcomes) {
    console.log(`\n== ${check.name} (${seconds} s, beside Vitest)`);
    process.stdout.write(output);
    rows.push({ name: check.name, passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0 });
  }
}

function runCaptured({ command, args }) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.setEncoding('utf8').on('data', (chunk) => chunks.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => chunks.push(chunk));
    const finish = (passed, extra = '') => resolve({ passed, output: chunks.join('') + extra, seconds: Math.round((Date.now() - began) / 1000) });
    child.on('error', (error) => finish(false, `${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Vitest's three projects in a keyring session; its row, once its JSON report is read. */
async function vitest() {
  console.log('\n== vitest (unit, component, integration) in a keyring session');
  const output = join(reports, 'vitest.json');
  const result = await runWithKeyringAsync(bin('vitest'), ['run', '--project', 'unit', '--project', 'component', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile=${output}`], { cwd: root, env });
  const report = readJson(output);
  if (!report) return { name: 'vitest', passed: 0, failed: 1, skipped: 0, note: `no report (exit ${result.status})` };
  const failed = report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
  return { name: 'vitest', passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

function playwright() {
  console.log('\n== playwright (Chromium, browser mode; Electron where installed)');
  const output = join(reports, 'playwright.json');
  const result = runWithKeyring(bin('playwright'), ['test', '--reporter=list,json'], {
    cwd: root,
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  const report = readJson(output);
  if (!report) return rows.push({ name: 'playwright', passed: 0, failed: 1, skipped: 0, note: `no report (exit ${result.status})` });
  const { expected, unexpected, flaky, skipped } = report.stats;
  for (const reason of skipReasons(report)) console.log(`[skipped] ${reason}`);
  const errors = report.errors?.length ?? 0;
  rows.push({ name: 'playwright', passed: expected + flaky, failed: unexpected + errors, skipped, note: flaky ? `${flaky} flaky` : '' });
}

/** Why each skipped test was skipped, as the tests themselves say (test.skip(condition, reason)). */
function skipReasons(report) {
  const reasons = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue;
        const why = (test.annotations ?? []).find((a) => a.type === 'skip')?.description ?? 'no reason given';
        reasons.push(`${spec.title}: ${why}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return reasons;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

buildIfStale(root);
const [checked, vitestRow] = await Promise.all([
  staticChecks([
    { name: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
    { name: 'tsc (main, preload, sandbox, tests)', command: bin('tsc'), args: ['-p', 'tsconfig.node.json', '--noEmit'] },
    { name: 'vue-tsc (renderer)', command: bin('vue-tsc'), args: ['-p', 'tsconfig.web.json', '--noEmit'] },
    { name: 'tsc (end-to-end and bench specs)', command: bin('tsc'), args: ['-p', 'tsconfig.e2e.json', '--noEmit'] },
    { name: 'rehearsal: booking path, standalone sandbox', command: process.execPath, args: [join(root, 'scripts', 'rehearse-booking-path.mjs')] },
  ]),
  vitest(),
]);
printStaticChecks(checked);
rows.push(vitestRow);
playwright();

const total = rows.reduce((sum, row) => ({ passed: sum.passed + row.passed, failed: sum.failed + row.failed, skipped: sum.skipped + row.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log('\nSuite                                   passed  failed  skipped');
for (const row of rows) {
  console.log(`${row.name.padEnd(40)}${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${String(row.skipped).padStart(7)}${row.note ? `  ${row.note}` : ''}`);
}
console.log(`\nTook ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
