import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { createMatch, createServerMatch, playout } from '@parlor/game-kit/testing';
import { copyWindows, type QueueWindow, type SimultaneousWindow, type WindowsState } from '../index';
import { shootout, windows as shootoutWindows, type ShootoutState } from './fixtures/shootout.fixture';
import { nopeGame, windows as nopeWindows, type NopeState } from './fixtures/nope.fixture';
import { heist, windows as heistWindows, type HeistState } from './fixtures/heist.fixture';

const v = (G: { windows: { version: number } }) => G.windows.version;

describe('a single target answers (Missed!, Beer at 0 life)', () => {
  it('makes only the target active in its stage, then gives the turn back', () => {
    const match = createMatch({ game: shootout, numPlayers: 4 });
    match.move('0', 'shoot', '2');
    expect(match.ctx.activePlayers).toEqual({ '2': 'respond' });
    expect(shootoutWindows.awaiting(match.G)).toEqual(['2']);
    // What the target's answer reads: the shot's data, for the target and that tag only.
    expect(shootoutWindows.pending(match.G, 'shot', '2')).toEqual({ from: '0' });
    expect(shootoutWindows.pending(match.G, 'shot', '1')).toBeUndefined();
    expect(shootoutWindows.pending(match.G, 'gatling', '2')).toBeUndefined();
    expect(match.attempt('0', 'shoot', '3')).toMatchObject({ ok: false, error: 'action/inactive_player' });
    match.move('2', 'dodge', v(match.G));
    expect(match.ctx.activePlayers).toBeNull();
    expect(match.G.windows.stack).toEqual([]);
    expect(match.G.life['2']).toBe(2);
    // The shooter plays on.
    match.move('0', 'shoot', '1');
    match.move('1', 'take', v(match.G));
    expect(match.G.life['1']).toBe(1);
    expect(match.ctx.activePlayers).toBeNull();
  });

  it('refuses an answer quoting an old version, changing nothing', () => {
    const match = createMatch({ game: shootout, numPlayers: 4 });
    match.move('0', 'shoot', '2');
    expect(match.attempt('2', 'dodge', v(match.G) - 1)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(match.attempt('2', 'dodge', 'nonsense')).toMatchObject({ ok: false, error: 'action/invalid_move' });
  });
});

describe('each other player answers in order (Indians!, Gatling, General Store)', () => {
  it('asks every other living seat in turn order, starting left of the player', () => {
    const match = createMatch({ game: shootout, numPlayers: 5, arrange: ({ G }) => void G.out.push('3') });
    match.move('0', 'endTurn');
    expect(match.ctx.currentPlayer).toBe('1');
    match.move('1', 'gatling');
    const asked: string[] = [];
    while (match.G.windows.stack.length > 0) {
      const [seat] = Object.keys(match.ctx.activePlayers!);
      asked.push(seat!);
      match.move(seat!, 'dodge', v(match.G));
    }
    expect(asked).toEqual(['2', '4', '0']);
    expect(match.G.history).toEqual(['gatling over']);
    expect(match.ctx.activePlayers).toBeNull();
  });

  it('lets each seat pick from the General Store in order, the player first', () => {
    const match = createMatch({ game: shootout, numPlayers: 3 });
    match.move('0', 'store');
    expect(match.G.store).toEqual(['item-1', 'item-2', 'item-3']);
    match.move('0', 'pick', v(match.G), 'item-2');
    // Seat 2 is in no stage yet, so the stage's moves do not exist for it.
    expect(match.attempt('2', 'pick', v(match.G), 'item-1')).toMatchObject({ error: 'action/unavailable_move' });
    expect(match.attempt('1', 'pick', v(match.G), 'item-2')).toMatchObject({ error: 'action/invalid_move' });
    match.move('1', 'pick', v(match.G), 'item-3');
    match.move('2', 'pick', v(match.G), 'item-1');
    expect(match.G.picks).toEqual({ '0': ['item-2'], '1': ['item-3'], '2': ['item-1'] });
    expect(match.G.history).toEqual(['store closed']);
  });
});

describe('nested windows', () => {
  it('opens a last chance inside a Gatling and resumes the Gatling after it', () => {
    const match = createMatch({ game: shootout, numPlayers: 4, arrange: ({ G }) => void (G.life['1'] = 1) });
    match.move('0', 'gatling');
    expect(match.ctx.activePlayers).toEqual({ '1': 'respond' });
    match.move('1', 'take', v(match.G));
    // Seat 1 hit 0 life: its last-chance window sits on top of the Gatling, which has moved on to seat 2.
    expect(match.G.windows.stack.map((w) => w.tag)).toEqual(['gatling', 'lastChance']);
    expect(match.ctx.activePlayers).toEqual({ '1': 'lastChance' });
    expect(match.attempt('2', 'dodge', v(match.G))).toMatchObject({ error: 'action/unavailable_move' });
    match.move('1', 'drink', v(match.G));
    expect(match.G.life['1']).toBe(1);
    expect(match.ctx.activePlayers).toEqual({ '2': 'respond' });
    match.move('2', 'take', v(match.G));
    match.move('3', 'dodge', v(match.G));
    expect(match.G.history).toEqual(['hit 1', '1 saved', 'hit 2', 'gatling over']);
    expect(match.ctx.activePlayers).toBeNull();
  });

  it('takes a seat out when it gives up its last chance, and skips it from then on', () => {
    const match = createMatch({ game: shootout, numPlayers: 3, arrange: ({ G }) => void (G.life['1'] = 1) });
    match.move('0', 'shoot', '1');
    match.move('1', 'take', v(match.G));
    match.move('1', 'die', v(match.G));
    expect(match.G.out).toEqual(['1']);
    match.move('0', 'endTurn');
    expect(match.ctx.currentPlayer).toBe('2');
    match.move('2', 'gatling');
    expect(match.ctx.activePlayers).toEqual({ '0': 'respond' });
  });

  it('ends the turn of a player who dies in his own duel', () => {
    const match = createMatch({
      game: shootout,
      numPlayers: 3,
      arrange: ({ G }) => {
        G.life['0'] = 1;
        G.ammo['0'] = 0;
      },
    });
    match.move('0', 'duel', '2');
    match.move('2', 'fire', v(match.G));
    expect(match.ctx.activePlayers).toEqual({ '0': 'duel' });
    expect(match.attempt('0', 'fire', v(match.G))).toMatchObject({ error: 'action/invalid_move' });
    match.move('0', 'yield', v(match.G));
    match.move('0', 'die', v(match.G));
    expect(match.G.out).toEqual(['0']);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.ctx.activePlayers).toBeNull();
  });
});

