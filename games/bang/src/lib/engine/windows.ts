import { defineWindows, type Window, type WindowContext } from '@parlor/turn-phases';
import type { CardId } from '@parlor/deck';
import type { CardKey } from '../cards';
import type { CharacterKey } from '../characters';
import type { BangState, Hit, Seat, Shot, Step } from '../state';

/** The response windows of the game, by tag. Every one waits on a single seat except the Duel. */
export type Windows = {
  /** The target of a BANG! effect: Barrel, Missed! or take the hit (RULES.md §9 Shots: BANG! and Missed!). */
  shot: { kind: 'queue'; data: { shot: Shot; answer?: 'barrel' | 'missed'; by?: CardKey } };
  /** At 0 life or less (RULES.md §11.3 Beer and lethal hits): Beer (or an ability such as Sid Ketchum's) or elimination. */
  dying: { kind: 'queue'; data: { hit: Hit } };
  /** A target of Indians!: discard a BANG! or lose a life. */
  indians: { kind: 'queue'; data: { source: Seat; target: Seat } };
  /** Duel: the two players discard BANG! cards in turn, the challenged one first. */
  duel: { kind: 'duel'; data: { challenger: Seat; target: Seat } };
  /** General Store: each living player in turn takes one of the revealed cards. */
  store: { kind: 'queue'; data: { source: Seat } };
  /**
   * A choice from a list, by the choice rule `id` of an entry (src/lib/entries):
   * Jesse Jones' or Pedro Ramirez' first card, Kit Carlson's card to put back, Lucky Duke's
   * draw! card. `data` is the rule's own; `chosen` is set by the answer.
   */
  choice: { kind: 'queue'; data: { seat: Seat; id: string; data: unknown; chosen?: string } };
  /**
   * A target of a brown card other than a BANG! card, before any other answer (VALLEY-OF-SHADOWS.md
   * §4.4 Escape, ruling VS-8): he may discard an Escape (or, Mick Defender, a Missed! card) to ignore
   * what that card does to him. `step` is what it does to him, resolved if he lets it; `escaped`, what
   * the card still does to the others if he escapes (a General Store without him).
   */
  escape: { kind: 'queue'; data: { step: Step; source: Seat; cause: CardKey | CharacterKey; escaped?: Step } };
  /**
   * Another player is about to lose life (VALLEY-OF-SHADOWS.md §4.8 Saved!): the others holding a
   * Saved!, one at a time from his left (ruling VS-14: the first to play one does), may make it 1
   * smaller. `rest` are those still to be asked; `card` is the one played.
   */
  saved: { kind: 'queue'; data: { hit: Hit; rest: Seat[]; card?: CardId } };
};

/** The stage each window's seat answers in (also the name of the stage's moves in moves.ts). */
export const STAGE: { [T in keyof Windows]: string } = {
  shot: 'shot',
  dying: 'dying',
  indians: 'indians',
  duel: 'duel',
  store: 'store',
  choice: 'choice',
  escape: 'escape',
  saved: 'saved',
};

/** The stage of the seats that may act at any time while the game waits on someone else (game.ts). */
export const ANYTIME = 'anytime';

type Resolver = (context: WindowContext<BangState>, window: Window) => void;
let resolve: Resolver = () => {
  throw new Error('BANG! windows have no resolver: import src/lib/turn (the game does) before using the rules');
};

/**
 * Sets what a closed window's outcome goes to: the turn code (turn.ts), which applies it and goes
 * on with the pending steps. Handed over instead of imported, since the turn code sits above the
 * primitives that open windows.
 */
export function resolveWindowsWith(resolver: Resolver): void {
  resolve = resolver;
}

export const windows = defineWindows<BangState, Windows>({
  state: (G) => G.windows,
  handlers: {
    shot: { onClose: (context, window) => resolve(context, window) },
    dying: { onClose: (context, window) => resolve(context, window) },
    indians: { onClose: (context, window) => resolve(context, window) },
    duel: { onClose: (context, window) => resolve(context, window) },
    store: { onClose: (context, window) => resolve(context, window) },
    choice: { onClose: (context, window) => resolve(context, window) },
    escape: { onClose: (context, window) => resolve(context, window) },
    saved: { onClose: (context, window) => resolve(context, window) },
  },
});
