import { card as cardData, isCardId, keyOf } from './cards';
import { settleEmptyHands } from './engine/actions';
import type { CardRule, Context, PlayArgs } from './engine/hooks';
import { actionOf, readsMarks, answersAs, answersFromPlay, answerWith, countPlayed, inPhaseTwo, playedAs, refusal, useRefusal, useRuleOf, usesLeft } from './engine/plays';
import { cardEntry, choiceRule, everyEntry, hooksFor, inPlayHooks } from './engine/registry';
import { ANYTIME, windows, type Windows } from './engine/windows';
import { makeKnown, record } from './history';
import { mustPlayFirst } from './legal';
import { handOf, inPlayOf, isAlive } from './seats';
import type { BangState, Seat } from './state';
import { advance, endTurnWithHand, handLimit } from './turn';
import type { LongFormMove, MoveMap, StageMap } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { moveCard, type CardId } from '@parlor/deck';
import { redactedMove } from '@parlor/hidden-info';
import { responseMove } from '@parlor/turn-phases';

// Every move reads hidden cards (hands, the deck), so none runs optimistically on a client.
const serverOnly = (move: LongFormMove<BangState>['move']): LongFormMove<BangState> => ({ move, client: false });

const inHand = (G: BangState, seat: Seat, card: unknown): card is CardId => isCardId(card) && G.zones[handOf(seat)]!.includes(card);

/** Every action name any entry defines: each is a move of the game. */
export function actionNames(): string[] {
  return [...new Set(everyEntry().flatMap((hooks) => Object.keys(hooks.actions ?? {})))];
}

/**
 * The move of an action (Sid Ketchum's `heal`). Its arguments name the cards it uses, so a
 * repeated request fails; it may then be sent at the same time as another seat's answer
 * (`ignoreStaleStateID`) and never touches the windows, except in the `dying` stage, where
 * using it answers the lethal hit: the engine looks again whether the player survives.
 */
function actionMove(name: string, answersDying: boolean): LongFormMove<BangState> {
  return {
    move: (context: Context, ...args: unknown[]) => {
      const { G, ctx, playerID } = context;
      const seat = playerID!;
      if (G.result !== null) return INVALID_MOVE;
      const action = actionOf(G, seat, name);
      if (!action || (action.when === 'play' && !inPhaseTwo(G, seat, ctx.currentPlayer))) return INVALID_MOVE;
      if (answersDying && !windows.pending(G, 'dying', seat)) return INVALID_MOVE;
      if (!usesLeft(G, name, action)) return INVALID_MOVE;
      if (!action.use(context, seat, args)) return INVALID_MOVE;
      if (action.perTurn !== undefined) G.turn = { ...G.turn, uses: { ...G.turn.uses, [name]: (G.turn.uses[name] ?? 0) + 1 } };
      settleEmptyHands(context);
      if (answersDying) return windows.respond(context, windows.version(G));
      // The action may have left a pending choice nothing to choose from (Sid Ketchum discarding the
      // hand a Shotgun's discard was to come from): it lapses, as it would not have been offered.
      if (choiceLapsed(context)) return windows.close(context);
      advance(context);
    },
    client: false,
    ignoreStaleStateID: true,
  };
}

/** Whether the innermost window is a choice with no option left for its seat. */
function choiceLapsed({ G, ctx }: Context): boolean {
  const top = windows.top(G);
  if (top?.tag !== 'choice') return false;
  const { seat, id, data } = top.data as Windows['choice']['data'];
  return choiceRule(id).options(G, ctx, seat, data).length === 0;
}

/** The moves of every action, as a stage (or the turn) offers them. */
function actionMoves(answersDying = false): MoveMap<BangState> {
  const secret = (name: string) => everyEntry().some((hooks) => hooks.actions?.[name]?.secret === true);
  return Object.fromEntries(actionNames().map((name) => [name, secret(name) ? redactedMove(actionMove(name, answersDying)) : actionMove(name, answersDying)]));
}

