// What the board reads of the rules beyond the state itself: the pending window in plain
// terms, the targets a selected card (in hand, or a green card in play) may take and why each
// other player is out, and the cards and characters of the sets in play for the card reference.
import type { Ctx } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import { type CardKey, CARDS } from './cards';
import { type CharacterKey, charactersOf } from './characters';
import { inPlay } from './engine/equipment';
import type { CardRule, Refusal, Targeting } from './engine/hooks';
import { actionOf, aimable, playRuleOf, refusal, useRefusal, useRuleOf } from './engine/plays';
import { windows, type Windows } from './engine/windows';
import { type EventKey, EVENTS } from './events';
import { type LegalMove, legalMoves, playsOf, usesOf } from './legal';
import { handOf, livingSeats } from './seats';
import type { BangState, Seat } from './state';

/** The window being answered, as the board describes it. */
export interface Pending {
  tag: keyof Windows;
  /** The seats it waits for. */
  awaiting: Seat[];
  /**
   * Who caused it: the shooter, the player of Indians! or of the General Store, the challenger, the
   * player of the card a target may escape, whoever deals the loss of life Saved! may make smaller;
   * for a choice, the player whose card asks it (Bandidos, Tornado, Shotgun).
   */
  source?: Seat;
  /**
   * For a choice: which one, by the id an entry gives it in its `choices` (`jesse_jones`,
   * `brawl`, `kit_carlson_keep`, `greygory_deck`, ...: every id the registry collects, of
   * characters, cards, events and equipment alike; the board's prompts are keyed by the same ids).
   */
  choice?: string;
  /**
   * For a choice about another player: whose card Brawl discards, who receives Claus's card, whom
   * Fanning's second shot must be next to, whose cards Saved! may take. For the `saved` window: who
   * is about to lose life.
   */
  about?: Seat;
  /** For a choice about a card in play: the one Ricochet aims at. */
  card?: CardId;
  /** For the `escape` window: the card (or the ability) that may be escaped. */
  cause?: CardKey | CharacterKey;
  /**
   * For Ranch: how many cards have been discarded so far (as many will be drawn); for Evelyn
   * Shebang: how many players she has still to choose; for the `saved` window: the life about to be lost.
   */
  count?: number;
  /** For Claus "The Saint": how many cards he keeps (two, one under Thirst, three under Train Arrival). */
  keep?: number;
  /** For a shot: the life its hit takes when more than 1 (Aim, VALLEY-OF-SHADOWS.md §4.1). */
  damage?: number;
  /** For a shot no Missed! effect may answer (Colorado Bill's Spade, VALLEY-OF-SHADOWS.md §6): only the hit is left. */
  unavoidable?: true;
}

/** The innermost window, if any. */
export function pendingOf(G: BangState): Pending | undefined {
  const top = windows.top(G);
  if (!top) return undefined;
  const tag = top.tag as keyof Windows;
  const pending: Pending = { tag, awaiting: windows.awaiting(G) };
  switch (tag) {
    case 'shot': {
      const { source, damage, unavoidable } = (top.data as Windows['shot']['data']).shot;
      return { ...pending, ...(source !== null ? { source } : {}), ...(damage !== undefined && damage > 1 ? { damage } : {}), ...(unavoidable ? { unavoidable } : {}) };
    }
    case 'dying': {
      const source = (top.data as Windows['dying']['data']).hit.source;
      return source === null ? pending : { ...pending, source };
    }
    case 'indians':
    case 'store':
      return { ...pending, source: (top.data as Windows['indians']['data']).source };
    case 'duel':
      return { ...pending, source: (top.data as Windows['duel']['data']).challenger };
    case 'escape': {
      const { source, cause } = top.data as Windows['escape']['data'];
      return { ...pending, source, cause };
    }
    case 'saved': {
      const { hit } = top.data as Windows['saved']['data'];
      return { ...pending, about: hit.target, count: hit.amount, ...(hit.source !== null ? { source: hit.source } : {}) };
    }
    case 'choice': {
      const { id, data } = top.data as Windows['choice']['data'];
      const about = (data as { target?: Seat; recipients?: Seat[] }).target ?? (data as { recipients?: Seat[] }).recipients?.[0] ?? (data as { first?: Seat }).first;
      const { card, discarded, keep, by, skip, chosen } = data as { card?: CardId; discarded?: number; keep?: number; by?: Seat; skip?: number; chosen?: Seat[] };
      const count = discarded ?? (skip !== undefined && chosen !== undefined ? skip - chosen.length : undefined);
      return {
        ...pending,
        choice: id,
        ...(about !== undefined ? { about } : {}),
        ...(by !== undefined ? { source: by } : {}),
        ...(card !== undefined ? { card } : {}),
        ...(count !== undefined ? { count } : {}),
        ...(keep !== undefined ? { keep } : {}),
      };
    }
  }
}

