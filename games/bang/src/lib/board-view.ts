// What the board reads of the rules beyond the state itself: the pending window in plain
// terms, the targets a selected card may take (and why each other player is out), and the
// cards and characters of the sets in play for the card reference.
import type { Ctx } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import { playRuleOf, refusal, type Targeting } from './card-rules';
import { CARDS, type CardKey } from './cards';
import { charactersOf, type CharacterKey } from './characters';
import { inPlay } from './equipment';
import type { Refusal } from './hooks';
import { playsOf, type LegalMove } from './legal';
import { livingSeats } from './seats';
import type { BangState, Seat } from './state';
import { windows, type Windows } from './windows';

/** The window being answered, as the board describes it. */
export interface Pending {
  tag: keyof Windows;
  /** The seats it waits for. */
  awaiting: Seat[];
  /** Who caused it: the shooter, the player of Indians! or of the General Store, the challenger. */
  source?: Seat;
  /** For a choice: which one (`jesse_jones`, `pedro_ramirez`, `kit_carlson`, `draw-check`). */
  choice?: string;
}

/** The innermost window, if any. */
export function pendingOf(G: BangState): Pending | undefined {
  const top = windows.top(G);
  if (!top) return undefined;
  const tag = top.tag as keyof Windows;
  const pending: Pending = { tag, awaiting: windows.awaiting(G) };
  switch (tag) {
    case 'shot':
      return { ...pending, source: (top.data as Windows['shot']['data']).shot.source };
    case 'dying': {
      const source = (top.data as Windows['dying']['data']).hit.source;
      return source === null ? pending : { ...pending, source };
    }
    case 'indians':
    case 'store':
      return { ...pending, source: (top.data as Windows['indians']['data']).source };
    case 'duel':
      return { ...pending, source: (top.data as Windows['duel']['data']).challenger };
    case 'choice':
      return { ...pending, choice: (top.data as Windows['choice']['data']).id };
  }
}

/** The ways a selected hand card may be played now, and the other players it may not be played on, each with why. */
export interface TargetChoice {
  targeting: Targeting;
  plays: LegalMove[];
  refused: { seat: Seat; reason: Refusal }[];
}

/** The plays of a hand card, with the reason for each other living player it cannot target (undefined if the card cannot be played in phase 2). */
export function targetsOf(G: BangState, ctx: Ctx, seat: Seat, card: CardId): TargetChoice | undefined {
  const rule = playRuleOf(G, seat, card);
  if (!rule) return undefined;
  const plays = playsOf(G, ctx, seat, card);
  const refused: TargetChoice['refused'] = [];
  if (rule.targeting !== 'none') {
    for (const target of livingSeats(G, ctx)) {
      if (target === seat) continue;
      const picks: (CardId | 'hand' | undefined)[] = rule.targeting === 'player' ? [undefined] : ['hand', ...inPlay(G, target)];
      const reasons = picks.map((pick) => refusal(G, ctx, seat, card, { target, ...(pick ? { pick } : {}) }));
      if (!reasons.includes(undefined)) refused.push({ seat: target, reason: reasons[0]! });
    }
  }
  return { targeting: rule.targeting, plays, refused };
}

/** Every card and character of the sets in play, for the card reference (whether or not any is on the table now). */
export function referenceOf(G: BangState): { cards: CardKey[]; characters: CharacterKey[] } {
  const cards = [...new Set(CARDS.filter((data) => G.options.sets.includes(data.set)).map((data) => data.key))];
  return { cards, characters: charactersOf(G.options.sets) };
}
