import type { LongFormMove, StageMap } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { moveCard, type CardId } from '@parlor/deck';
import { redactedMove } from '@parlor/hidden-info';
import { responseMove } from '@parlor/turn-phases';
import type { Context } from './abilities';
import { answersAsBang, answersAsMissed, CARD_RULES, playedAs, type PlayArgs } from './card-rules';
import { card as cardData, isCardId, keyOf } from './cards';
import { abilityOf } from './character-abilities';
import { advance, beerWorks, drawOnEmptyHands, finishTurn, healWith } from './effects';
import { makeKnown, record } from './history';
import { handOf, isAlive } from './seats';
import type { BangState, Seat } from './state';
import { windows, type Windows } from './windows';

// Every move reads hidden cards (hands, the deck), so none runs optimistically on a client.
const serverOnly = (move: LongFormMove<BangState>['move']): LongFormMove<BangState> => ({ move, client: false });

/** The data of the innermost window if it has this tag and awaits `seat`. */
function awaiting<T extends keyof Windows>(G: BangState, tag: T, seat: Seat): Windows[T]['data'] | undefined {
  const top = windows.top(G);
  if (top?.tag !== tag || !windows.awaiting(G).includes(seat)) return undefined;
  return top.data as Windows[T]['data'];
}

const inHand = (G: BangState, seat: Seat, card: unknown): card is CardId => isCardId(card) && G.zones[handOf(seat)]!.includes(card);

/** The hand limit at the end of the turn: the current life unless an ability says otherwise (RULES.md §4.3). */
export function handLimit(G: BangState, seat: Seat): number {
  const life = G.players[seat]!.life;
  return abilityOf(G, seat).handLimit?.(life) ?? life;
}

/** Whether the seat may act in phase 2 now: its turn, phase 2, nothing pending. */
export const inPhaseTwo = (G: BangState, seat: Seat, currentPlayer: Seat) =>
  seat === currentPlayer && G.turn.phase === 'play' && windows.top(G) === undefined && G.result === null;

/** Sid Ketchum: two hand cards for one life, never above the maximum. Returns false if not allowed. */
function sidHeals(G: BangState, seat: Seat, first: unknown, second: unknown): boolean {
  if (!abilityOf(G, seat).healsByDiscarding || first === second || !inHand(G, seat, first) || !inHand(G, seat, second)) return false;
  if (G.players[seat]!.life >= G.players[seat]!.maxLife) return false;
  for (const card of [first, second]) {
    moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
    record(G, { kind: 'discarded', seat, card: keyOf(card), reason: 'sid' });
  }
  healWith(G, seat, 1);
  return true;
}

/** Sid Ketchum's ability while he answers something else: it heals and leaves the window open. */
const sidMove = serverOnly((context: Context, first: unknown, second: unknown) => {
  if (!sidHeals(context.G, context.playerID!, first, second)) return INVALID_MOVE;
  advance(context);
});

