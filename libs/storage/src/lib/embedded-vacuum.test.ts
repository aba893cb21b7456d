// The embedded store vacuums by itself: PGlite has no autovacuum, and every state write leaves
// the previous version of the row behind.
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { State } from 'boardgame.io';
import { pgliteBackend, randomSchema, type TestStorage } from './backends.fixture';

const backend = pgliteBackend();
afterAll(() => backend.cleanup());

// A state the size of a card game's mid-match (about 3 KB of JSON), as varied as shuffled cards
// are: a repetitive one would compress to almost nothing.
const stateAt = (stateID: number) =>
  ({
    G: { cards: Array.from({ length: 60 }, () => randomBytes(16).toString('base64')) },
    ctx: { numPlayers: 2, turn: stateID, currentPlayer: '0', playOrder: ['0', '1'], playOrderPos: 0, phase: 'default' },
    plugins: {},
    _stateID: stateID,
  }) as unknown as State;

/** Plays `moves` state writes on each of 100 matches at once; resolves to the matches table's size in bytes. */
async function tableSizeAfter(storage: TestStorage, moves: number): Promise<number> {
  const ids = Array.from({ length: 100 }, (_, i) => `m${i}`);
  const metadata = { gameName: 'probe', players: { 0: { id: 0 }, 1: { id: 1 } }, createdAt: 0, updatedAt: 0 };
  for (const id of ids) await storage.createMatch(id, { initialState: stateAt(0), metadata });
  await Promise.all(
    ids.map(async (id) => {
      for (let stateID = 1; stateID <= moves; stateID++) await storage.setState(id, stateAt(stateID), []);
    }),
  );
  // The last vacuum may still be queued behind the last writes.
  await storage.db.query('SELECT 1');
  const [row] = await storage.db.query<{ bytes: string }>(`SELECT pg_relation_size('"${storage.schema}".matches') AS bytes`);
  return Number(row!.bytes);
}

describe('the embedded store', () => {
  it('keeps its tables from growing with every move', async () => {
    const unvacuumed = await tableSizeAfter(await backend.open(randomSchema(), { vacuumEvery: 0 }), 40);
    const vacuumed = await tableSizeAfter(await backend.open(randomSchema(), { vacuumEvery: 500 }), 40);
    // 4,000 writes of 3 KB rows, 100 matches at a time: here 8.4 MB unvacuumed against 1.0 MB.
    expect(unvacuumed).toBeGreaterThan(4_000_000);
    expect(vacuumed).toBeLessThan(unvacuumed / 3);
    // 8,000 writes take 4-5 s here: far from the default 5 s on a slower machine.
  }, 60_000);
});
