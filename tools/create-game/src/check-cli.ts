// `npm run check-game -- <id> [<id> ...]`  everything a game must pass, for those games only
// `npm run check-game`                     the same for every game at once (every test: npm test)
// `npm run check-game -- <id> --plan`      print the commands without running them
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkPlan, type CheckStep } from './lib/check';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const usage = `Usage:
  npm run check-game -- <id> [<id> ...] [--plan]
  npm run check-game            (every game and every other project: what npm test runs)`;

const shown = (step: CheckStep) =>
  `${Object.entries(step.env ?? {})
    .map(([key, value]) => `${key}=${value} `)
    .join('')}${step.command} ${step.args.join(' ')}${step.cwd ? `   (in ${step.cwd})` : ''}`;

/** Runs one step with the terminal as its output; resolves to its exit code. */
function run(step: CheckStep): Promise<number> {
  return new Promise((done) => {
    const child = spawn(step.command, step.args, { cwd: join(root, step.cwd ?? '.'), env: { ...process.env, ...step.env }, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`check-game: could not run ${step.command}: ${error.message}`);
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { plan: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(usage);
    return 0;
  }
  let plan: CheckStep[];
  try {
    plan = checkPlan(root, parsed.positionals);
  } catch (error) {
    console.error(`check-game: ${(error as Error).message}`);
    return 2;
  }
  if (parsed.values.plan) {
    for (const step of plan) console.log(`# ${step.title}\n${shown(step)}`);
    return 0;
  }
  const started = Date.now();
  for (const [index, step] of plan.entries()) {
    console.log(`\n== check-game ${index + 1}/${plan.length}: ${step.title}\n   ${shown(step)}`);
    const code = await run(step);
    if (code !== 0) {
      console.error(`\ncheck-game: FAILED at step ${index + 1}/${plan.length} (${step.title}), exit code ${code}`);
      return code;
    }
  }
  console.log(`\ncheck-game: every check passed in ${Math.round((Date.now() - started) / 1000)} s`);
  return 0;
}

process.exitCode = await main();