/** The current player's moves in phases 2 and 3 (RULES.md §4.2-§4.3). */
export const turnMoves = {
  /** Plays a card from hand, with its target and, for Panic! and Cat Balou, which card ('hand' for a random one). */
  play: serverOnly((context: Context, card: unknown, target?: unknown, pick?: unknown) => {
    const { G, ctx, playerID } = context;
    const seat = playerID!;
    if (!inPhaseTwo(G, seat, ctx.currentPlayer) || !inHand(G, seat, card)) return INVALID_MOVE;
    const key = playedAs(G, seat, card);
    const rule = CARD_RULES[key];
    if (!rule) return INVALID_MOVE;
    if (target !== undefined && typeof target !== 'string') return INVALID_MOVE;
    if (pick !== undefined && pick !== 'hand' && !isCardId(pick)) return INVALID_MOVE;
    const args: PlayArgs = { ...(target === undefined ? {} : { target }), ...(pick === undefined ? {} : { pick: pick as PlayArgs['pick'] }) };
    if (rule.targeting !== 'none' && args.target === undefined) return INVALID_MOVE;
    if (rule.targeting === 'player-card' && args.pick === undefined) return INVALID_MOVE;
    if (rule.check(G, ctx, seat, args) !== undefined) return INVALID_MOVE;
    // Brown cards go to the discard pile before they take effect; blue ones go into play (RULES.md §5).
    if (cardData(card).color === 'brown') {
      moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
      record(G, { kind: 'played', seat, card: keyOf(card), ...(args.target ? { target: args.target } : {}), ...(key !== keyOf(card) ? { as: key } : {}) });
    }
    rule.resolve(context, seat, card, args);
    advance(context);
  }),

  /** Sid Ketchum: discards two hand cards to regain one life. */
  heal: sidMove,

  /** Ends phase 2: the turn ends, or phase 3 asks for discards down to the hand limit. */
  endPlay: serverOnly((context: Context) => {
    const { G, ctx, playerID } = context;
    if (!inPhaseTwo(G, playerID!, ctx.currentPlayer)) return INVALID_MOVE;
    if (G.zones[handOf(playerID!)]!.length > handLimit(G, playerID!)) G.turn = { ...G.turn, phase: 'discard' };
    else finishTurn(context);
  }),

  /** Phase 3: discards one card; the turn ends once the hand is within the limit. */
  discard: serverOnly((context: Context, card: unknown) => {
    const { G, ctx, playerID } = context;
    const seat = playerID!;
    if (seat !== ctx.currentPlayer || G.turn.phase !== 'discard' || !inHand(G, seat, card)) return INVALID_MOVE;
    moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
    record(G, { kind: 'discarded', seat, card: keyOf(card), reason: 'phase3' });
    if (G.zones[handOf(seat)]!.length <= handLimit(G, seat)) finishTurn(context);
    else advance(context);
  }),
};

