// The hidden-information checks of views.fixture.ts catch what they are there for.
import type { LogEntry, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { given, hand, put, take } from './scenario.fixture';
import type { ExplodingKittensState } from './state';
import { viewChecks } from './checks';
import { logWatch, syncProblems } from './views.fixture';

/** A log entry of a move as boardgame.io stores it. */
const entry = (playerID: string, type: string, args: unknown[], redact = false): LogEntry =>
  ({ action: { type: 'MAKE_MOVE', payload: { type, args, playerID } }, _stateID: 0, turn: 1, phase: '', ...(redact ? { redact } : {}) }) as LogEntry;

const withLog = (state: State<ExplodingKittensState>, deltalog: LogEntry[]) => ({ ...state, deltalog });

describe('the hidden-information checks', () => {
  it('find a card id in another seat’s log entry that the viewer may not see', () => {
    const match = given(3, (G) => hand(G, '1', take(G, 'defuse')));
    const [defuse] = match.G.zones['hand:1']!;
    expect(syncProblems(match.state, [entry('0', 'play', [defuse])], '2')).toEqual([`seat 2 sees ${defuse} at log[0].action.payload.args[0]`]);
    // Its holder may see it, and a seat's own entries are its own business.
    expect(syncProblems(match.state, [entry('0', 'play', [defuse])], '1')).toEqual([]);
    expect(syncProblems(match.state, [entry('2', 'play', [defuse])], '2')).toEqual([]);
  });

  it('find the arguments of a secret move that boardgame.io was not told to redact', () => {
    const match = given(3);
    expect(syncProblems(match.state, [entry('0', 'reinsert', [1, 3])], null)).toEqual([expect.stringContaining("reads the arguments of seat 0's reinsert")]);
    expect(syncProblems(match.state, [entry('0', 'reinsert', [1, 3], true)], null)).toEqual([]);
    expect(logWatch(3).step(withLog(match.state, [entry('0', 'alter', [1, ['a', 'b']])]))).toMatch(/reads the arguments of seat 0's alter/);
    expect(logWatch(3).step(withLog(match.state, [entry('0', 'alter', [1, ['a', 'b']], true)]))).toBeUndefined();
    const [secretArguments] = viewChecks;
    const notUsed = () => {
      throw new Error('this check compares no other state');
    };
    const gave = entry('1', 'give', [1, match.G.zones['hand:1']![0]]);
    expect(secretArguments!(match.state, '2', { G: match.view('2'), log: [gave], viewOf: notUsed })).toBe("seat 1's give arguments are not redacted");
    expect(secretArguments!(match.state, '1', { G: match.view('1'), log: [gave], viewOf: notUsed })).toBeUndefined();
    const redacted = { ...gave, action: { ...gave.action, payload: { ...gave.action.payload, args: null } } } as unknown as LogEntry;
    expect(secretArguments!(match.state, '2', { G: match.view('2'), log: [redacted], viewOf: notUsed })).toBeUndefined();
  });

  it('step by step, find a card named in an old entry once it goes back into a hidden hand', () => {
    // A card played face up, then taken into a hand (as the five-different combo would do if
    // moves named card ids): the old entry would tell everyone which card the hand holds.
    const played = given(3, (G) => put(G.zones, 'discard', take(G, 'skip')));
    const [skip] = played.G.zones.discard!;
    const watch = logWatch(3);
    expect(watch.step(withLog(played.state, [entry('0', 'play', [skip])]))).toBeUndefined();
    const taken = given(3, (G) => hand(G, '1', [skip!]));
    expect(watch.step(withLog(taken.state, []))).toBe(`seat 2 has ${skip} in its log, a card it may not see now`);
  });
});
