import type { CardId } from '@parlor/deck';
import { defineWindows } from '@parlor/turn-phases';
import { onWindowClosed } from './effects';
import type { BangState, Hit, Seat, Shot, Step } from './state';

/** The response windows of the game, by tag. Every one waits on a single seat except the Duel. */
export type Windows = {
  /** The target of a BANG! effect: Barrel, Missed! or take the hit (RULES.md §9). */
  shot: { kind: 'queue'; data: { shot: Shot; answer?: 'barrel' | 'missed' } };
  /** A player at 0 life or less: Beer (or Sid Ketchum's ability) or elimination (RULES.md §11.3). */
  dying: { kind: 'queue'; data: { hit: Hit } };
  /** A target of Indians!: discard a BANG! or lose a life. */
  indians: { kind: 'queue'; data: { source: Seat; target: Seat } };
  /** Duel: the two players discard BANG! cards in turn, the challenged one first. */
  duel: { kind: 'duel'; data: { challenger: Seat; target: Seat } };
  /** General Store: each living player in turn takes one of the revealed cards. */
  store: { kind: 'queue'; data: { source: Seat } };
  /** Lucky Duke chooses which of the two cards turned over counts for a "draw!". */
  lucky: { kind: 'queue'; data: { check: Extract<Step, { kind: 'check' }>; chosen?: CardId } };
  /** Jesse Jones or Pedro Ramirez chooses where the first card of phase 1 comes from. */
  'draw-choice': { kind: 'queue'; data: { seat: Seat; from?: 'deck' | 'discard' | Seat } };
  /** Kit Carlson chooses which of the top three cards goes back. */
  kit: { kind: 'queue'; data: { seat: Seat; returned?: CardId } };
};

/** The stage each window's seat answers in (also the name of the stage's moves in moves.ts). */
export const STAGE: { [T in keyof Windows]: string } = {
  shot: 'shot',
  dying: 'dying',
  indians: 'indians',
  duel: 'duel',
  store: 'store',
  lucky: 'lucky',
  'draw-choice': 'draw',
  kit: 'kit',
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
    lucky: { onClose: (context, window) => onWindowClosed(context, window) },
    'draw-choice': { onClose: (context, window) => onWindowClosed(context, window) },
    kit: { onClose: (context, window) => onWindowClosed(context, window) },
  },
});
