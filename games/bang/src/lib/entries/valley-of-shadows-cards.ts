// The Valley of Shadows' cards that need no mechanism of their own (VALLEY-OF-SHADOWS.md §4 New brown
// cards, §5 New blue cards): how each is played, and what the blue ones do in play. The cards that
// answer out of turn or change how a play is made (Escape, Backfire, Saved!, Aim, Fanning, Ghost,
// LeMat) are in valley-of-shadows-answers.ts.
import type { CardKey } from '../cards';
import type { CardEntry, Hooks } from '../engine/hooks';

/** How each of these cards is played, keyed by card. */
export const VALLEY_OF_SHADOWS_CARDS: Partial<Record<CardKey, CardEntry>> = {};

/** What the blue ones among them do while in play, keyed by card. */
export const VALLEY_OF_SHADOWS_IN_PLAY: Partial<Record<CardKey, Hooks>> = {};
