/**
 * Lets the event loop turn once. Call it between long stretches of synchronous work in a test
 * (between playouts, say): vitest's worker answers its runner over an RPC with a fixed 60 s
 * timeout, and a worker that computes for longer without yielding makes that call time out, so
 * the run exits 1 with "Errors 1 error" although every test passed. Under CI's load a loop of
 * playouts that takes 20 s on its own can block for minutes.
 */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
