import type { CardId } from '@parlor/deck';
import { defineWindows, type WindowContext } from '@parlor/turn-phases';
import type { ExplodingKittensState, PendingPlay, Seat } from './state';

/** The windows of the game, by tag. */
export type Windows = {
  /** Every other living seat may Nope the play, and Nope the Nope, until all pass (RULES.md §6). */
  nope: { kind: 'open'; data: PendingPlay };
  /** The drawer of a defused kitten chooses where it goes back (secret). */
  defuse: { kind: 'queue'; data: { seat: Seat; kitten: CardId } };
  /** The player of Alter the Future puts the top cards back in an order of their choice. */
  alter: { kind: 'queue'; data: { seat: Seat } };
  /** The target of a Favor chooses a card to give. */
  give: { kind: 'queue'; data: { from: Seat; to: Seat } };
  /** The five-different combo: its player takes a card of their choice from the discard pile. */
  pick: { kind: 'queue'; data: { seat: Seat } };
};

type Resolver = (context: WindowContext<ExplodingKittensState>, play: PendingPlay, noped: boolean) => void;
let resolvePlay: Resolver = () => {
  throw new Error('Exploding Kittens plays have no resolver: import plays.ts (the game does) first');
};

/**
 * Sets what resolves a play once its Nope window closes (plays.ts). Handed over rather than
 * imported: plays open windows, so importing them here would make a cycle.
 */
export function resolvePlaysWith(resolver: Resolver): void {
  resolvePlay = resolver;
}

/**
 * The Nope window resolves its play when it closes: an odd number of Nopes cancels it
 * (RULES.md §6). The other windows are closed by the move that makes their choice.
 */
export const windows = defineWindows<ExplodingKittensState, Windows>({
  state: (G) => G.windows,
  handlers: {
    nope: { onClose: (context, window) => resolvePlay(context, window.data, window.chain.length % 2 === 1) },
    defuse: {},
    alter: {},
    give: {},
    pick: {},
  },
});