/** The arguments of a play or a use, checked against how the card targets; undefined when malformed. `null` counts as absent (JSON has no undefined). */
function playArgs(rule: CardRule, target: unknown, pick: unknown, extra: unknown): PlayArgs | undefined {
  const given = (value: unknown) => value !== undefined && value !== null;
  if (given(target) && typeof target !== 'string') return undefined;
  if (given(pick) && pick !== 'hand' && !isCardId(pick)) return undefined;
  if (given(extra) && !isCardId(extra)) return undefined;
  const args: PlayArgs = { ...(given(target) ? { target: target as Seat } : {}), ...(given(pick) ? { pick: pick as PlayArgs['pick'] } : {}), ...(given(extra) ? { extra: extra as CardId } : {}) };
  if (rule.targeting !== 'none' && args.target === undefined) return undefined;
  if (rule.targeting === 'none' && (args.target !== undefined || args.pick !== undefined)) return undefined;
  if (rule.targeting !== 'player-card' && args.pick !== undefined) return undefined;
  if (rule.targeting === 'player-card' && args.pick === undefined) return undefined;
  return args;
}

/** The current player's moves in phases 2 and 3 (RULES.md §4.2 Phase 2 — play cards; §4.3 Phase 3 — discard excess cards), and his actions. */
export function turnMoves(): MoveMap<BangState> {
  return {
    /**
     * Plays a card from hand, with its target, for Panic!-like cards which card ('hand' for a
     * random one), and for a "discard another card" card the other hand card it costs.
     */
    play: serverOnly((context: Context, card: unknown, target?: unknown, pick?: unknown, extra?: unknown) => {
      const { G, ctx, playerID } = context;
      const seat = playerID!;
      if (!inPhaseTwo(G, seat, ctx.currentPlayer) || !inHand(G, seat, card)) return INVALID_MOVE;
      const key = playedAs(G, seat, card);
      const rule = cardEntry(key)?.play;
      if (!rule) return INVALID_MOVE;
      const args = playArgs(rule, target, pick, extra);
      if (!args || refusal(G, ctx, seat, card, args) !== undefined) return INVALID_MOVE;
      // Brown cards go to the discard pile before they take effect; blue and green ones go into play (RULES.md §5 Card types).
      const brown = cardData(card).color === 'brown';
      if (brown) {
        moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
        record(G, { kind: 'played', seat, card: keyOf(card), ...(args.target ? { target: args.target } : {}), ...(key !== keyOf(card) ? { as: key } : {}) });
      }
      // A card played together with another (Aim) plays that one itself.
      if (args.extra !== undefined && !rule.joins) {
        moveCard(G.zones, args.extra, { from: handOf(seat), to: 'discard' });
        record(G, { kind: 'discarded', seat, card: keyOf(args.extra), reason: 'cost' });
      }
      // Suzy Lafayette draws the moment her last card is played, before it takes effect (ruling: at any time).
      if (brown) settleEmptyHands(context);
      for (const hooks of hooksFor(G, seat)) hooks.beforePlay?.(context, seat, card, key, args);
      rule.resolve(context, seat, card, args);
      if (!brown) settleEmptyHands(context);
      countPlayed(G);
      for (const hooks of hooksFor(G, seat)) hooks.afterPlay?.(context, seat, card, key, args);
      advance(context);
    }),

    /** Uses a green card in play (RULES.md §15.1 Green-bordered cards): discarded from play for its effect, with its target and card as for `play`. */
    use: serverOnly((context: Context, card: unknown, target?: unknown, pick?: unknown) => {
      const { G, ctx, playerID } = context;
      const seat = playerID!;
      if (!inPhaseTwo(G, seat, ctx.currentPlayer) || !isCardId(card)) return INVALID_MOVE;
      const rule = useRuleOf(G, seat, card);
      if (!rule) return INVALID_MOVE;
      const args = playArgs(rule, target, pick, undefined);
      if (!args || useRefusal(G, ctx, seat, card, args) !== undefined) return INVALID_MOVE;
      moveCard(G.zones, card, { from: inPlayOf(seat), to: 'discard' });
      record(G, { kind: 'used', seat, card: keyOf(card), ...(args.target ? { target: args.target } : {}) });
      rule.resolve(context, seat, card, args);
      countPlayed(G);
      // Using a green card is playing a card: what was played before it may no longer be repeated (Lee Van Kliff, WILD-WEST-SHOW.md §W5.6).
      if (G.turn.repeatable !== undefined) G.turn = { ...G.turn, repeatable: { ...G.turn.repeatable, done: true } };
      advance(context);
    }),

    /** Ends phase 2: the turn ends, or phase 3 asks for discards down to the hand limit. */
    endPlay: serverOnly((context: Context) => {
      const { G, ctx, playerID } = context;
      if (!inPhaseTwo(G, playerID!, ctx.currentPlayer) || mustPlayFirst(G, ctx, playerID!)) return INVALID_MOVE;
      if (G.zones[handOf(playerID!)]!.length > handLimit(G, playerID!)) G.turn = { ...G.turn, phase: 'discard' };
      else endTurnWithHand(context);
    }),

    /**
     * Phase 3: discards one card; the turn ends once the hand is within the limit. After a phase 1
     * from the discard pile (Abandoned Mine) the card goes face down on top of the deck instead, so
     * the move's card is kept out of other seats' logs.
     */
    discard: redactedMove(
      serverOnly((context: Context, card: unknown) => {
        const { G, ctx, playerID } = context;
        const seat = playerID!;
        if (seat !== ctx.currentPlayer || G.turn.phase !== 'discard' || windows.top(G) !== undefined || !inHand(G, seat, card)) return INVALID_MOVE;
        // Another player's phase-3 discard may go to his hand instead (Gary Looter, WILD-WEST-SHOW.md §W5.3; under Abandoned Mine too).
        const taker = ctx.playOrder.find((other) => other !== seat && isAlive(G, other) && hooksFor(G, other).some((hooks) => hooks.takesDiscards?.(G, other, seat)));
        if (taker !== undefined) {
          moveCard(G.zones, card, { from: handOf(seat), to: handOf(taker) });
          record(G, { kind: 'looted', seat: taker, from: seat });
        } else if (G.turn.buries) {
          moveCard(G.zones, card, { from: handOf(seat), to: 'draw', at: 'top' });
          record(G, { kind: 'buried', seat });
        } else {
          moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
          record(G, { kind: 'discarded', seat, card: keyOf(card), reason: 'phase3' });
        }
        advance(context);
      }),
    ),

    ...actionMoves(),
  };
}

