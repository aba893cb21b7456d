import { defineWindows } from '@parlor/turn-phases';
import { onWindowClosed } from './effects';
import type { BangState, Hit, Seat, Shot } from './state';

/** The response windows of the game, by tag. Every one waits on a single seat except the Duel. */
export type Windows = {
  /** The target of a BANG! effect: Barrel, Missed! or take the hit (RULES.md §9 Shots: BANG! and Missed!). */
  shot: { kind: 'queue'; data: { shot: Shot; answer?: 'barrel' | 'missed' } };
  /** At 0 life or less (RULES.md §11.3 Beer and lethal hits): Beer (or an ability such as Sid Ketchum's) or elimination. */
  dying: { kind: 'queue'; data: { hit: Hit } };
  /** A target of Indians!: discard a BANG! or lose a life. */
  indians: { kind: 'queue'; data: { source: Seat; target: Seat } };
  /** Duel: the two players discard BANG! cards in turn, the challenged one first. */
  duel: { kind: 'duel'; data: { challenger: Seat; target: Seat } };
  /** General Store: each living player in turn takes one of the revealed cards. */
  store: { kind: 'queue'; data: { source: Seat } };
  /**
   * A choice from a list, by the choice rule `id` of an entry or of the engine (hooks.ts):
   * Jesse Jones' or Pedro Ramirez' first card, Kit Carlson's card to put back, Lucky Duke's
   * draw! card. `data` is the rule's own; `chosen` is set by the answer.
   */
  choice: { kind: 'queue'; data: { seat: Seat; id: string; data: unknown; chosen?: string } };
};

/** The stage each window's seat answers in (also the name of the stage's moves in moves.ts). */
export const STAGE: { [T in keyof Windows]: string } = {
  shot: 'shot',
  dying: 'dying',
  indians: 'indians',
  duel: 'duel',
  store: 'store',
  choice: 'choice',
};

// Every window hands its outcome to the engine (effects.ts), which resolves it and goes on
// with the pending steps. The arrow functions defer the lookup: effects.ts imports this module.
export const windows = defineWindows<BangState, Windows>({
  state: (G) => G.windows,
  handlers: {
    shot: { onClose: (context, window) => onWindowClosed(context, window) },
    dying: { onClose: (context, window) => onWindowClosed(context, window) },
    indians: { onClose: (context, window) => onWindowClosed(context, window) },
    duel: { onClose: (context, window) => onWindowClosed(context, window) },
    store: { onClose: (context, window) => onWindowClosed(context, window) },
    choice: { onClose: (context, window) => onWindowClosed(context, window) },
  },
});