describe('a back-and-forth between two seats (Duel)', () => {
  it('alternates until one yields, who loses', () => {
    const match = createMatch({ game: shootout, numPlayers: 4 });
    match.move('0', 'duel', '3');
    const order: string[] = [];
    order.push(Object.keys(match.ctx.activePlayers!)[0]!);
    match.move('3', 'fire', v(match.G));
    order.push(Object.keys(match.ctx.activePlayers!)[0]!);
    match.move('0', 'fire', v(match.G));
    order.push(Object.keys(match.ctx.activePlayers!)[0]!);
    match.move('3', 'fire', v(match.G));
    order.push(Object.keys(match.ctx.activePlayers!)[0]!);
    match.move('0', 'yield', v(match.G));
    expect(order).toEqual(['3', '0', '3', '0']);
    expect(match.G.history).toEqual(['duel lost by 0', 'hit 0']);
    expect(match.G.ammo).toMatchObject({ '0': 1, '3': 0 });
    expect(match.ctx.activePlayers).toBeNull();
  });
});

describe('an open window: anyone, any number of times, until everyone passes (Nope)', () => {
  const nope = (numPlayers = 4) => createMatch({ game: nopeGame, numPlayers });

  it('waits for every other seat and resolves when all have passed', () => {
    const match = nope();
    match.move('0', 'play', 'shuffle');
    expect(match.ctx.activePlayers).toEqual({ '1': 'nope', '2': 'nope', '3': 'nope' });
    for (const seat of ['2', '3']) match.move(seat, 'pass', v(match.G));
    expect(match.G.resolved).toEqual([]);
    expect(nopeWindows.awaiting(match.G)).toEqual(['1']);
    match.move('1', 'pass', v(match.G));
    expect(match.G.resolved).toEqual(['shuffle']);
    expect(match.ctx.activePlayers).toBeNull();
  });

  it('asks everyone again after a Nope, the player included, and counts the chain', () => {
    const match = nope();
    match.move('0', 'play', 'attack');
    match.move('2', 'nope', v(match.G));
    expect(match.G.windows.stack[0]).toMatchObject({ chain: [{ seat: '2' }], waiting: ['0', '1', '3'] });
    expect(match.ctx.activePlayers).toEqual({ '0': 'nope', '1': 'nope', '3': 'nope' });
    // The player of the attack Nopes the Nope ("Yup").
    match.move('0', 'nope', v(match.G));
    for (const seat of ['1', '2', '3']) match.move(seat, 'pass', v(match.G));
    expect(match.G.resolved).toEqual(['attack']);
    expect(match.G.nopes).toMatchObject({ '0': 1, '2': 1 });
  });

  it('cancels an action with an odd number of Nopes', () => {
    const match = nope(3);
    match.move('0', 'play', 'attack');
    match.move('1', 'nope', v(match.G));
    for (const seat of ['0', '2']) match.move(seat, 'pass', v(match.G));
    expect(match.G.cancelled).toEqual(['attack']);
    expect(match.G.resolved).toEqual([]);
  });

  it('lets a seat that passed still Nope while the window is open, and only once pass per play', () => {
    const match = nope(3);
    match.move('0', 'play', 'shuffle');
    match.move('1', 'pass', v(match.G));
    expect(match.attempt('1', 'pass', v(match.G))).toMatchObject({ error: 'action/invalid_move' });
    match.move('1', 'nope', v(match.G));
    expect(nopeWindows.awaiting(match.G)).toEqual(['0', '2']);
    // Only the seat that played the last Nope has nothing pending.
    expect(nopeWindows.pending(match.G, 'action', '1')).toBeUndefined();
    expect(nopeWindows.pending(match.G, 'action', '0')).toBeDefined();
    // Having played the last Nope, seat 1 is not asked to answer it.
    expect(match.attempt('1', 'nope', v(match.G))).toMatchObject({ error: 'action/unavailable_move' });
  });

  it('refuses a pass that was decided before a Nope it had not seen', () => {
    const match = nope(3);
    match.move('0', 'play', 'shuffle');
    const seen = v(match.G);
    match.move('1', 'nope', seen);
    expect(match.attempt('2', 'pass', seen)).toMatchObject({ error: 'action/invalid_move' });
    match.move('2', 'pass', v(match.G));
    match.move('0', 'pass', v(match.G));
    expect(match.G.cancelled).toEqual(['shuffle']);
  });

  it('opens the next window from the resolution of the chain (a Favor asks its target for a card)', () => {
    const match = nope(3);
    match.move('0', 'play', 'favor', '2');
    for (const seat of ['1', '2']) match.move(seat, 'pass', v(match.G));
    expect(match.G.windows.stack.map((w) => w.tag)).toEqual(['give']);
    expect(match.ctx.activePlayers).toEqual({ '2': 'give' });
    match.move('2', 'give', v(match.G));
    expect(match.G.cards).toMatchObject({ '0': 4, '2': 2 });
    expect(match.ctx.activePlayers).toBeNull();
  });
});