/** The answers of each window's stage, and the standing stage. Every answer quotes the window version (see libs/turn-phases). */
export function stages(): StageMap<BangState> {
  const actions = actionMoves();
  return {
    shot: {
      moves: {
        /** Draws for a Barrel (or Jourdonnais). */
        barrel: responseMove((context, version: unknown) => {
          const pending = windows.pending(context.G, 'shot', context.playerID);
          if (!pending || pending.shot.barrels < 1 || pending.shot.unavoidable || version !== windows.version(context.G)) return INVALID_MOVE;
          pending.answer = 'barrel';
          return windows.respond(context, version);
        }),
        /** Plays a Missed! from the hand (Calamity Janet: or a BANG!; Elena Fuente: any card), or discards a ready green Missed! card from play. */
        missed: responseMove((context, version: unknown, card: unknown) => {
          const { G, playerID } = context;
          const pending = windows.pending(G, 'shot', playerID);
          if (!pending || !isCardId(card) || pending.shot.unavoidable || version !== windows.version(G)) return INVALID_MOVE;
          if (inHand(G, playerID, card) && answersAs(G, playerID, card, 'missed')) answerWith(context, playerID, card, 'missed', 'shot');
          else if (answersFromPlay(G, playerID, card, 'missed')) {
            moveCard(G.zones, card, { from: inPlayOf(playerID), to: 'discard' });
            record(G, { kind: 'missed', seat: playerID, card: keyOf(card), fromPlay: true });
            inPlayHooks(card)!.discardsAs!.missed!(context, playerID, card);
          } else return INVALID_MOVE;
          pending.answer = 'missed';
          if (readsMarks(G)) pending.by = keyOf(card);
          return windows.respond(context, version);
        }),
        /** Takes the hit. */
        takeHit: responseMove((context, version: unknown) => windows.pass(context, version)),
        ...actions,
      },
    },
    escape: {
      moves: {
        /** Discards an Escape (Mick Defender: a Missed! card) to ignore what the card does to him (VALLEY-OF-SHADOWS.md §4.4 Escape). */
        escape: responseMove((context, version: unknown, card: unknown) => {
          const { G, playerID } = context;
          const pending = windows.pending(G, 'escape', playerID);
          if (!pending || !inHand(G, playerID, card) || !answersAs(G, playerID, card, 'escape') || version !== windows.version(G)) return INVALID_MOVE;
          record(G, { kind: 'escaped', seat: playerID, by: pending.source, card: keyOf(card), from: pending.cause });
          answerWith(context, playerID, card, 'escape', 'escape');
          return windows.respond(context, version);
        }),
        /** Lets the card take effect. */
        allow: responseMove((context, version: unknown) => windows.pass(context, version)),
        ...actions,
      },
    },
    saved: {
      moves: {
        /** Plays a Saved! on the loss of life the window is for (VALLEY-OF-SHADOWS.md §4.8 Saved!). */
        save: responseMove((context, version: unknown, card: unknown) => {
          const { G, playerID } = context;
          const pending = windows.pending(G, 'saved', playerID);
          if (!pending || !inHand(G, playerID, card) || !answersAs(G, playerID, card, 'saved') || version !== windows.version(G)) return INVALID_MOVE;
          record(G, { kind: 'played', seat: playerID, card: keyOf(card), target: pending.hit.target });
          answerWith(context, playerID, card, 'saved', 'saved');
          pending.card = card;
          return windows.respond(context, version);
        }),
        /** Lets the loss happen (the next holder of a Saved! is asked). */
        decline: responseMove((context, version: unknown) => windows.pass(context, version)),
        ...actions,
      },
    },
    dying: {
      moves: {
        /** Drinks a Beer to stay alive; with two players left it restores nothing (RULES.md §10.3 Beer). */
        beer: responseMove((context, version: unknown, card: unknown) => {
          const { G, playerID } = context;
          if (!windows.pending(G, 'dying', playerID) || !inHand(G, playerID, card) || !answersAs(G, playerID, card, 'beer') || version !== windows.version(G)) return INVALID_MOVE;
          answerWith(context, playerID, card, 'beer', 'dying');
          return windows.respond(context, version);
        }),
        /** Gives up: the player is eliminated. */
        die: responseMove((context, version: unknown) => windows.pass(context, version)),
        ...actionMoves(true),
      },
    },
    indians: {
      moves: {
        /** Discards a BANG! (Calamity Janet: or a Missed!). */
        bang: responseMove((context, version: unknown, card: unknown) => {
          const { G, playerID } = context;
          if (!windows.pending(G, 'indians', playerID) || !inHand(G, playerID, card) || !answersAs(G, playerID, card, 'bang') || version !== windows.version(G)) return INVALID_MOVE;
          answerWith(context, playerID, card, 'bang', 'indians');
          return windows.respond(context, version);
        }),
        takeHit: responseMove((context, version: unknown) => windows.pass(context, version)),
        ...actions,
      },
    },
    duel: {
      moves: {
        /** Discards a BANG! and passes the Duel back (not counted as a BANG! played). */
        bang: responseMove((context, version: unknown, card: unknown) => {
          const { G, playerID } = context;
          if (!windows.pending(G, 'duel', playerID) || !inHand(G, playerID, card) || !answersAs(G, playerID, card, 'bang') || version !== windows.version(G)) return INVALID_MOVE;
          answerWith(context, playerID, card, 'bang', 'duel');
          return windows.respond(context, version);
        }),
        takeHit: responseMove((context, version: unknown) => windows.pass(context, version)),
        ...actions,
      },
    },
    store: {
      moves: {
        /** Takes one of the revealed cards. */
        pick: responseMove((context, version: unknown, card: unknown) => {
          const { G, playerID } = context;
          if (!windows.pending(G, 'store', playerID) || !isCardId(card) || !G.zones.store!.includes(card) || version !== windows.version(G)) return INVALID_MOVE;
          moveCard(G.zones, card, { from: 'store', to: handOf(playerID) });
          makeKnown(G, card);
          record(G, { kind: 'picked', seat: playerID, card: keyOf(card) });
          return windows.respond(context, version);
        }),
        ...actions,
      },
    },
    choice: {
      moves: {
        /**
         * Chooses one of the options of the pending choice (a seat, 'deck', 'discard', a card). The
         * option can be a card only the chooser sees (Kit Carlson's): other seats' logs carry null.
         */
        choose: redactedMove(
          responseMove((context, version: unknown, option: unknown) => {
            const { G, ctx, playerID } = context;
            const pending = windows.pending(G, 'choice', playerID);
            if (!pending || typeof option !== 'string' || version !== windows.version(G)) return INVALID_MOVE;
            if (!choiceRule(pending.id).options(G, ctx, playerID, pending.data).includes(option)) return INVALID_MOVE;
            pending.chosen = option;
            return windows.respond(context, version);
          }),
        ),
        ...actions,
      },
    },
    [ANYTIME]: { moves: actions },
  };
}
