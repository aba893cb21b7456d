import { describe, expect, it } from 'vitest';
import { baselineModule, BASELINE_MOVES_PER_MATCH } from './baseline';
import { formatMessageCosts, messageCosts } from './message-costs';
import { run } from './run';
import { simulate, type Recorded } from './simulate';

describe('messageCosts', () => {
  it('makes every viewer’s update and patch after every recorded move, and averages them', () => {
    const recorded: Recorded[] = [];
    simulate(baselineModule, { matches: 2, numPlayers: 3, seed: 'messages', recorded });
    let now = 0;
    const costs = messageCosts(baselineModule.game, { numPlayers: 3, clock: () => (now += 1) }, recorded);
    expect(costs.moves).toBe(2 * BASELINE_MOVES_PER_MATCH);
    expect(costs.messages).toBe(costs.moves * 4);
    // Each message is timed once: one tick of the clock from start to end.
    expect(costs.update.ms).toBe(1);
    expect(costs.patch.ms).toBe(1);
    // A counter that goes up by one: the patch says so in far fewer characters than the state.
    expect(costs.patch.bytes).toBeGreaterThan(0);
    expect(costs.patch.bytes).toBeLessThan(costs.update.bytes);
    expect(formatMessageCosts(costs)).toMatch(/^baseline, 3 players: .*whole view \d+ characters.*boardgame\.io's patch \d+ characters \(\d+%\)/);
  });

  it('is printed by npm run simulate -- <game> --messages', async () => {
    const lines: string[] = [];
    expect(await run(['exploding-kittens', '--players', '2', '--matches', '2', '--messages'], (line) => void lines.push(line))).toBe(0);
    expect(lines.some((line) => /^exploding-kittens, 2 players: a viewer's message a move/.test(line))).toBe(true);
  });
});