/** The ways a selected hand card may be played now, and the other players it may not be played on, each with why. */
export interface TargetChoice {
  targeting: Targeting;
  plays: LegalMove[];
  refused: { seat: Seat; reason: Refusal }[];
  /** A "discard another card" card: each play names the other hand card it costs, last. */
  discardsAnother?: boolean;
  /** A card played together with another (Aim with its BANG! card): each play names that card, last; it is chosen before the target, which depends on it. */
  joins?: boolean;
}

/** The players a rule may aim at, each with why it may not when none of its ways is legal (`refuse` checks one way). */
function refusedTargets(G: BangState, ctx: Ctx, seat: Seat, rule: CardRule, refuse: (args: { target: Seat; pick?: CardId | 'hand' }) => Refusal | undefined): TargetChoice['refused'] {
  const refused: TargetChoice['refused'] = [];
  if (rule.targeting === 'none') return refused;
  for (const target of aimable(G, ctx, seat, rule)) {
    const picks: (CardId | 'hand' | undefined)[] = rule.targeting === 'player-card' ? ['hand', ...inPlay(G, target)] : [undefined];
    const reasons = picks.map((pick) => refuse({ target, ...(pick ? { pick } : {}) }));
    if (!reasons.includes(undefined)) refused.push({ seat: target, reason: reasons[0]! });
  }
  return refused;
}

/** Of the reasons a target is refused with each card a play may name, the one that tells the player most: a rule's own before "not that card". */
function telling(reasons: readonly (Refusal | undefined)[]): Refusal | undefined {
  if (reasons.includes(undefined)) return undefined;
  return reasons.find((reason) => reason !== 'forbidden' && reason !== 'no-other-card') ?? reasons[0];
}

/**
 * The plays of a hand card, with the reason for each other living player it cannot target
 * (undefined if the card cannot be played in phase 2). A "discard another card" card lists a
 * play for each other hand card it may cost (`extra`, the last argument); its targets are
 * judged as if any other card were given. A card played together with another (Aim) is judged
 * with `extra` when the player has chosen it, else refuses a target only if every other card would.
 */
export function targetsOf(G: BangState, ctx: Ctx, seat: Seat, card: CardId, extra?: CardId): TargetChoice | undefined {
  const rule = playRuleOf(G, seat, card);
  if (!rule) return undefined;
  const others = G.zones[handOf(seat)]!.filter((other) => other !== card);
  const extras: (CardId | undefined)[] = rule.joins ? (extra !== undefined ? [extra] : others) : rule.discardsAnother ? [extra ?? others[0]] : [undefined];
  const refused = refusedTargets(G, ctx, seat, rule, (args) => telling(extras.map((given) => refusal(G, ctx, seat, card, { ...args, ...(given ? { extra: given } : {}) }))));
  return { targeting: rule.targeting, plays: playsOf(G, ctx, seat, card), refused, ...(rule.discardsAnother ? { discardsAnother: true } : {}), ...(rule.joins ? { joins: true } : {}) };
}

/** The uses of a green card the seat has in play, as `targetsOf` gives the plays of a hand card (undefined if it cannot be used now). */
export function targetsInPlayOf(G: BangState, ctx: Ctx, seat: Seat, card: CardId): TargetChoice | undefined {
  const rule = useRuleOf(G, seat, card);
  if (!rule) return undefined;
  const refused = refusedTargets(G, ctx, seat, rule, (args) => useRefusal(G, ctx, seat, card, args));
  return { targeting: rule.targeting, plays: usesOf(G, ctx, seat, card), refused };
}

/**
 * The uses of an action of the seat's whose last argument is a player (Doc Holyday's shot),
 * after the arguments `prefix`: the legal ones, and every other living player with why.
 */
export function actionTargetsOf(G: BangState, ctx: Ctx, seat: Seat, name: string, prefix: readonly unknown[]): { plays: LegalMove[]; refused: TargetChoice['refused'] } {
  const action = actionOf(G, seat, name);
  const plays = legalMoves(G, ctx, seat).filter((move) => move.move === name && prefix.every((arg, index) => move.args?.[index] === arg) && move.args?.length === prefix.length + 1);
  const offered = new Set(plays.map((move) => move.args![prefix.length]));
  const refused: TargetChoice['refused'] = [];
  for (const target of livingSeats(G, ctx)) {
    if (target === seat || offered.has(target)) continue;
    refused.push({ seat: target, reason: action?.targetRefusal?.(G, ctx, seat, prefix, target) ?? 'forbidden' });
  }
  return { plays, refused };
}

/**
 * Every card, character and event of the sets in play, for the card reference (whether or not any
 * is on the table now). The events are those of the decks chosen, not the ones drawn for the
 * stack: which of them lie in it is not for the reference to tell.
 */
export function referenceOf(G: BangState): { cards: CardKey[]; characters: CharacterKey[]; events: EventKey[] } {
  const cards = [...new Set(CARDS.filter((data) => G.options.sets.includes(data.set)).map((data) => data.key))];
  const events = EVENTS.filter((data) => G.options.events.includes(data.set) && (G.options.bulletEvents || !data.bullet)).map((data) => data.key);
  return { cards, characters: charactersOf(G.options.characters), events };
}
