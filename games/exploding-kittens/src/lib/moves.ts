import type { LongFormMove, StageMap } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { isReorderOfTop, isValidPosition, moveCard, reorderTop } from '@parlor/deck';
import { redactedMove } from '@parlor/hidden-info';
import { responseMove } from '@parlor/turn-phases';
import { cards, isCardKind, kindOf } from './cards';
import { drawCard } from './draw';
import { futureInserted, futureOf, futureReordered } from './future';
import { comboPlay, holdsAll, playedKinds, singlePlay } from './plays';
import type { ExplodingKittensState, PendingPlay } from './state';
import { endOneTurn, livingSeats, notifyTransfer, record, type Context } from './turns';
import { windows } from './windows';

// Every move reads or changes hidden cards, so none runs optimistically on a client.
const serverOnly = (move: LongFormMove<ExplodingKittensState>['move']): LongFormMove<ExplodingKittensState> => ({
  move,
  client: false,
});

/** Puts a play's cards face up on the discard pile and opens its Nope window (RULES.md §6). */
function makePlay(context: Context, play: PendingPlay): void {
  const { G, ctx } = context;
  const played = play.type === 'card' ? [play.card] : play.cards;
  for (const card of played) moveCard(G.zones, card, { from: `hand:${play.seat}`, to: 'discard' });
  record(G, {
    kind: 'played',
    seat: play.seat,
    cards: played.map(kindOf),
    ...('target' in play && play.target !== undefined ? { target: play.target } : {}),
    ...(play.type === 'triple' ? { named: play.named } : {}),
  });
  windows.open(context, { kind: 'open', tag: 'nope', by: play.seat, eligible: livingSeats(G, ctx), stage: 'nope', data: play });
}

/** The current player's moves during the action step of a turn (RULES.md §4). */
export const turnMoves = {
  /** Ends one turn by drawing the top card. */
  draw: serverOnly((context) => {
    drawCard(context, context.playerID, 'top');
  }),

  /** Plays one card, named by its title (with a target for Favor and Targeted Attack). */
  play: serverOnly((context, title: unknown, target?: unknown) => {
    const play = singlePlay(context.G, context.ctx, context.playerID, title, target);
    if (typeof play === 'string') return INVALID_MOVE;
    makePlay(context, play);
  }),

  /** Plays two, three or five cards as a combo, named by their titles, with a target and, for three, a named title. */
  combo: serverOnly((context, titles: unknown, target?: unknown, named?: unknown) => {
    const play = comboPlay(context.G, context.ctx, context.playerID, titles, target, named);
    if (typeof play === 'string') return INVALID_MOVE;
    makePlay(context, play);
  }),
};

/** The stages of the windows, each with the answers it accepts. Every answer quotes the window version. */
export const stages: StageMap<ExplodingKittensState> = {
  nope: {
    moves: {
      /** Nopes the newest item of the chain. */
      nope: responseMove((context, version: unknown) => {
        const { G, playerID } = context;
        const nope = G.zones[`hand:${playerID}`]!.find((card) => kindOf(card) === 'nope');
        const top = windows.top(G);
        if (nope === undefined || top?.tag !== 'nope' || top.kind !== 'open') return INVALID_MOVE;
        moveCard(G.zones, nope, { from: `hand:${playerID}`, to: 'discard' });
        // What this Nope answers: the newest Nope of the chain, or the play itself. Both lie face up.
        const play = top.data as PendingPlay;
        const last = top.chain.at(-1);
        const on = last ? { seat: last.seat, cards: ['nope' as const] } : { seat: play.seat, cards: playedKinds(play) };
        record(G, { kind: 'noped', seat: playerID, on });
        return windows.respond(context, version, { card: nope });
      }),
      /** Lets the newest item of the chain stand. */
      pass: responseMove((context, version: unknown) => windows.pass(context, version)),
    },
  },
  defuse: {
    moves: {
      /** Puts the defused kitten back at a secret position: 0 on top, the pile size at the bottom. */
      reinsert: redactedMove(
        responseMove((context, version: unknown, position: unknown) => {
          const { G, playerID } = context;
          const pending = windows.pending(G, 'defuse', playerID);
          if (!pending || !isValidPosition(position, G.zones.draw!.length)) return INVALID_MOVE;
          const refused = windows.respond(context, version);
          if (refused) return refused;
          const known = futureOf(G, playerID);
          moveCard(G.zones, pending.kitten, { from: 'exploding', to: 'draw', at: position });
          futureInserted(G, playerID, known, pending.kitten, position);
          endOneTurn(context);
        }),
      ),
    },
  },
  alter: {
    moves: {
      /** Puts the cards Alter the Future showed back on top in a new order (top first). */
      alter: redactedMove(
        responseMove((context, version: unknown, order: unknown) => {
          const { G, playerID } = context;
          const shown = futureOf(G, playerID).length;
          if (!windows.pending(G, 'alter', playerID) || !Array.isArray(order) || order.length !== shown) return INVALID_MOVE;
          if (!isReorderOfTop(G.zones, 'draw', order)) return INVALID_MOVE;
          const refused = windows.respond(context, version);
          if (refused) return refused;
          reorderTop(G.zones, 'draw', order);
          futureReordered(G, playerID, order);
        }),
      ),
    },
  },
  give: {
    moves: {
      /** The target of a Favor gives a card of their choice. */
      give: redactedMove(
        responseMove((context, version: unknown, card: unknown) => {
          const { G, playerID } = context;
          const pending = windows.pending(G, 'give', playerID);
          if (!pending || !cards.has(card) || !holdsAll(G, playerID, [card])) return INVALID_MOVE;
          const refused = windows.respond(context, version);
          if (refused) return refused;
          moveCard(G.zones, card, { from: `hand:${playerID}`, to: `hand:${pending.to}` });
          record(G, { kind: 'gave', from: playerID, to: pending.to });
          notifyTransfer(G, card, playerID, pending.to, 'gave');
        }),
      ),
    },
  },
  pick: {
    moves: {
      /**
       * Takes a card of the named title from the discard pile (five-different combo): the
       * topmost copy. Any title but an Exploding Kitten (a ruling of this module, RULES.md §9):
       * a kitten is never played from a hand (§5) and must never sit in one, and one taken
       * back would leave the pile short of its living - 1 kittens (§3).
       */
      pick: responseMove((context, version: unknown, title: unknown) => {
        const { G, playerID } = context;
        if (!windows.pending(G, 'pick', playerID) || !isCardKind(title) || title === 'exploding_kitten') return INVALID_MOVE;
        const card = G.zones.discard!.find((discarded) => kindOf(discarded) === title);
        if (card === undefined) return INVALID_MOVE;
        const refused = windows.respond(context, version);
        if (refused) return refused;
        moveCard(G.zones, card, { from: 'discard', to: `hand:${playerID}` });
        record(G, { kind: 'took', seat: playerID, card: title });
      }),
    },
  },
};
