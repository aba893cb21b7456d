// What a click in one's own turn does, worked out from the rules' own list of legal moves
// (`legalMoves`), so the board never offers what the rules would refuse: a card that leaves no
// choice plays at once, a card that could be part of a combo is chosen first, and a target or
// a title to name is asked for only among the legal ones.
import type { LegalMove } from '../index';
import { kindOf, type CardKind } from '../index';

/** One combo the hand can play now, by titles, with its legal targets (and for a triple, the names per target). */
export interface ComboChoice {
  type: 'pair' | 'triple' | 'five';
  kinds: CardKind[];
  targets: string[];
  /** Triples: the titles that may be named of each target. */
  names: Record<string, CardKind[]>;
}

/** Everything the seat may do in its own turn now. */
export interface TurnChoices {
  draw: boolean;
  /** Titles playable alone: their legal targets, or null when they take none. */
  singles: Map<CardKind, string[] | null>;
  combos: ComboChoice[];
}

const keyOf = (kinds: readonly CardKind[]) => [...kinds].sort().join('+');

/** The seat's choices in its own turn, from its legal moves. */
export function turnChoices(legal: readonly LegalMove[]): TurnChoices {
  const singles = new Map<CardKind, string[] | null>();
  const combos = new Map<string, ComboChoice>();
  let draw = false;
  for (const { move, args = [] } of legal) {
    if (move === 'draw') draw = true;
    else if (move === 'play') {
      const [kind, target] = args as [CardKind, string | undefined];
      if (target === undefined) singles.set(kind, null);
      else singles.set(kind, [...(singles.get(kind) ?? []), target]);
    } else if (move === 'combo') {
      const [kinds, target, named] = args as [CardKind[], string | undefined, CardKind | undefined];
      const type = kinds.length === 2 ? 'pair' : kinds.length === 3 ? 'triple' : 'five';
      const key = keyOf(kinds);
      const combo = combos.get(key) ?? { type, kinds: [...kinds], targets: [], names: {} };
      combos.set(key, combo);
      if (target !== undefined && !combo.targets.includes(target)) combo.targets.push(target);
      if (target !== undefined && named !== undefined) (combo.names[target] ??= []).push(named);
    }
  }
  return { draw, singles, combos: [...combos.values()] };
}

/** Whether `part` (titles, with repeats) is contained in `whole`. */
function within(part: readonly CardKind[], whole: readonly CardKind[]): boolean {
  const left = [...whole];
  for (const kind of part) {
    const at = left.indexOf(kind);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/** Whether a title could be part of a combo the hand can play now (so a click chooses it rather than playing it). */
export function inSomeCombo(choices: TurnChoices, kind: CardKind): boolean {
  return choices.combos.some((combo) => combo.kinds.includes(kind));
}

/** What a click on a card does when nothing is chosen yet. */
export type CardClick = { do: 'choose' } | { do: 'play'; kind: CardKind; target?: string } | { do: 'target'; kind: CardKind; targets: string[] } | { do: 'nothing' };

/**
 * A card clicked with nothing chosen: chosen when it could be part of a combo (there is then a
 * choice), else played at once when it needs no target or has one legal target, else its
 * target asked for. A card with no legal play does nothing (its help opens instead).
 */
export function clickCard(choices: TurnChoices, card: string): CardClick {
  const kind = kindOf(card);
  if (inSomeCombo(choices, kind)) return { do: 'choose' };
  if (!choices.singles.has(kind)) return { do: 'nothing' };
  const targets = choices.singles.get(kind);
  if (!targets) return { do: 'play', kind };
  if (targets.length === 1) return { do: 'play', kind, target: targets[0]! };
  return { do: 'target', kind, targets };
}

/** What the chosen cards can be played as: the card alone (one chosen), and every legal combo containing them. */
export function playsFor(choices: TurnChoices, chosen: readonly string[]): { single?: CardKind; combos: ComboChoice[]; fiveMissing: number } {
  const kinds = chosen.map(kindOf);
  const single = kinds.length === 1 && choices.singles.has(kinds[0]!) ? kinds[0] : undefined;
  // Pairs and triples that hold what is chosen; five different only once all five are chosen
  // (listing every five it could grow into would bury the buttons).
  const combos = choices.combos.filter((combo) => (combo.type === 'five' ? keyOf(combo.kinds) === keyOf(kinds) : within(kinds, combo.kinds)));
  const distinct = new Set(kinds).size === kinds.length;
  const fiveMissing = distinct && kinds.length < 5 && choices.combos.some((combo) => combo.type === 'five' && within(kinds, combo.kinds)) ? 5 - kinds.length : 0;
  return { ...(single ? { single } : {}), combos, fiveMissing };
}

/** Whether a card may be added to (or taken from) what is chosen: it still leads to some legal play. */
export function canChoose(choices: TurnChoices, chosen: readonly string[], card: string): boolean {
  if (chosen.includes(card)) return true;
  const kinds = [...chosen, card].map(kindOf);
  return choices.combos.some((combo) => within(kinds, combo.kinds));
}
