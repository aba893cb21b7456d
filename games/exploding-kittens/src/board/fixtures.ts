// Board states for stories and board tests, from real matches as a seat receives them.
import { createElement } from 'react';
import type { LogEntry } from 'boardgame.io';
import type { Decorator } from '@storybook/react-vite';
import { addedHistory } from '@parlor/game-kit';
import { choiceGenerator, createMatch, type Match } from '@parlor/game-kit/testing';
import { AsideHostProvider, TableInfoProvider, type TableInfo } from '@parlor/ui';
import { boardPropsFor, withLocale } from '@parlor/ui/testing';
import { awaited, game, history, kindOf, legalMoves, NOPE_SECONDS, windows, type ExplodingKittensState } from '../index';
import { locales } from '../locales';
import { given, hand, noNopesExcept, passAll, put, take, top } from '../lib/scenario.fixture';

/** Stories' decorator: libs/ui's text and this game's. */
export const withGameLocale = withLocale({ 'exploding-kittens': locales });

/** The board props of `playerID` for a match's current state (with the log a client received, if given). */
export const propsFor = (match: Match<ExplodingKittensState>, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}, log: LogEntry[] = []) =>
  boardPropsFor(match, playerID, moves, {
    matchData: match.ctx.playOrder.map((seat, i) => ({ id: Number(seat), name: NAMES[i]! })),
    log,
  });

/** The players' names in the stories and tests. */
export const NAMES = ['Amy', 'Ben', 'Chen', 'Dana', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];

/**
 * The props of a replay's "everything shown" view: no seat (`playerID` null) and G as the
 * server holds it, every hand with its real cards.
 */
export const everythingFor = (match: Match<ExplodingKittensState>, moves: Record<string, (...args: unknown[]) => void> = {}) => ({ ...propsFor(match, null, moves), G: match.G });

/**
 * What the room tells a board of its table (the story decorator below): the seats' names, a
 * bot in the last seat, and the one clock of each awaited seat's decision (a Nope window's
 * being its automatic answer), and whether the reader's seat holds nothing to answer with.
 */
export function tableInfo(match: Match<ExplodingKittensState>, me: string | null, language = 'en'): TableInfo {
  const now = Date.now();
  const waiting = new Set(awaited({ G: match.G, ctx: match.ctx }));
  const nope = windows.top(match.G)?.tag === 'nope';
  const last = match.ctx.playOrder.at(-1);
  const seats = Object.fromEntries(
    match.ctx.playOrder.map((seat, i) => [
      seat,
      {
        name: seat === last && i > 1 ? `${language === 'zh-TW' ? '機器人' : 'Bot'} ${i + 1}` : NAMES[i]!,
        ...(seat === last && i > 1 ? { bot: true } : { connected: true }),
        ...(waiting.has(seat) ? { clock: nope ? { dueAt: now + 6_000, totalMs: NOPE_SECONDS * 1000, kind: 'auto' as const } : { dueAt: now + 38_000, totalMs: 45_000, kind: 'turn' as const } } : {}),
      },
    ]),
  );
  const holdsNope = me !== null && (match.G.zones[`hand:${me}`] ?? []).some((card) => kindOf(card) === 'nope');
  return { me, seats, ...(nope && me !== null && waiting.has(me) && !holdsNope ? { autoAnswer: true } : {}) };
}

/**
 * Stories' decorator: the board as the room holds it, with its table information for `me` and
 * its asides (the log, the card reference) taken to the room's side panel, not drawn here.
 */
export const withRoom =
  (match: Match<ExplodingKittensState>, me: string | null): Decorator =>
  (Story, context) =>
    createElement(AsideHostProvider, null, createElement(TableInfoProvider, { value: tableInfo(match, me, context.globals.locale as string | undefined) }, createElement(Story)));

/** A match played at random from a seed, and the log its clients receive. */
export interface PlayedMatch {
  match: Match<ExplodingKittensState>;
  /**
   * One entry per move, carrying (as the server stores it) the history entries the move added
   * in `metadata.history`; the moves' arguments are left out, as a redacted log would.
   */
  log: LogEntry[];
}

/**
 * Plays random legal moves from a seed until the match has recorded `entries` history entries
 * (or ends). G keeps only its latest entries: the log is where the board finds the others.
 */
export function playedMatch(numPlayers: number, seed: string, entries: number): PlayedMatch {
  const match = createMatch({ game, numPlayers, seed });
  const pick = choiceGenerator(seed);
  const log: LogEntry[] = [];
  while (match.ctx.gameover === undefined && match.G.historyCount < entries) {
    const ready = match
      .activeSeats()
      .map((seat) => ({ seat, moves: legalMoves(match.G, match.ctx, seat) }))
      .filter(({ moves }) => moves.length > 0);
    const { seat, moves } = ready[pick(ready.length)]!;
    const { move, args = [] } = moves[pick(moves.length)]!;
    const before = history(match.G);
    match.move(seat, move, ...args);
    log.push({
      action: { type: 'MAKE_MOVE', payload: { type: move, args: null, playerID: seat } },
      _stateID: match.state._stateID,
      turn: match.ctx.turn,
      phase: '',
      metadata: { history: addedHistory(before, history(match.G)) },
    } as unknown as LogEntry);
  }
  return { match, log };
}

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
  /** Ten players, seat 0 exploded, seat 1 to play with cards for every kind of play. */
  tenMyTurn: () => {
    const match = given(10, (G) => {
      hand(G, '0', take(G, 'skip'));
      top(G, take(G, 'exploding_kitten'));
      hand(G, '1', [...take(G, 'favor'), ...take(G, 'targeted_attack'), ...take(G, 'tacocat', 2), ...take(G, 'feral_cat'), ...take(G, 'skip'), ...take(G, 'attack'), ...take(G, 'see_the_future'), ...take(G, 'nope'), ...take(G, 'defuse')]);
    });
    match.move('0', 'draw');
    return match;
  },
  /** Ten players: seat 1 played a Targeted Attack on seat 4; the others decide whether to Nope it. */
  tenNope: () => {
    const match = states.tenMyTurn();
    match.move('1', 'play', 'targeted_attack', '4');
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
  /** Five players well into a match: more history than G keeps, the rest in the log. */
  longMatch: () => playedMatch(5, 'long-log', 90),
  /** The end of a ten-player match: eight seats exploded earlier, then seat 0 drew a kitten without a Defuse; seat 1 wins. */
  tenOver: () => {
    const match = given(10, (G) => {
      for (const seat of ['2', '3', '4', '5', '6', '7', '8', '9']) {
        G.out.push(seat);
        put(G.zones, 'discard', G.zones[`hand:${seat}`]!);
      }
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