/** The answers of each window's stage. Every answer quotes the window version (see libs/turn-phases). */
export const stages: StageMap<BangState> = {
  shot: {
    moves: {
      /** Draws for a Barrel (or Jourdonnais). */
      barrel: responseMove((context, version: unknown) => {
        const pending = awaiting(context.G, 'shot', context.playerID);
        if (!pending || pending.shot.barrels < 1) return INVALID_MOVE;
        pending.answer = 'barrel';
        return windows.respond(context, version);
      }),
      /** Plays a Missed! (Calamity Janet: or a BANG!). */
      missed: responseMove((context, version: unknown, card: unknown) => {
        const { G, playerID } = context;
        const pending = awaiting(G, 'shot', playerID);
        if (!pending || !inHand(G, playerID, card) || !answersAsMissed(G, playerID, card) || version !== windows.version(G)) return INVALID_MOVE;
        moveCard(G.zones, card, { from: handOf(playerID), to: 'discard' });
        record(G, { kind: 'missed', seat: playerID, card: keyOf(card) });
        pending.answer = 'missed';
        return windows.respond(context, version);
      }),
      /** Takes the hit. */
      takeHit: responseMove((context, version: unknown) => windows.pass(context, version)),
      heal: sidMove,
    },
  },
  dying: {
    moves: {
      /** Drinks a Beer to stay alive (not with two players left). */
      beer: responseMove((context, version: unknown, card: unknown) => {
        const { G, ctx, playerID } = context;
        if (!awaiting(G, 'dying', playerID) || !inHand(G, playerID, card) || keyOf(card) !== 'beer' || version !== windows.version(G)) return INVALID_MOVE;
        if (!beerWorks(G, ctx.playOrder)) return INVALID_MOVE;
        moveCard(G.zones, card, { from: handOf(playerID), to: 'discard' });
        record(G, { kind: 'played', seat: playerID, card: 'beer' });
        healWith(G, playerID, 1, card);
        return windows.respond(context, version);
      }),
      /** Sid Ketchum discards two cards for a life. */
      heal: responseMove((context, version: unknown, first: unknown, second: unknown) => {
        const { G, playerID } = context;
        if (!awaiting(G, 'dying', playerID) || version !== windows.version(G)) return INVALID_MOVE;
        if (!sidHeals(G, playerID, first, second)) return INVALID_MOVE;
        return windows.respond(context, version);
      }),
      /** Gives up: the player is eliminated. */
      die: responseMove((context, version: unknown) => windows.pass(context, version)),
    },
  },
  indians: {
    moves: {
      /** Discards a BANG! (Calamity Janet: or a Missed!). */
      bang: responseMove((context, version: unknown, card: unknown) => {
        const { G, playerID } = context;
        if (!awaiting(G, 'indians', playerID) || !inHand(G, playerID, card) || !answersAsBang(G, playerID, card) || version !== windows.version(G)) return INVALID_MOVE;
        moveCard(G.zones, card, { from: handOf(playerID), to: 'discard' });
        record(G, { kind: 'discarded', seat: playerID, card: keyOf(card), reason: 'indians' });
        return windows.respond(context, version);
      }),
      takeHit: responseMove((context, version: unknown) => windows.pass(context, version)),
      heal: sidMove,
    },
  },
  duel: {
    moves: {
      /** Discards a BANG! and passes the Duel back (not counted as a BANG! played). */
      bang: responseMove((context, version: unknown, card: unknown) => {
        const { G, playerID } = context;
        if (!awaiting(G, 'duel', playerID) || !inHand(G, playerID, card) || !answersAsBang(G, playerID, card) || version !== windows.version(G)) return INVALID_MOVE;
        moveCard(G.zones, card, { from: handOf(playerID), to: 'discard' });
        record(G, { kind: 'discarded', seat: playerID, card: keyOf(card), reason: 'duel' });
        const refused = windows.respond(context, version);
        if (refused) return refused;
        // The Duel goes on: Suzy Lafayette draws at once if that was her last card.
        drawOnEmptyHands(context);
      }),
      takeHit: responseMove((context, version: unknown) => windows.pass(context, version)),
      heal: sidMove,
    },
  },
  store: {
    moves: {
      /** Takes one of the revealed cards. */
      pick: responseMove((context, version: unknown, card: unknown) => {
        const { G, playerID } = context;
        if (!awaiting(G, 'store', playerID) || !isCardId(card) || !G.zones.store!.includes(card) || version !== windows.version(G)) return INVALID_MOVE;
        moveCard(G.zones, card, { from: 'store', to: handOf(playerID) });
        makeKnown(G, card);
        record(G, { kind: 'picked', seat: playerID, card: keyOf(card) });
        return windows.respond(context, version);
      }),
    },
  },
  lucky: {
    moves: {
      /** Lucky Duke: the card of the two that counts. */
      choose: responseMove((context, version: unknown, card: unknown) => {
        const { G, playerID } = context;
        const pending = awaiting(G, 'lucky', playerID);
        if (!pending || !isCardId(card) || !G.zones.reveal!.includes(card)) return INVALID_MOVE;
        pending.chosen = card;
        return windows.respond(context, version);
      }),
    },
  },
  draw: {
    moves: {
      /** Jesse Jones (a player's seat, or 'deck') or Pedro Ramirez ('discard' or 'deck'): where the first card comes from. */
      drawFrom: responseMove((context, version: unknown, from: unknown) => {
        const { G, playerID } = context;
        const pending = awaiting(G, 'draw-choice', playerID);
        if (!pending) return INVALID_MOVE;
        const character = G.players[playerID]!.character;
        const valid =
          from === 'deck' ||
          (character === 'pedro_ramirez' && from === 'discard' && G.zones.discard!.length > 0) ||
          (character === 'jesse_jones' && typeof from === 'string' && from !== playerID && isAlive(G, from) && (G.zones[handOf(from)]?.length ?? 0) > 0);
        if (!valid) return INVALID_MOVE;
        pending.from = from as 'deck' | 'discard' | Seat;
        return windows.respond(context, version);
      }),
    },
  },
  kit: {
    moves: {
      /** Kit Carlson: the card of the three that goes back on top of the pile. */
      // The card's id is his secret: other seats' logs carry null in its place.
      putBack: redactedMove(responseMove((context, version: unknown, card: unknown) => {
        const { G, playerID } = context;
        const pending = awaiting(G, 'kit', playerID);
        if (!pending || !isCardId(card) || !G.zones[`look:${playerID}`]!.includes(card)) return INVALID_MOVE;
        pending.returned = card;
        return windows.respond(context, version);
      })),
    },
  },
};
