// The board draws every seat's and a spectator's view of states along whole matches (libs/ui's
// boardStateProblems): a view it cannot draw would take the table down in the room.
import { describe, expect, it } from 'vitest';
import { boardStateProblems } from '@parlor/ui/testing';
import { ColtExpressBoard } from './board';
import { locales } from '../locales';
import { game } from '../lib/game';

describe('the board over whole matches', () => {
  it.each([['board-states-a', 3], ['board-states-b', 6]] as const)('draws every view of %s (%i players) and names who acts', (seed, numPlayers) => {
    const { result, drawn, problems } = boardStateProblems({ game, board: ColtExpressBoard, namespaces: { 'colt-express': locales }, numPlayers, seed });
    expect(result.failure).toBeUndefined();
    expect(result.ended).toBe(true);
    expect(problems).toEqual([]);
    expect(drawn).toBeGreaterThan(20);
  }, 300_000);
});
