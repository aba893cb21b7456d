// What the web client's browser tests share: the real server as `npm start` runs it, Debian's
// Chromium driven by playwright-core, and failures that say what the page showed.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort, startServerProcess, type ServerProcess } from '@parlor/server-process';

export const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const repoRoot = join(webRoot, '..', '..');
/** Screenshots a reviewer opens: one per page and state the tests reach. */
export const artifacts = join(webRoot, 'test-artifacts');
const CHROMIUM = process.env.PARLOR_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Why the browser tests cannot run here, if they cannot: said plainly when they skip; with
 * PARLOR_REQUIRE_SERVICES=1 (CI) a missing browser fails instead.
 */
export function browserMissing(): string | undefined {
  const missing = existsSync(CHROMIUM) ? undefined : `Chromium is not installed at ${CHROMIUM} (apt-get install chromium)`;
  if (missing && process.env.PARLOR_REQUIRE_SERVICES === '1') throw new Error(`required by PARLOR_REQUIRE_SERVICES=1: ${missing}`);
  if (missing) console.warn(`SKIPPING the browser tests: ${missing}`);
  return missing;
}

/** Starts what `npm start` starts, on a free port with a fresh data folder (`env` overrides settings); resolves with its URL. */
export async function startServer(dataDir: string, port?: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    cwd: repoRoot,
    // Bots answer quickly, and a seat joined through the API and never opened stays its
    // person's (the bot would stand in after the grace period) for longer than any test runs.
    env: { ...process.env, PORT: String(port ?? (await freePort())), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', BOT_DELAY_MS: '150', GRACE_SECONDS: '900', CREATE_PER_MINUTE: '100000', JOIN_PER_MINUTE: '100000', ...env },
  });
}

/** Builds the client unless Nx built it before the test (a bare `vitest run` builds it here). */
export async function ensureClientBuilt(): Promise<void> {
  if (existsSync(join(webRoot, 'dist', 'index.html'))) return;
  // Asynchronous: a worker blocked for over 60 s (a build under CI's load) fails vitest's RPC.
  // vitest sets NODE_ENV=test, which would build React's development bundle.
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webRoot, timeout: 300_000, env: { ...process.env, NODE_ENV: 'production' } });
}

/** Debian's Chromium, headless, as this machine can run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** Runs a step; if it fails, the error says what the page showed. */
export async function explained<T>(page: Page, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const shown = await page.locator('body').innerText().catch(() => '(no page)');
    throw new Error(`${(error as Error).message}\n--- the page showed:\n${shown.slice(0, 2000)}`, { cause: error });
  }
}

/** Serious and critical accessibility violations (axe-core) in the page, or only inside `scope` (a selector). */
export async function axeProblems(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (scope === undefined ? builder : builder.include(scope)).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}
