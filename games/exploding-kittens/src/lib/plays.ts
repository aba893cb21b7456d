import type { Ctx } from 'boardgame.io';
import { moveCard, shuffle, type CardId } from '@parlor/deck';
import { categoryOf, isCardKind, kindOf, NAMEABLE_KINDS, type CardKind } from './cards';
import { drawCard } from './draw';
import { futureForgotten, futureOf, showFuture } from './future';
import type { ExplodingKittensState, PendingPlay, Seat } from './state';
import { attack, endOneTurn, isOtherLivingSeat, nextLiving, notifyTransfer, record, type Context } from './turns';
import { resolvePlaysWith, windows } from './windows';

/** The titles that can be played on their own, and whether they name a target. */
export const SINGLE_PLAYS = {
  attack: { target: false },
  targeted_attack: { target: true },
  skip: { target: false },
  see_the_future: { target: false },
  alter_the_future: { target: false },
  shuffle: { target: false },
  draw_from_the_bottom: { target: false },
  favor: { target: true },
} as const satisfies Partial<Record<CardKind, { target: boolean }>>;

/** A title that can be played on its own. */
export type PlayableKind = keyof typeof SINGLE_PLAYS;

/** Whether a title can be played on its own (RULES.md §5: not Defuse, Nope, a cat or a kitten). */
export function isPlayableAlone(kind: CardKind): kind is PlayableKind {
  return Object.hasOwn(SINGLE_PLAYS, kind);
}

/** How many cards of the top See and Alter the Future show. */
export const FUTURE_SIZE = 3;

type CardPlay = Extract<PendingPlay, { type: 'card' }>;

/** What each single card does once it resolves unNoped, keyed by title (RULES.md §5). */
export const CARD_EFFECTS: Record<PlayableKind, (context: Context, play: CardPlay) => void> = {
  attack: (context, play) => attack(context, play.seat, nextLiving(context.G, context.ctx, play.seat)),
  targeted_attack: (context, play) => attack(context, play.seat, play.target!),
  skip: (context, play) => {
    record(context.G, { kind: 'skipped', seat: play.seat });
    endOneTurn(context);
  },
  see_the_future: ({ G }, play) => {
    showFuture(G, play.seat, FUTURE_SIZE);
    record(G, { kind: 'saw', seat: play.seat, count: futureOf(G, play.seat).length });
  },
  alter_the_future: (context, play) => {
    const { G } = context;
    showFuture(G, play.seat, FUTURE_SIZE);
    const shown = futureOf(G, play.seat).length;
    record(G, { kind: 'altered', seat: play.seat, count: shown });
    // With fewer than two cards there is no order to choose.
    if (shown > 1) {
      windows.open(context, { kind: 'queue', tag: 'alter', items: [{ seat: play.seat, stage: 'alter' }], data: { seat: play.seat } });
    }
  },
  shuffle: (context, play) => {
    shuffle(context.G.zones, 'draw', context.random);
    futureForgotten(context.G);
    record(context.G, { kind: 'shuffled', seat: play.seat });
  },
  draw_from_the_bottom: (context, play) => drawCard(context, play.seat, 'bottom'),
  favor: (context, play) => {
    const { G } = context;
    const target = play.target!;
    // ruling: a Favor on an empty hand resolves with no effect.
    if (G.zones[`hand:${target}`]!.length === 0) {
      record(G, { kind: 'no-effect', seat: play.seat, target });
      return;
    }
    windows.open(context, { kind: 'queue', tag: 'give', items: [{ seat: target, stage: 'give' }], data: { from: target, to: play.seat } });
  },
};

/** What each combo does once it resolves unNoped (RULES.md §9). */
export const COMBO_EFFECTS: {
  [T in Exclude<PendingPlay['type'], 'card'>]: (context: Context, play: Extract<PendingPlay, { type: T }>) => void;
} = {
  pair: ({ G, random }, play) => {
    const hand = G.zones[`hand:${play.target}`]!;
    if (hand.length === 0) {
      record(G, { kind: 'stole', from: play.target, to: play.seat, got: false });
      return;
    }
    const card = hand[random.Die(hand.length) - 1]!;
    moveCard(G.zones, card, { from: `hand:${play.target}`, to: `hand:${play.seat}` });
    record(G, { kind: 'stole', from: play.target, to: play.seat, got: true });
    notifyTransfer(G, card, play.target, play.seat);
  },
  triple: ({ G }, play) => {
    // ruling: naming a cat gets that cat only, never a Feral Cat.
    const card = G.zones[`hand:${play.target}`]!.find((held) => kindOf(held) === play.named);
    record(G, { kind: 'asked', from: play.target, to: play.seat, named: play.named, got: card !== undefined });
    if (card !== undefined) {
      moveCard(G.zones, card, { from: `hand:${play.target}`, to: `hand:${play.seat}` });
      notifyTransfer(G, card, play.target, play.seat);
    }
  },
  five: (context, play) => {
    windows.open(context, { kind: 'queue', tag: 'pick', items: [{ seat: play.seat, stage: 'pick' }], data: { seat: play.seat } });
  },
};

