// The board draws every seat's and a spectator's view of states along whole matches with every
// option on (libs/ui's boardStateProblems): a view it cannot draw would take the table down in the room.
import { describe, expect, it } from 'vitest';
import { boardStateProblems } from '@parlor/ui/testing';
import { BangBoard } from './board';
import { locales } from '../locales';
import { game } from '../lib/game';
import { everyOption } from '../lib/every-option.fixture';

describe('the board over whole matches with every option on', () => {
  it.each([
    ['board-states-a', 5],
    ['board-states-b', 8],
  ])('draws every view of %s (%i players) and names who acts', (seed, numPlayers) => {
    const { result, drawn, problems } = boardStateProblems({ game, board: BangBoard, namespaces: { bang: locales }, numPlayers, seed, setupData: everyOption(numPlayers) });
    expect(result.failure).toBeUndefined();
    expect(result.ended).toBe(true);
    expect(problems).toEqual([]);
    expect(drawn).toBeGreaterThan(100);
  }, 300_000);
});
