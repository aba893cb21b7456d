import type { LogEntry, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { rebuildMatch, replayRules, viewStep, type ReplaySource } from './replay';
import { apply, initialState } from './testing/reducer';
import { choiceGenerator } from './testing/playout';
import { raceGame, type RaceState } from './testing/race-game.fixture';

/** Plays a race match as the server would store it: initial state, every log entry, every state in between. */
function storedMatch(seed: string, numPlayers = 3) {
  const pick = choiceGenerator(seed);
  const initial = initialState(raceGame, numPlayers, { pileSize: 8 }, seed);
  const storedInitial = JSON.parse(JSON.stringify(initial)) as State;
  const states = [storedInitial] as State<RaceState>[];
  const log: LogEntry[] = [];
  let state = JSON.parse(JSON.stringify(initial)) as State<RaceState>;
  while (state.ctx.gameover === undefined) {
    const seats = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    const seat = seats[pick(seats.length)]!;
    const options = raceGame.ai!.enumerate(state.G, state.ctx, seat) as { move: string; args?: unknown[] }[];
    const move = options[pick(options.length)]!;
    const outcome = apply(raceGame, state, { seat, name: move.move, args: move.args ?? [] });
    if (!outcome.ok) throw new Error(outcome.message);
    const { deltalog, ...stored } = outcome.state;
    log.push(...(deltalog ?? []));
    // Kept apart from the state the next move is made on: boardgame.io changes that one in place.
    state = JSON.parse(JSON.stringify(stored)) as State<RaceState>;
    states.push(JSON.parse(JSON.stringify(stored)) as State<RaceState>);
  }
  const source: ReplaySource = { initialState: storedInitial, log, finalState: state, numPlayers, setupData: { pileSize: 8 } };
  return { source, states };
}

describe('rebuildMatch', () => {
  it('reproduces every state of a match from its seed and its actions', () => {
    for (const seed of ['a', 'b', 'c']) {
      const { source, states } = storedMatch(seed);
      const rebuilt = rebuildMatch(replayRules(raceGame), source);
      if (!rebuilt.ok) throw new Error(rebuilt.problem);
      expect(rebuilt.steps.map((step) => step.state._stateID)).toEqual(states.map((state) => state._stateID));
      expect(JSON.parse(JSON.stringify(rebuilt.steps.map((step) => step.state)))).toEqual(states);
      // Each step carries the entries its action wrote, the events it set off with it.
      expect(rebuilt.steps.slice(1).every((step) => step.log[0]?.automatic !== true && step.log.length >= 1)).toBe(true);
      expect(rebuilt.steps.flatMap((step) => step.log)).toEqual(source.log);
      expect(rebuilt.bytes).toBe(states.reduce((sum, state) => sum + JSON.stringify(state).length, 0));
    }
  });

  it('says so, and returns no step, when the rules no longer lead to the stored states', () => {
    const { source } = storedMatch('d');
    // A move that behaves differently now: the draw pile grows by a card each draw.
    const changedMoves = { ...raceGame.phases!.play!.moves! } as Record<string, unknown>;
    const draw = (raceGame.phases!.play!.moves!.draw as { move: (...args: unknown[]) => unknown }).move;
    changedMoves.draw = { move: (context: { G: RaceState }, ...args: unknown[]) => { const result = draw(context, ...args); context.G.ready.push('x'); return result; }, client: false };
    const changed = { ...raceGame, phases: { ...raceGame.phases, play: { ...raceGame.phases!.play, moves: changedMoves } } };
    const outcome = rebuildMatch(replayRules(changed as typeof raceGame), source);
    expect(outcome).toMatchObject({ ok: false });
    expect(outcome.ok ? '' : outcome.problem).toMatch(/final state|refused/);

    const reshuffled = { ...raceGame, setup: (context: Parameters<NonNullable<typeof raceGame.setup>>[0]) => ({ ...raceGame.setup!(context, { pileSize: 7 }) }) };
    expect(rebuildMatch(replayRules(reshuffled), source)).toEqual({ ok: false, step: 0, problem: 'setup with the stored seed no longer makes the stored initial state' });
  });

  it('refuses a log that does not follow on from the states', () => {
    const { source } = storedMatch('e');
    const skipped = { ...source, log: source.log.slice(1) };
    expect(rebuildMatch(replayRules(raceGame), skipped)).toMatchObject({ ok: false, step: 1 });
  });
});

describe('viewStep', () => {
  it('shows a seat only its own hand and redacts what others gave, as the match did; everything shows every hand', () => {
    const { source } = storedMatch('f');
    const rebuilt = rebuildMatch(replayRules(raceGame), source);
    if (!rebuilt.ok) throw new Error(rebuilt.problem);
    const rules = replayRules(raceGame);
    const last = rebuilt.steps.at(-1)!;
    const hands = (G: unknown) => (G as RaceState).zones;
    const full = last.state.G as RaceState;
    const seat0 = viewStep(rules, last, '0');
    expect(hands(seat0.state.G)['hand:0']).toEqual(full.zones['hand:0']);
    expect(JSON.stringify(hands(seat0.state.G)['hand:1'])).not.toEqual(JSON.stringify(full.zones['hand:1']));
    const spectator = viewStep(rules, last, null);
    expect(JSON.stringify(spectator.state.G)).not.toContain(full.zones['hand:0']![0]!);
    expect(spectator.state.plugins).not.toHaveProperty('random.data.prngstate');
    expect(viewStep(rules, last, null, true).state.G).toEqual(full);
    // A give is a secret move: its card shows only to its giver, or with everything shown.
    const giving = rebuilt.steps.find((step) => step.log[0]?.action.payload.type === 'give');
    if (giving) {
      const giver = String(giving.log[0]!.action.payload.playerID);
      const other = String((Number(giver) + 1) % 3);
      expect(viewStep(rules, giving, giver).log[0]!.action.payload.args).not.toBeNull();
      expect(viewStep(rules, giving, other).log[0]!.action.payload.args).toBeNull();
      expect(viewStep(rules, giving, other, true).log[0]!.action.payload.args).not.toBeNull();
    }
  });
});