describe('every listed seat answers once, in any order (a simultaneous window)', () => {
  it('waits for every listed seat at once, takes each answer once, and closes with all of them', () => {
    const match = createMatch({ game: shootout, numPlayers: 4 });
    match.move('0', 'standoff');
    expect(match.ctx.activePlayers).toEqual({ '1': 'standoff', '2': 'standoff', '3': 'standoff' });
    const version = v(match.G);
    match.move('3', 'hold', version);
    // Answers do not change the version: the others' answers from the same state stay good.
    expect(v(match.G)).toBe(version);
    expect(match.ctx.activePlayers).toEqual({ '1': 'standoff', '2': 'standoff' });
    expect(shootoutWindows.awaiting(match.G)).toEqual(['1', '2']);
    match.move('1', 'stare', version);
    expect(match.G.history).toEqual([]);
    match.move('2', 'hold', version);
    expect(match.G.history).toEqual(['standoff: 3 held, 1 passed, 2 held']);
    expect(match.ctx.activePlayers).toBeNull();
    expect(v(match.G)).toBeGreaterThan(version);
  });

  it('refuses a second answer, a seat not asked and an answer to another window', () => {
    const match = createMatch({ game: shootout, numPlayers: 3 });
    const before = v(match.G);
    match.move('0', 'standoff');
    match.move('1', 'hold', v(match.G));
    expect(match.attempt('1', 'hold', v(match.G))).toMatchObject({ ok: false });
    expect(match.attempt('0', 'hold', v(match.G))).toMatchObject({ ok: false });
    expect(match.attempt('2', 'hold', before)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    match.move('2', 'hold', v(match.G));
    expect(match.G.history).toEqual(['standoff: 1 held, 2 held']);
  });

  it('nests: a last chance opened by one answer is settled before the others answer, then they still can', () => {
    const match = createMatch({ game: shootout, numPlayers: 4, arrange: ({ G }) => void (G.life['2'] = 1) });
    match.move('0', 'standoff');
    const version = v(match.G);
    match.move('2', 'flinch', version);
    expect(match.G.windows.stack.map((w) => w.tag)).toEqual(['standoff', 'lastChance']);
    expect(match.ctx.activePlayers).toEqual({ '2': 'lastChance' });
    expect(match.attempt('1', 'hold', version)).toMatchObject({ error: 'action/unavailable_move' });
    match.move('2', 'drink', v(match.G));
    expect(match.ctx.activePlayers).toEqual({ '1': 'standoff', '3': 'standoff' });
    match.move('3', 'hold', v(match.G));
    match.move('1', 'flinch', v(match.G));
    expect(match.G.history).toEqual(['hit 2', '2 saved', 'standoff: 2 flinched, 3 held, 1 flinched', 'hit 1']);
    expect(match.G.life).toMatchObject({ '1': 1, '2': 1 });
    expect(match.ctx.activePlayers).toBeNull();
  });
});

describe('simultaneous answers on the server (boardgame.io Master)', () => {
  it('keeps every answer to a simultaneous window sent from the same state', async () => {
    const server = createServerMatch({ game: shootout, numPlayers: 4 });
    await server.send('0', 'standoff', []);
    const [stateID, version] = [server.state._stateID, v(server.state.G)];
    expect(await server.send('2', 'hold', [version], stateID)).toBe(true);
    expect(await server.send('3', 'stare', [version], stateID)).toBe(true);
    expect(await server.send('1', 'hold', [version], stateID)).toBe(true);
    expect(server.state.G.history).toEqual(['standoff: 2 held, 3 passed, 1 held']);
    // A repeated answer (a double click) is refused, whatever state it quotes.
    await server.send('0', 'standoff', []);
    const [again, next] = [server.state._stateID, v(server.state.G)];
    expect(await server.send('2', 'hold', [next], again)).toBe(true);
    expect(await server.send('2', 'hold', [next], again)).toBe(false);
    expect(server.state.G.windows.stack[0]).toMatchObject({ waiting: ['1', '3'] });
  });

  it('keeps two secret choices made at once by the two seats of a planning game', async () => {
    const server = createServerMatch<HeistState>({ game: heist, numPlayers: 2 });
    const [stateID, version] = [server.state._stateID, heistWindows.version(server.state.G)];
    expect(await server.send('1', 'hide', [version, 'cellar'], stateID)).toBe(true);
    expect(await server.send('0', 'hide', [version, 'attic'], stateID)).toBe(true);
    expect(server.state.G.hideouts).toEqual({ '0': 'attic', '1': 'cellar' });
    expect(server.state.ctx.activePlayers).toEqual({ '0': 'plan' });
  });


  it('keeps both of two passes sent from the same state', async () => {
    const server = createServerMatch({ game: nopeGame, numPlayers: 3 });
    await server.send('0', 'play', ['shuffle']);
    const stateID = server.state._stateID;
    const version = v(server.state.G);
    // Both seats answer the same state: with ignoreStaleStateID and the version check, neither is lost.
    expect(await server.send('1', 'pass', [version], stateID)).toBe(true);
    expect(await server.send('2', 'pass', [version], stateID)).toBe(true);
    expect(server.state.G.resolved).toEqual(['shuffle']);
    expect(server.state.ctx.activePlayers).toBeNull();
  });

  it('would lose the second pass without ignoreStaleStateID (why responseMove sets it)', async () => {
    const strict: Game<NopeState> = {
      ...nopeGame,
      turn: {
        ...nopeGame.turn,
        stages: {
          ...nopeGame.turn!.stages,
          nope: { moves: { ...nopeGame.turn!.stages!.nope!.moves, pass: (context, version) => nopeWindows.pass(context, version) } },
        },
      },
    };
    const server = createServerMatch({ game: strict, numPlayers: 3 });
    await server.send('0', 'play', ['shuffle']);
    const stateID = server.state._stateID;
    const version = v(server.state.G);
    expect(await server.send('1', 'pass', [version], stateID)).toBe(true);
    expect(await server.send('2', 'pass', [version], stateID)).toBe(false);
    expect(server.state.G.resolved).toEqual([]);
  });

  it('applies a pass and a Nope sent at once in either order without losing or misapplying one', async () => {
    // Pass first: the pass stands, the Nope then reopens the window for everyone.
    const a = createServerMatch({ game: nopeGame, numPlayers: 3 });
    await a.send('0', 'play', ['attack']);
    const [stateA, versionA] = [a.state._stateID, v(a.state.G)];
    expect(await a.send('2', 'pass', [versionA], stateA)).toBe(true);
    expect(await a.send('1', 'nope', [versionA], stateA)).toBe(true);
    expect(a.state.G.windows.stack[0]).toMatchObject({ chain: [{ seat: '1' }], waiting: ['0', '2'] });

    // Nope first: the pass was decided without seeing it, so it is refused and seat 2 decides again.
    const b = createServerMatch({ game: nopeGame, numPlayers: 3 });
    await b.send('0', 'play', ['attack']);
    const [stateB, versionB] = [b.state._stateID, v(b.state.G)];
    expect(await b.send('1', 'nope', [versionB], stateB)).toBe(true);
    expect(await b.send('2', 'pass', [versionB], stateB)).toBe(false);
    expect(b.state.G.windows.stack[0]).toMatchObject({ waiting: ['0', '2'] });
  });

  it('does not let a doubled pass leak into the next window', async () => {
    const server = createServerMatch({ game: nopeGame, numPlayers: 2 });
    await server.send('0', 'play', ['shuffle']);
    const [stateID, version] = [server.state._stateID, v(server.state.G)];
    expect(await server.send('1', 'pass', [version], stateID)).toBe(true);
    await server.send('0', 'play', ['attack']);
    // The second click of a double click arrives now, quoting the first window.
    expect(await server.send('1', 'pass', [version], stateID)).toBe(false);
    expect(server.state.G.windows.stack[0]).toMatchObject({ tag: 'action', waiting: ['1'] });
  });
});

describe('what it costs boardgame.io', () => {
  /** The game, with every setActivePlayers call of its moves and hooks counted. */
  function counting<G>(game: Game<G>) {
    const calls: unknown[] = [];
    const wrapped: Game<G> = {
      ...game,
      plugins: [
        ...(game.plugins ?? []),
        {
          name: 'count-events',
          fnWrap:
            (fn) =>
            (context, ...args) => {
              const events = context.events as unknown as Record<string, (...a: unknown[]) => void> | undefined;
              if (!events) return fn(context, ...args);
              const setActivePlayers = (...a: unknown[]) => {
                calls.push(a[0]);
                events.setActivePlayers!(...a);
              };
              return fn({ ...context, events: { ...events, setActivePlayers } as unknown as typeof context.events }, ...args);
            },
        },
      ],
    };
    return { game: wrapped, calls };
  }

  it('sets the active players only when they change: not between two actions of one seat', () => {
    const { game, calls } = counting(heist);
    const match = createMatch({ game, numPlayers: 2 });
    for (const seat of ['0', '1']) match.move(seat, 'hide', heistWindows.version(match.G), 'attic');
    // Normal turn: 0 then 1; speed-up: 0, 0, 1, 1.
    const before = calls.length;
    const seats: string[] = [];
    for (let i = 0; i < 5; i++) {
      const [seat] = match.activeSeats();
      seats.push(seat!);
      match.move(seat!, 'play', heistWindows.version(match.G), 'move');
    }
    expect(seats).toEqual(['0', '1', '0', '0', '1']);
    // A change after the first, second and fourth plays only; the third left seat 0 acting.
    expect(calls.slice(before)).toEqual([{ value: { '1': 'plan' } }, { value: { '0': 'plan' } }, { value: { '1': 'plan' } }]);
    expect(match.ctx.activePlayers).toEqual({ '1': 'plan' });
  });

  it('sets them once when a closing window’s handler opens the next one', () => {
    const { game, calls } = counting(heist);
    const match = createMatch({ game, numPlayers: 2 });
    match.move('0', 'hide', heistWindows.version(match.G), 'attic');
    const before = calls.length;
    match.move('1', 'hide', heistWindows.version(match.G), 'cellar');
    // The hide window closed and its handler opened the planning queue: one event, not two.
    expect(calls.slice(before)).toEqual([{ value: { '0': 'plan' } }]);
  });
});

describe('copyWindows', () => {
  it('copies whatever an answer can change, deeply for the game’s data, and shares the fixed queue items', () => {
    const match = createMatch({ game: shootout, numPlayers: 4 });
    match.move('0', 'gatling');
    match.move('1', 'take', v(match.G));
    const original = structuredClone(match.G.windows);
    const copy = copyWindows(match.G.windows);
    expect(copy).toEqual(original);
    const [queue] = copy.stack as [QueueWindow];
    expect(queue.items).toBe((match.G.windows.stack[0] as QueueWindow).items);
    expect(copy.stack).not.toBe(match.G.windows.stack);
    expect(queue).not.toBe(match.G.windows.stack[0]);
    expect(queue.data).not.toBe(match.G.windows.stack[0]!.data);
    const nested = { stack: [{ kind: 'simultaneous', id: 1, tag: 't', data: { deep: [1] }, stage: 's', waiting: ['1'], answers: [{ seat: '0', data: { x: [2] } }] }], version: 3, nextId: 2, base: { turn: 1, activePlayers: { '0': 'a' } } } as WindowsState;
    const twin = copyWindows(nested);
    expect(twin).toEqual(nested);
    const [window] = twin.stack as [SimultaneousWindow<string, { deep: number[] }>];
    window.data.deep.push(9);
    window.waiting.push('2');
    (window.answers[0]!.data as { x: number[] }).x.push(9);
    expect(twin.base).toBe(nested.base);
    expect(nested).toEqual({ stack: [{ kind: 'simultaneous', id: 1, tag: 't', data: { deep: [1] }, stage: 's', waiting: ['1'], answers: [{ seat: '0', data: { x: [2] } }] }], version: 3, nextId: 2, base: { turn: 1, activePlayers: { '0': 'a' } } });
  });
});

describe('random playouts through every kind of window', () => {
  const invariant = (check: (G: never, ctx: never) => string | undefined) => (state: { G: unknown; ctx: unknown }) =>
    check(state.G as never, state.ctx as never);

  it.each([3, 4, 6])('keeps ctx.activePlayers equal to what the innermost window lets act (shootout, %i seats)', (numPlayers) => {
    for (let i = 0; i < 20; i++) {
      const result = playout<ShootoutState>({
        game: shootout,
        numPlayers,
        seed: `shootout-${numPlayers}-${i}`,
        maxSteps: 400,
        invariants: [invariant(shootoutWindows.check)],
      });
      expect(result.failure).toBeUndefined();
    }
  });

  it.each([2, 5, 10])('keeps Nope chains consistent (%i seats)', (numPlayers) => {
    for (let i = 0; i < 20; i++) {
      const result = playout<NopeState>({
        game: nopeGame,
        numPlayers,
        seed: `nope-${numPlayers}-${i}`,
        invariants: [
          invariant(nopeWindows.check),
          (state) => (Object.values(state.G.nopes).some((n) => n < 0) ? 'a Nope was spent twice' : undefined),
        ],
      });
      expect(result.failure).toBeUndefined();
      expect(result.ended).toBe(true);
    }
  });
});
