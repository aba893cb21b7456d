import { EventEmitter } from 'node:events';
import type { SocketIO } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import { TableFeed, withTableEvents, type TableReport } from './table';

type Multiplayer = ReturnType<typeof SocketIO>;

/** boardgame.io's transport as withTableEvents sees it: connect() opens `socket`. */
function fakeMultiplayer(socket: EventEmitter): Multiplayer {
  return (() => {
    const transport = { socket: null as EventEmitter | null, connect: () => (transport.socket = socket) };
    return transport;
  }) as unknown as Multiplayer;
}

const report = (matchID: string, dueAt: number): TableReport => ({ matchID, startedAt: 5, timeControl: 'normal', serverNow: 1000, clocks: [{ seat: '1', kind: 'turn', dueAt, ms: 90_000 }] });

describe('withTableEvents', () => {
  const open = () => {
    const socket = new EventEmitter();
    const feed = new TableFeed('m1', { begun: false, timeControl: 'normal', clocks: [] }, () => 50_000);
    const transport = withTableEvents(feed, fakeMultiplayer(socket))({} as never) as unknown as { connect: () => void };
    transport.connect();
    return { socket, feed };
  };

  it('takes the table from its own event and from the last argument of the move that changed it', () => {
    const { socket, feed } = open();
    socket.emit('parlor:table', report('m1', 31_000));
    expect(feed.current().table).toMatchObject({ begun: true, clocks: [{ seat: '1', dueAt: 80_000 }] });
    // update(matchID, state, log, table) and patch(matchID, prevStateID, stateID, patch, log, table).
    socket.emit('update', 'm1', { _stateID: 3 }, [], report('m1', 11_000));
    expect(feed.current().table.clocks).toMatchObject([{ dueAt: 60_000 }]);
    socket.emit('patch', 'm1', 3, 4, [], [], report('m1', 21_000));
    expect(feed.current().table.clocks).toMatchObject([{ dueAt: 70_000 }]);
  });

  it('keeps the table when a move brings none, or one of another match', () => {
    const { socket, feed } = open();
    socket.emit('update', 'm1', { _stateID: 3 }, [], report('m1', 11_000));
    const before = feed.current();
    socket.emit('update', 'm1', { _stateID: 4 }, []);
    socket.emit('patch', 'm1', 4, 5, [], []);
    socket.emit('update', 'm2', { _stateID: 9 }, [], report('m2', 99_000));
    expect(feed.current()).toBe(before);
  });
});
