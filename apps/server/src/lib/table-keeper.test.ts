// Tables that keep moving, on a real server: a match waits until every seat is held, bots hold
// seats and play them, a player who is gone is played for and gets the seat back, and clocks
// give answers and turns to the rules' default and the bot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { State } from 'boardgame.io';
import { capturingLogger, connected, makeMove, next, startTestServer, type TestServer } from '../test/harness';
import { ownTurnsModule, turnerModule, type TurnerState } from '../test/turner-game';
import type { TableReport } from './table';

let server: TestServer;
const { logger, lines } = capturingLogger();
beforeAll(async () => {
  server = await startTestServer({ modules: [turnerModule, ownTurnsModule], env: { GRACE_SECONDS: '1', BOT_DELAY_MS: '0' }, logger });
});
afterAll(async () => {
  await server.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for `check` to hold, looking every 20 ms, for at most `ms` (generous: the machine may be busy). */
async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms = 20_000, what = 'the condition'): Promise<T> {
  for (const start = Date.now(); ; await sleep(20)) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - start > ms) throw new Error(`${what} never held within ${ms / 1000} s`);
  }
}

const stored = async (matchID: string) => (await server.storage.readThrough().fetch(matchID, { state: true, metadata: true })) as { state?: State<TurnerState>; metadata?: { players: Record<string, Record<string, unknown>>; parlor?: Record<string, unknown> } };

async function create(numPlayers: number, extra: Record<string, unknown> = {}, game = 'turner') {
  const created = await server.api(`/games/${game}/create`, { body: { numPlayers, ...extra } });
  expect(created.status).toBe(200);
  return created.body.matchID!;
}

async function join(matchID: string, playerID: string, playerName = `P${playerID}`, game = 'turner') {
  return server.api(`/games/${game}/${matchID}/join`, { body: { playerID, playerName } });
}

/** A socket synced to a seat (or watching), keeping every state and table report it is sent. */
async function open(matchID: string, playerID: string | null, credentials?: string, game = 'turner') {
  const socket: Socket = server.socket(game);
  await connected(socket);
  const states: State<TurnerState>[] = [];
  const tables: TableReport[] = [];
  const errors: { code: string }[] = [];
  // A move that changes the table brings it as the update's last argument.
  socket.on('update', (_id: string, state: State<TurnerState>, _log: unknown, report?: TableReport) => {
    states.push(state);
    if (report) tables.push(report);
  });
  socket.on('parlor:table', (report: TableReport) => void tables.push(report));
  socket.on('parlor:error', (error: { code: string }) => void errors.push(error));
  const synced = next<[string, { state: State<TurnerState> }]>(socket, 'sync', 10_000);
  socket.emit('sync', matchID, playerID, credentials, 3);
  states.push((await synced)![1].state);
  await until(() => tables.length > 0 || undefined);
  return { socket, states, tables, errors, latest: () => states.at(-1)! };
}

describe('a match waits until every seat is held', () => {
  it('refuses moves while a seat is free, says so, and begins when the last seat is taken', async () => {
    const matchID = await create(2);
    const ann = await join(matchID, '0', 'Ann');
    const listed = await server.api(`/games/turner/${matchID}`);
    expect(listed.body.parlor).toMatchObject({ timeControl: 'off', host: '0' });
    expect((await join(matchID, '0', 'Eve')).body).toMatchObject({ code: 'seat-taken' });
    expect((listed.body.parlor as { startedAt?: number }).startedAt).toBeUndefined();
    const seat = await open(matchID, '0', ann.body.playerCredentials);
    expect(seat.tables.at(-1)).toMatchObject({ startedAt: null, host: '0', clocks: [] });
    seat.socket.emit('update', makeMove('poke', ['1'], '0', ann.body.playerCredentials), seat.latest()._stateID, matchID, '0');
    await until(() => seat.errors.length > 0 || undefined);
    expect(seat.errors).toEqual([expect.objectContaining({ code: 'waiting' })]);
    expect((await stored(matchID)).state!._stateID).toBe(0);

    await join(matchID, '1', 'Bo');
    await until(() => seat.tables.at(-1)?.startedAt || undefined);
    seat.socket.emit('update', makeMove('poke', ['1'], '0', ann.body.playerCredentials), seat.latest()._stateID, matchID, '0');
    await until(() => seat.latest().G.poked === '1' || undefined);
  });
});

