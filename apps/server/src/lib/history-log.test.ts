// The whole match's public history rides in the log: each action's entry carries what the
// action added (hooks included), so a client that syncs late still gets every line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { LogEntry, State } from 'boardgame.io';
import { completeHistory } from '@parlor/game-kit';
import { connected, makeMove, next, startTestServer, type TestServer } from '../test/harness';
import { CHRONICLE_KEPT, chronicleModule, type ChronicleEntry, type ChronicleState } from '../test/chronicle-game';
import { withAddedHistory } from './history-log';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [chronicleModule] });
});
afterAll(async () => {
  await server.stop();
});

type Synced = [string, { state: State<ChronicleState>; log: LogEntry[] }];
type Update = [string, State<ChronicleState>, LogEntry[]];

async function sync(matchID: string, playerID: string | null, credentials?: string) {
  const socket: Socket = server.socket('chronicle');
  await connected(socket);
  const updates: { state: Update[1]; log: Update[2] }[] = [];
  socket.on('update', (...[, state, log]: Update) => void updates.push({ state, log }));
  // Generous: the server reads the match from its database's thread before it answers.
  const synced = next<Synced>(socket, 'sync', 20_000);
  socket.emit('sync', matchID, playerID, credentials, 2);
  const [, first] = (await synced)!;
  return { socket, first, updates };
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  for (const start = Date.now(); !check(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - start > ms) throw new Error('condition never held');
  }
}

describe('the history log', () => {
  it('gives a client that syncs after many actions every entry, though G keeps only the latest', async () => {
    const matchID = (await server.api('/games/chronicle/create', { body: { numPlayers: 2 } })).body.matchID!;
    const credentials: string[] = [];
    for (const seat of ['0', '1']) credentials.push((await server.api(`/games/chronicle/${matchID}/join`, { body: { playerID: seat, playerName: `P${seat}` } })).body.playerCredentials!);
    const ada = await sync(matchID, '0', credentials[0]);
    const bo = await sync(matchID, '1', credentials[1]);
    let stateID = ada.first.state._stateID;
    const act = async (seat: '0' | '1', move: string, args: unknown[]) => {
      const who = seat === '0' ? ada : bo;
      const seen = who.updates.length;
      who.socket.emit('update', makeMove(move, args, seat, credentials[Number(seat)]), stateID, matchID, seat);
      await until(() => who.updates.length > seen);
      stateID = who.updates.at(-1)!.state._stateID;
    };
    await act('0', 'tell', [2]);
    await act('0', 'tell', [3]);
    await act('0', 'pass', []);
    await act('1', 'tell', [1]);
    await act('1', 'pass', []);

    const expected = ['turn of 0', '0 told 1', '0 told 2', '0 told 1', '0 told 2', '0 told 3', 'turn of 1', '1 told 1', 'turn of 0'];
    const late = await sync(matchID, null);
    expect(late.first.state.G.history.length).toBe(CHRONICLE_KEPT);
    const whole = completeHistory<ChronicleEntry>(late.first.log, late.first.state.G.history);
    expect(whole.map((entry) => entry.n)).toEqual(expected.map((_, n) => n));
    expect(whole.map((entry) => entry.text)).toEqual(expected);

    // A seat that was there all along builds the same from its updates' log entries.
    const fromUpdates = completeHistory<ChronicleEntry>(
      bo.updates.flatMap((update) => update.log),
      bo.updates.at(-1)!.state.G.history,
    );
    expect(fromUpdates.map((entry) => entry.text)).toEqual(expected);
    for (const client of [ada, bo, late]) client.socket.disconnect();
  });

  it('leaves a log entry alone when the action added nothing, and keeps its other metadata', () => {
    const base = { _stateID: 4, G: { history: [{ n: 7, text: 'x' }], count: 8 } };
    const same = { ...base, _stateID: 5, deltalog: [{ action: { type: 'MAKE_MOVE' }, metadata: { kept: true } }] };
    expect(withAddedHistory(base as never, same as never, chronicleModule.history as never)).toBe(same);
    const more = { ...same, G: { history: [{ n: 7, text: 'x' }, { n: 8, text: 'y' }], count: 9 } };
    const out = withAddedHistory(base as never, more as never, chronicleModule.history as never) as unknown as { deltalog: LogEntry[] };
    expect(out.deltalog[0]!.metadata).toEqual({ kept: true, history: [{ n: 8, text: 'y' }] });
  });
});
