import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './server-process';

// Tiny stand-ins for the server: the contract is only the line it prints.
const printsUrlThenWaits = `console.log('Open http://127.0.0.1:9 in your browser'); setInterval(() => {}, 1000);`;

describe('startServerProcess', () => {
  it('resolves with the printed URL and stops the process', async () => {
    const server = await startServerProcess({ args: ['-e', printsUrlThenWaits], cwd: process.cwd() });
    expect(server.url).toBe('http://127.0.0.1:9');
    await server.stop();
    expect(server.child.signalCode).toBe('SIGTERM');
  });

  it('rejects with the output when the process exits first', async () => {
    await expect(startServerProcess({ args: ['-e', `console.error('bad config'); process.exit(3)`], cwd: process.cwd() })).rejects.toThrow(
      /exited \(3\) before printing its URL:\nbad config/,
    );
  });

  it('rejects and kills the process when the URL does not come in time', async () => {
    await expect(startServerProcess({ args: ['-e', 'setInterval(() => {}, 1000)'], cwd: process.cwd(), timeoutMs: 300 })).rejects.toThrow(/did not print its URL within 300 ms/);
  });
});

describe('freePort', () => {
  it('gives a port that can be listened on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('startServerProcess output', () => {
  it('finds the URL line however it is split, among much other output, and keeps only the end', async () => {
    // 200 KB of log lines, then the URL line written in pieces, then more logs.
    const script = `
      const line = 'x'.repeat(99) + '\\n';
      process.stdout.write(line.repeat(2000));
      process.stdout.write('Open http://127.0.');
      setTimeout(() => { process.stdout.write('0.1:9 in your browser\\n' + line.repeat(2000) + 'done\\n'); setInterval(() => {}, 1000); }, 50);
    `;
    const server = await startServerProcess({ args: ['-e', script], cwd: process.cwd() });
    try {
      expect(server.url).toBe('http://127.0.0.1:9');
      // The URL is found in the middle of the output: the rest comes after, when the child writes it.
      for (const start = Date.now(); !server.output().endsWith('done\n'); await new Promise((resolve) => setTimeout(resolve, 10))) {
        if (Date.now() - start > 30_000) throw new Error(`the output after the URL did not all arrive within 30 s (it ends: ${JSON.stringify(server.output().slice(-60))})`);
      }
      expect(server.output().length).toBeLessThanOrEqual(64 * 1024);
    } finally {
      await server.stop();
    }
    // A child process on a busy machine: far longer than a unit test's 5 s.
  }, 60_000);
});
