// Board states for stories and board tests, from real matches as a seat receives them.
import type { Match } from '@parlor/game-kit/testing';
import { boardPropsFor, withLocale } from '@parlor/ui/testing';
import type { ExplodingKittensState } from '../index';
import { locales } from '../locales';
import { given, hand, noNopesExcept, passAll, put, take, top } from '../lib/scenario.fixture';

/** Stories' decorator: libs/ui's text and this game's. */
export const withGameLocale = withLocale({ 'exploding-kittens': locales });

/** The board props of `playerID` for a match's current state. */
export const propsFor = (match: Match<ExplodingKittensState>, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}) =>
  boardPropsFor(match, playerID, moves, {
    matchData: match.ctx.playOrder.map((seat, i) => ({ id: Number(seat), name: ['Amy', 'Ben', 'Chen', 'Dana', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'][i] })),
  });

/** Named board states: each a match in a telling position. */
export const states = {
  /** Seat 0 to play, with cards for every kind of play. */
  myTurn: () =>
    given(4, (G) =>
      hand(G, '0', [
        ...take(G, 'favor'),
        ...take(G, 'tacocat', 3),
        ...take(G, 'skip'),
        ...take(G, 'attack'),
        ...take(G, 'targeted_attack'),
        ...take(G, 'nope'),
      ]),
    ),
  /** Seat 0 played an Attack; the others decide whether to Nope it. */
  nopeWindow: () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'attack'));
      hand(G, '1', [...take(G, 'nope'), ...take(G, 'skip')]);
      noNopesExcept(G, ['1']);
    });
    match.move('0', 'play', 'attack');
    return match;
  },
  /** A Nope chain under way: seat 1 Noped, seat 2 passed. */
  nopeChain: () => {
    const match = states.nopeWindow();
    match.move('1', 'nope', match.G.windows.version);
    match.move('2', 'pass', match.G.windows.version);
    return match;
  },
  /** Seat 0 drew an Exploding Kitten and is putting it back. */
  defusing: () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'defuse'));
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('0', 'draw');
    return match;
  },
  /** Seat 0 resolved Alter the Future and is choosing the order. */
  altering: () => {
    const match = given(3, (G) => hand(G, '0', take(G, 'alter_the_future')));
    match.move('0', 'play', 'alter_the_future');
    passAll(match);
    return match;
  },
  /** Seat 0 played five different cards (the optional combo) and takes one from the discard pile, where a kitten lies. */
  picking: () => {
    const match = given(
      4,
      (G) => {
        hand(G, '0', (['skip', 'shuffle', 'favor', 'tacocat', 'beard_cat'] as const).map((kind) => take(G, kind)[0]!));
        G.out.push('3');
        put(G.zones, 'discard', [...G.zones['hand:3']!, ...take(G, 'exploding_kitten')]);
        noNopesExcept(G);
      },
      { fiveDifferentCombo: true },
    );
    match.move('0', 'combo', ['skip', 'shuffle', 'favor', 'tacocat', 'beard_cat']);
    passAll(match);
    return match;
  },
  /** Seat 0 saw the future. */
  seeing: () => {
    const match = given(3, (G) => hand(G, '0', [...take(G, 'see_the_future'), ...take(G, 'skip')]));
    match.move('0', 'play', 'see_the_future');
    passAll(match);
    return match;
  },
  /** Seat 1 must give seat 0 a card for a Favor. */
  favor: () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', [...take(G, 'defuse'), ...take(G, 'cattermelon')]);
    });
    match.move('0', 'play', 'favor', '1');
    passAll(match);
    return match;
  },
  /** Ten players, a few turns in: seat 0 exploded. */
  tenPlayers: () => {
    const match = given(10, (G) => {
      hand(G, '0', take(G, 'skip'));
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('0', 'draw');
    return match;
  },
  /** The end: seat 0 drew a kitten without a Defuse; seat 1 is the last one standing. */
  gameOver: () => {
    const match = given(2, (G) => {
      hand(G, '0', take(G, 'skip'));
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('0', 'draw');
    return match;
  },
};