/** The titles of a play's cards, as they lie face up on the discard pile. */
export function playedKinds(play: PendingPlay): CardKind[] {
  return play.type === 'card' ? [play.kind] : play.cards.map(kindOf);
}

/** Resolves a play when its Nope window closes: its effect, unless an odd number of Nopes cancelled it. */
export function resolvePlay(context: Context, play: PendingPlay, cancelled: boolean): void {
  if (cancelled) {
    record(context.G, { kind: 'cancelled', seat: play.seat, cards: playedKinds(play) });
    return;
  }
  switch (play.type) {
    case 'card':
      CARD_EFFECTS[play.kind as PlayableKind](context, play);
      return;
    case 'pair':
      COMBO_EFFECTS.pair(context, play);
      return;
    case 'triple':
      COMBO_EFFECTS.triple(context, play);
      return;
    case 'five':
      COMBO_EFFECTS.five(context, play);
      return;
  }
}

/** Whether every id is a distinct card in the seat's hand. */
export function holdsAll(G: ExplodingKittensState, seat: Seat, ids: readonly unknown[]): ids is CardId[] {
  const hand = G.zones[`hand:${seat}`]!;
  return new Set(ids).size === ids.length && ids.every((id) => typeof id === 'string' && hand.includes(id));
}

/**
 * The cards of `hand` a list of titles stands for: for each title, the first copy not already
 * taken. `undefined` if the hand lacks one. Moves name titles, never card ids, so no card id
 * ever sits in the move log: a card played face up can come back into a hand (the
 * five-different combo) and its id must then be seen by nobody else.
 */
export function copiesOf(hand: readonly CardId[], titles: readonly CardKind[]): CardId[] | undefined {
  const taken: CardId[] = [];
  for (const title of titles) {
    const card = hand.find((held) => kindOf(held) === title && !taken.includes(held));
    if (card === undefined) return undefined;
    taken.push(card);
  }
  return taken;
}

/** The play a single card of title `title` makes, or why it cannot be played (RULES.md §4, §5). */
export function singlePlay(G: ExplodingKittensState, ctx: Ctx, seat: Seat, title: unknown, target: unknown): CardPlay | string {
  if (!isCardKind(title)) return 'name a card title';
  const card = G.zones[`hand:${seat}`]!.find((held) => kindOf(held) === title);
  if (card === undefined) return 'you do not hold that card';
  if (!isPlayableAlone(title)) return `${title} cannot be played on its own`;
  if (SINGLE_PLAYS[title].target) {
    if (!isOtherLivingSeat(G, ctx, seat, target)) return 'choose another living player';
    return { type: 'card', seat, card, kind: title, target };
  }
  if (target !== undefined) return `${title} takes no target`;
  return { type: 'card', seat, card, kind: title };
}

/**
 * What a set of titles makes as a combo (RULES.md §9): a pair or triple of one title, cats of
 * one kind completed by Feral Cats, or five different titles. `undefined` if none.
 */
export function comboType(kinds: readonly CardKind[]): 'pair' | 'triple' | 'five' | undefined {
  if (kinds.length === 5) return new Set(kinds).size === 5 ? 'five' : undefined;
  if (kinds.length !== 2 && kinds.length !== 3) return undefined;
  const type = kinds.length === 2 ? 'pair' : 'triple';
  if (new Set(kinds).size === 1) return type;
  // Mixed titles only work as cats of one kind plus Feral Cats (never a Feral with a non-cat).
  const tame = kinds.filter((kind) => kind !== 'feral_cat');
  if (tame.some((kind) => categoryOf(kind) !== 'cat')) return undefined;
  return new Set(tame).size === 1 ? type : undefined;
}

/** The play a combo of these titles makes, or why it cannot be played. */
export function comboPlay(
  G: ExplodingKittensState,
  ctx: Ctx,
  seat: Seat,
  titles: unknown,
  target: unknown,
  named: unknown,
): Exclude<PendingPlay, CardPlay> | string {
  if (!Array.isArray(titles) || titles.length > 5 || !titles.every(isCardKind)) return 'name the titles of the combo';
  const ids = copiesOf(G.zones[`hand:${seat}`]!, titles);
  if (ids === undefined) return 'you do not hold those cards';
  const type = comboType(titles);
  if (type === undefined) return 'those cards make no combo';
  if (type === 'five') {
    // ruling: the five-different combo exists only as an optional setting.
    if (!G.options.fiveDifferentCombo) return 'the five-different combo is off in this match';
    if (target !== undefined || named !== undefined) return 'the five-different combo takes no target';
    return { type, seat, cards: ids };
  }
  if (!isOtherLivingSeat(G, ctx, seat, target)) return 'choose another living player';
  if (type === 'pair') {
    if (named !== undefined) return 'a pair names no card';
    return { type, seat, cards: ids, target };
  }
  if (!isCardKind(named) || !NAMEABLE_KINDS.includes(named)) return 'name a card title';
  return { type, seat, cards: ids, target, named };
}

resolvePlaysWith(resolvePlay);
