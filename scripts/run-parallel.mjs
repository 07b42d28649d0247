// Runs shell commands side by side, as many at a time as the machine has cores, each one's output held and
// printed in one piece when it ends (with its seconds), so the log reads as if they had run one by one.
// Every command runs to its end even when another fails, so one run reports every failure; the exit code is
// 1 if any failed. Commands start in the order given: put the longest first.
// Usage: node scripts/run-parallel.mjs [--jobs N] '<command>' '<command>' …
// (`npm run check` and `npm run typecheck`: single-threaded checks that would leave a core idle one by one.)
import { spawn } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
let jobs = os.availableParallelism();
if (args[0] === '--jobs') {
  jobs = Number(args[1]);
  args.splice(0, 2);
}
if (!Number.isInteger(jobs) || jobs < 1 || args.length === 0) {
  console.error("usage: node scripts/run-parallel.mjs [--jobs N] '<command>' '<command>' …");
  process.exit(2);
}

// On a terminal the tools keep their colours although their output goes to a pipe, as they would one by one.
const childEnv =
  process.stdout.isTTY && process.env.FORCE_COLOR === undefined
    ? { ...process.env, FORCE_COLOR: '1' }
    : process.env;
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

function run(command) {
  return new Promise((resolve) => {
    const from = performance.now();
    const chunks = [];
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const failed = code !== 0;
      const verdict = failed ? `FAILED (${signal ?? `exit ${code}`})` : 'ok';
      process.stdout.write(`\n> ${command}\n${Buffer.concat(chunks).toString()}`);
      process.stdout.write(`> ${verdict} in ${seconds(from)} s: ${command}\n`);
      resolve(failed ? command : undefined);
    });
  });
}

const queue = [...args];
const failures = [];
async function lane() {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
    const failed = await run(command);
    if (failed) failures.push(failed);
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, args.length) }, lane));

if (failures.length > 0) {
  console.error(`\n${failures.length} of ${args.length} failed (${seconds(started)} s):`);
  for (const command of failures) console.error(`  ${command}`);
  process.exit(1);
}
console.log(`\nAll ${args.length} passed in ${seconds(started)} s.`);
