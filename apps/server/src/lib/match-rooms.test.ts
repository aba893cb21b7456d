import type { Server as BgioServer, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { turnerModule } from '../test/turner-game';
import { gameRuntime, type GameRuntime, type Published } from './game-runtime';
import { MatchRooms, SEATS_CHANGED, type RoomClient } from './match-rooms';
import { MoveStages } from './move-stages';
import { InMemoryPubSub } from './pubsub';

const seatsOf = (names: string[]) =>
  ({
    gameName: 'turner',
    players: Object.fromEntries(names.map((name, id) => [id, { id, name, credentials: `secret-${id}`, isConnected: true }])),
    createdAt: 0,
    updatedAt: 0,
  }) as unknown as BgioServer.MatchData;

interface TestClient extends RoomClient {
  received: { event: string; args: unknown[] }[];
}

function client(matchID: string, playerID: string | null): TestClient {
  const received: TestClient['received'] = [];
  return { matchID, playerID, received, socket: { emit: (event, ...args) => received.push({ event, args }) } };
}

/** A runtime of the test game that counts how often a seat's view is computed. */
function countingRuntime(): GameRuntime & { filtered: (string | null)[] } {
  const runtime = gameRuntime(turnerModule, pino({ level: 'silent' }));
  const filtered: (string | null)[] = [];
  return { ...runtime, filtered, filter: (playerID, payload) => (filtered.push(playerID), runtime.filter(playerID, payload)) };
}

function setUp(options: { seatsBytes?: number } = {}) {
  const pubsub = new InMemoryPubSub<Published>();
  const forgotten: string[] = [];
  const movedElsewhere: string[] = [];
  const givenUp: string[] = [];
  const reads: string[] = [];
  const stored = new Map<string, BgioServer.MatchData>();
  const storage = {
    forget: (matchID: string) => void forgotten.push(matchID),
    fetch: async (matchID: string) => (reads.push(matchID), { metadata: stored.get(matchID) }),
  };
  const rooms = new MatchRooms<TestClient>({
    pubsub,
    self: 'this-process',
    storage: storage as never,
    stages: new MoveStages(),
    onSeatsGivenUp: (matchID) => void givenUp.push(matchID),
    onMovedElsewhere: (matchID) => void movedElsewhere.push(matchID),
    ...options,
  });
  return { pubsub, rooms, forgotten, movedElsewhere, givenUp, reads, stored };
}

const state = InitializeGame({ game: turnerModule.game, numPlayers: 2 }) as State;

describe('MatchRooms', () => {
  it('sends a move to every socket through its seat’s view, computed once per seat, with the table as the last argument', async () => {
    const { rooms } = setUp();
    const runtime = countingRuntime();
    const tabs = [client('m1', '0'), client('m1', '0'), client('m1', '1'), client('m1', null)];
    for (const tab of tabs) await rooms.enter(tab);
    rooms.synced('m1', runtime, seatsOf(['Ann', 'Bo']));
    const table = { begun: true } as never;
    rooms.publish('m1', { payload: { type: 'update', args: ['m1', { ...state, _stateID: 1 }] }, table });
    expect(tabs.map((tab) => tab.received.length)).toEqual([1, 1, 1, 1]);
    expect(runtime.filtered.sort()).toEqual(['0', '1', null].sort());
    for (const tab of tabs) {
      const [message] = tab.received;
      expect(message!.event).toBe('update');
      expect(message!.args.at(-1)).toBe(table);
    }
  });

  it('holds what a socket still syncing would miss, and sends nothing before the match’s game is known', async () => {
    const { rooms } = setUp();
    const syncing = { ...client('m1', '0'), pending: [] as Published[] };
    const unknownGame = client('m1', '1');
    await rooms.enter(syncing);
    await rooms.enter(unknownGame);
    rooms.publish('m1', { payload: { type: 'chat', args: ['m1', { sender: '1', payload: 'hi' }] } });
    expect(syncing.pending).toHaveLength(1);
    expect(syncing.received).toEqual([]);
    expect(unknownGame.received).toEqual([]);
  });

  it('never lets an older report of the seats replace a newer one', async () => {
    const { rooms } = setUp();
    const tab = client('m1', '0');
    await rooms.enter(tab);
    rooms.synced('m1', countingRuntime(), seatsOf(['Ann', 'Bo']));
    rooms.publish('m1', { version: 5, payload: { type: 'matchData', args: ['m1', ['five']] } });
    rooms.publish('m1', { version: 4, payload: { type: 'matchData', args: ['m1', ['four']] } });
    rooms.publish('m1', { version: 6, payload: { type: 'matchData', args: ['m1', ['six']] } });
    expect(tab.received.map((message) => message.args[1])).toEqual([['five'], ['six']]);
  });

  it('forgets what it kept of a match another process moved, and keeps it for its own moves', async () => {
    const { rooms, pubsub, forgotten, movedElsewhere } = setUp();
    await rooms.enter(client('m1', '0'));
    rooms.publish('m1', { payload: { type: 'update', args: ['m1', state] } });
    expect(forgotten).toEqual([]);
    pubsub.publish('match:m1', { from: 'another-process', payload: { type: 'update', args: ['m1', state] } });
    expect(forgotten).toEqual(['m1']);
    expect(movedElsewhere).toEqual(['m1']);
  });

  it('drops the seats kept when another process reports new ones, and reads them again when asked', async () => {
    const { rooms, pubsub, stored, reads } = setUp();
    await rooms.enter(client('m1', '0'));
    rooms.synced('m1', countingRuntime(), seatsOf(['Ann', 'Bo']));
    pubsub.publish('match:m1', { from: 'another-process', payload: { type: 'matchData', args: ['m1', []] } });
    expect(rooms.seatsOf('m1')).toBeUndefined();
    stored.set('m1', seatsOf(['Ann', 'Cy']));
    expect((await rooms.metadataOf('m1'))?.players[1]?.name).toBe('Cy');
    expect(await rooms.metadataOf('m1')).toBe(rooms.seatsOf('m1'));
    expect(reads).toEqual(['m1']);
  });

  it('passes a seat given up to the transport, to check every socket’s credentials again', async () => {
    const { rooms, givenUp } = setUp();
    await rooms.enter(client('m1', '0'));
    rooms.publish('m1', { payload: { type: SEATS_CHANGED, args: [] } });
    expect(givenUp).toEqual(['m1']);
  });

  it('ends a room with its last socket: stops hearing the match and forgets its state, game and seats', async () => {
    const { rooms, pubsub, forgotten } = setUp();
    const first = client('m1', '0');
    const second = client('m1', '1');
    await rooms.enter(first);
    await rooms.enter(second);
    rooms.synced('m1', countingRuntime(), seatsOf(['Ann', 'Bo']));
    rooms.exit(first);
    expect(rooms.has('m1')).toBe(true);
    rooms.exit(second);
    expect(rooms.has('m1')).toBe(false);
    expect(rooms.gameOf('m1')).toBeUndefined();
    expect(rooms.seatsOf('m1')).toBeUndefined();
    expect(rooms.seatsBytes).toBe(0);
    expect(forgotten).toEqual(['m1']);
    // Nothing hears the channel any more: a message to it reaches no socket.
    pubsub.publish('match:m1', { from: 'another-process', payload: { type: 'chat', args: [] } });
    expect(second.received).toEqual([]);
  });

  it('keeps seats only for matches with sockets here, and within its bound in bytes', async () => {
    const one = JSON.stringify(seatsOf(['Ann', 'Bo'])).length;
    const { rooms, reads, stored } = setUp({ seatsBytes: one * 3 });
    rooms.rememberSeats('nobody-here', seatsOf(['Ann', 'Bo']));
    expect(rooms.seatsOf('nobody-here')).toBeUndefined();
    for (let match = 0; match < 10; match++) {
      await rooms.enter(client(`m${match}`, '0'));
      rooms.rememberSeats(`m${match}`, seatsOf(['Ann', 'Bo']));
      expect(rooms.seatsBytes).toBeLessThanOrEqual(one * 3);
    }
    expect(rooms.seatsOf('m9')).toBeDefined();
    expect(rooms.seatsOf('m0')).toBeUndefined();
    // An evicted match's seats are read again when needed.
    stored.set('m0', seatsOf(['Ann', 'Bo']));
    expect(await rooms.metadataOf('m0')).toEqual(seatsOf(['Ann', 'Bo']));
    expect(reads).toEqual(['m0']);
  });
});