describe('bots', () => {
  it('hold the seats asked for at creation and play them: a person plays against two bots to the end', async () => {
    const matchID = await create(3, { bots: ['1', '2'] });
    const before = await server.api(`/games/turner/${matchID}`);
    expect((before.body.players as { id: number; name?: string; bot?: boolean }[]).map((player) => player.bot === true)).toEqual([false, true, true]);
    const ann = await join(matchID, '0', 'Ann');
    const seat = await open(matchID, '0', ann.body.playerCredentials);
    expect(seat.tables.at(-1)!.startedAt).toEqual(expect.any(Number));
    // Ann passes every turn and answers every poke by taking it; the bots play their own turns.
    const moves = async () => {
      for (;;) {
        const state = (await stored(matchID)).state!;
        if (state.ctx.gameover) return state;
        const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
        if (active.includes('0')) {
          const move = state.ctx.activePlayers ? 'ouch' : 'pass';
          seat.socket.emit('update', makeMove(move, [], '0', ann.body.playerCredentials), state._stateID, matchID, '0');
          await until(async () => ((await stored(matchID)).state!._stateID > state._stateID ? true : undefined));
        } else await sleep(20);
      }
    };
    const end = await Promise.race([moves(), sleep(60_000).then(() => undefined)]);
    expect(end?.ctx.gameover).toEqual(expect.objectContaining({ loser: expect.any(String) }));
    expect(end!.G.moves.some((move) => move.startsWith('1:') || move.startsWith('2:'))).toBe(true);
    // The server logs a move after storing it: read the log once the last move's line is there.
    await until(() => lines.some((line) => line.event === 'move' && line.matchID === matchID && Number(line.stateID) === end!._stateID) || undefined, 20_000, 'the log line of the last move');
    // No move was refused but for a race: when every other seat answers a shout, Ann and a bot
    // answer at once and the later one was sent from a state that is gone. Nothing the rules refuse.
    const refusals = lines.filter((line) => line.event === 'refuse' && line.matchID === matchID);
    expect(refusals.filter((line) => !/^sent from state \d+, now \d+$/.test(String(line.reason)))).toEqual([]);
  });

  it('a match of bots alone begins at once and plays to its end', async () => {
    const matchID = await create(4, { bots: ['0', '1', '2', '3'] });
    const end = await until(async () => (await stored(matchID)).state?.ctx.gameover, 60_000);
    expect(end).toEqual({ loser: expect.any(String) });
  });

  it('the host seats bots in the free seats; a person takes a bot’s seat before the start, never after', async () => {
    const matchID = await create(3, { bots: ['2'] });
    const ann = await join(matchID, '0', 'Ann');
    // Seat 2's bot gives way to a person before the match begins.
    const cy = await join(matchID, '2', 'Cy');
    expect(cy.status).toBe(200);
    expect((await stored(matchID)).metadata!.players['2']).toMatchObject({ name: 'Cy' });
    expect((await stored(matchID)).metadata!.players['2']!.bot).toBeUndefined();
    // Only the host may seat bots, with the credentials of the seat.
    expect((await server.api(`/games/turner/${matchID}/bots`, { body: { playerID: '2', credentials: cy.body.playerCredentials } })).body).toMatchObject({ code: 'not-host' });
    expect((await server.api(`/games/turner/${matchID}/bots`, { body: { playerID: '0', credentials: 'wrong' } })).status).toBe(403);
    expect((await server.api(`/games/turner/${matchID}/bots`, { body: { playerID: '0', credentials: ann.body.playerCredentials, seats: ['2'] } })).status).toBe(409);
    const filled = await server.api(`/games/turner/${matchID}/bots`, { body: { playerID: '0', credentials: ann.body.playerCredentials } });
    expect(filled).toMatchObject({ status: 200, body: { seats: ['1'] } });
    expect((await stored(matchID)).metadata!.parlor!.startedAt).toEqual(expect.any(Number));
    // Begun: the seats are settled.
    expect((await join(matchID, '1', 'Dee')).status).toBe(409);
    expect((await server.api(`/games/turner/${matchID}/bots`, { body: { playerID: '0', credentials: ann.body.playerCredentials } })).body).toMatchObject({ code: 'begun' });
    // Malformed requests are refused with a reason.
    const bad = await server.api(`/games/turner/${matchID}/bots`, { body: { playerID: '0', credentials: ann.body.playerCredentials, seats: 'all' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/seats/);
    expect((await server.api('/games/turner/create', { body: { numPlayers: 2, bots: ['5'] } })).status).toBe(400);
    expect((await server.api('/games/turner/create', { body: { numPlayers: 2, timeControl: 'blitz' } })).status).toBe(400);
  });
});

describe('players who drop out', () => {
  it('are played for by the bot after the grace period, shown as such, and get the seat back with their next move', async () => {
    const matchID = await create(2);
    const ann = await join(matchID, '0', 'Ann');
    const bo = await join(matchID, '1', 'Bo');
    const watcher = await open(matchID, '1', bo.body.playerCredentials);
    // Ann never opens the match: her grace period runs (1 s here), then the bot plays her turn.
    await until(() => watcher.tables.some((report) => report.clocks.some((clock) => clock.seat === '0' && clock.kind === 'grace')) || undefined);
    const standIn = await until(async () => ((await stored(matchID)).metadata!.players['0']!.standIn === true ? true : undefined));
    expect(standIn).toBe(true);
    await until(async () => ((await stored(matchID)).state!.G.moves.some((move) => move.startsWith('0:')) ? true : undefined));
    // Ann comes back: the bot leaves her seat alone, and her next move makes it hers again.
    const seat = await open(matchID, '0', ann.body.playerCredentials);
    const mine = async () => {
      for (;;) {
        const state = (await stored(matchID)).state!;
        if (state.ctx.gameover) throw new Error('the match ended before Ann could move');
        const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
        if (active.includes('0')) {
          seat.socket.emit('update', makeMove(state.ctx.activePlayers ? 'ouch' : 'pass', [], '0', ann.body.playerCredentials), state._stateID, matchID, '0');
          return;
        }
        // Bo answers and passes, so that play comes back to Ann.
        const boMove = state.ctx.activePlayers ? 'dodge' : 'pass';
        if (active.includes('1')) watcher.socket.emit('update', makeMove(boMove, [], '1', bo.body.playerCredentials), state._stateID, matchID, '1');
        await sleep(50);
      }
    };
    await mine();
    await until(async () => ((await stored(matchID)).metadata!.players['0']!.standIn === undefined ? true : undefined));
    // The server logs the seat taken back after storing it: wait for the line, not only the row.
    await until(() => lines.some((line) => line.event === 'back' && line.matchID === matchID) || undefined, 20_000, 'the log line of Ann taking her seat back');
    expect(lines.some((line) => line.event === 'back' && line.matchID === matchID)).toBe(true);
  });
});

/** A match of Ann (seat 0) and Bo (seat 1) on the fast clocks, both seated and connected. */
async function fastMatchOfTwo() {
  const matchID = await create(2, { timeControl: 'fast' });
  const ann = await join(matchID, '0', 'Ann');
  const bo = await join(matchID, '1', 'Bo');
  const a = await open(matchID, '0', ann.body.playerCredentials);
  const b = await open(matchID, '1', bo.body.playerCredentials);
  return { matchID, ann, bo, a, b };
}

describe('clocks', () => {
  it('an answer whose time runs out takes the rules’ default; a turn whose time runs out is played by the bot', async () => {
    const { matchID, ann, a, b } = await fastMatchOfTwo();
    // Everyone sees seat 0's turn clock (once both are connected, no grace period runs).
    await until(() => (JSON.stringify(b.tables.at(-1)!.clocks.map((clock) => [clock.seat, clock.kind])) === '[["0","turn"]]' ? true : undefined));
    a.socket.emit('update', makeMove('poke', ['1'], '0', ann.body.playerCredentials), a.latest()._stateID, matchID, '0');
    await until(() => a.tables.at(-1)!.clocks.some((clock) => clock.seat === '1' && clock.kind === 'response') || undefined);
    // Bo does not answer: after 3 s the rules' default (take it) answers for him.
    await until(async () => ((await stored(matchID)).state!.G.moves.includes('1:ouch') ? true : undefined));
    expect((await stored(matchID)).state!.G.hits['1']).toBe(1);
    // Ann does nothing more: when her turn's time runs out, the bot plays the rest of it.
    await until(async () => ((await stored(matchID)).metadata!.players['0']!.botTurn !== undefined ? true : undefined));
    await until(async () => ((await stored(matchID)).state!.G.moves.filter((move) => move.startsWith('0:')).length > 1 ? true : undefined));
    expect(lines.some((line) => line.event === 'timeout' && line.matchID === matchID)).toBe(true);
  });

  it('a move that changes the clocks brings the new table with its update: one message a socket, not two', async () => {
    const { matchID, ann, bo, a, b } = await fastMatchOfTwo();
    await until(() => (JSON.stringify(b.tables.at(-1)!.clocks.map((clock) => [clock.seat, clock.kind])) === '[["0","turn"]]' ? true : undefined));
    const separate: TableReport[] = [];
    const withUpdate: (TableReport | undefined)[] = [];
    b.socket.on('parlor:table', (report: TableReport) => void separate.push(report));
    b.socket.on('update', (_id: string, _state: unknown, _log: unknown, report?: TableReport) => void withUpdate.push(report));
    a.socket.emit('update', makeMove('poke', ['1'], '0', ann.body.playerCredentials), a.latest()._stateID, matchID, '0');
    await until(() => withUpdate.length > 0 || undefined);
    // Bo is asked to answer: his answer's clock comes with the state that asks him.
    expect(withUpdate[0]!.clocks.map((clock) => [clock.seat, clock.kind]).sort()).toEqual([
      ['0', 'turn'],
      ['1', 'response'],
    ]);
    // A socket's messages come in order: once Bo's answer's update is here, anything the first
    // move sent him is too.
    b.socket.emit('update', makeMove('dodge', [], '1', bo.body.playerCredentials), b.latest()._stateID, matchID, '1');
    await until(() => withUpdate.length > 1 || undefined);
    expect(separate).toEqual([]);
  });

  it('a game with turns of its own (turnOf): the holder gets the turn clock, and the bot moves for it when it runs out', async () => {
    const game = 'turner-own';
    const matchID = await create(2, { timeControl: 'fast' }, game);
    const ann = await join(matchID, '0', 'Ann', game);
    const bo = await join(matchID, '1', 'Bo', game);
    const a = await open(matchID, '0', ann.body.playerCredentials, game);
    await open(matchID, '1', bo.body.playerCredentials, game);
    a.socket.emit('update', makeMove('poke', ['1'], '0', ann.body.playerCredentials), a.latest()._stateID, matchID, '0');
    // Bo, poked, is not boardgame.io's current player, yet it is his turn: a turn clock, not an answer's.
    await until(() => (JSON.stringify(a.tables.at(-1)!.clocks.map((clock) => [clock.seat, clock.kind])) === '[["1","turn"]]' ? true : undefined));
    // He does nothing: the bot moves for him (the rules' default answer is for answers only).
    await until(() => lines.find((line) => line.event === 'move' && line.matchID === matchID && line.seat === '1' && line.by === 'turn'));
    // Ann's turn again, with a clock of its own; she does nothing either, and the bot moves for her.
    await until(() => lines.find((line) => line.event === 'move' && line.matchID === matchID && line.seat === '0' && line.by === 'turn'));
    // No boardgame.io turn was handed to the bot: the seats stay their players'.
    const { metadata } = await stored(matchID);
    expect(metadata!.players['0']!.botTurn).toBeUndefined();
    expect(metadata!.players['1']!.botTurn).toBeUndefined();
  });

  it('a turn’s clock keeps running while others answer during the turn: due when it was, never restarted', async () => {
    const { matchID, ann, bo, a, b } = await fastMatchOfTwo();
    const turnDue = (report: TableReport | undefined) => report?.clocks.find((clock) => clock.seat === '0' && clock.kind === 'turn');
    const first = await until(() => turnDue(a.tables.at(-1)));
    a.socket.emit('update', makeMove('poke', ['1'], '0', ann.body.playerCredentials), a.latest()._stateID, matchID, '0');
    // While Bo answers, Ann's turn clock is still told, due when it was, beside Bo's answer clock.
    const answering = await until(() => {
      const report = a.tables.at(-1);
      return report?.clocks.some((clock) => clock.seat === '1' && clock.kind === 'response') ? report : undefined;
    });
    expect(turnDue(answering)).toEqual(first);
    await sleep(500);
    b.socket.emit('update', makeMove('dodge', [], '1', bo.body.playerCredentials), b.latest()._stateID, matchID, '1');
    await until(async () => ((await stored(matchID)).state!.G.moves.includes('1:dodge') ? true : undefined));
    // The turn is Ann's again: the same clock, not a fresh 3 s.
    const after = await until(() => {
      const report = a.tables.at(-1);
      return report && !report.clocks.some((clock) => clock.kind === 'response') ? report : undefined;
    });
    expect(turnDue(after)).toEqual(first);
    // It runs out when it was due: the bot plays the rest of Ann's turn.
    await until(async () => ((await stored(matchID)).metadata!.players['0']!.botTurn !== undefined ? true : undefined));
  });

  it('an answer’s clock runs while others answer, and runs out for the one who does not', async () => {
    const matchID = await create(3, { timeControl: 'fast' });
    const joined = [await join(matchID, '0'), await join(matchID, '1'), await join(matchID, '2')];
    const seats = await Promise.all(joined.map((seat, i) => open(matchID, String(i), seat.body.playerCredentials)));
    seats[0]!.socket.emit('update', makeMove('shout', [], '0', joined[0]!.body.playerCredentials), seats[0]!.latest()._stateID, matchID, '0');
    await until(() => seats[1]!.latest().G.moves.includes('0:shout') || undefined);
    seats[1]!.socket.emit('update', makeMove('dodge', [], '1', joined[1]!.body.playerCredentials), seats[1]!.latest()._stateID, matchID, '1');
    await until(async () => ((await stored(matchID)).state!.G.moves.includes('1:dodge') ? true : undefined));
    // Seat 2 never answers: its clock, started with the shout, runs out all the same.
    await until(async () => ((await stored(matchID)).state!.G.moves.includes('2:ouch') ? true : undefined));
    expect((await stored(matchID)).state!.G.hits['2']).toBe(1);
  });
});
