// The Valley of Shadows' characters (VALLEY-OF-SHADOWS.md §6 Characters (8)) whose abilities change
// phase 1 or act on another's play: Der Spot-Burst Ringer, Evelyn Shebang, Lemonade Jim, Tuco
// Franziskaner. Those that answer or shoot back (Black Flower, Colorado Bill, Henry Block, Mick
// Defender) are in valley-of-shadows-gunmen.ts.
import type { CharacterKey } from '../characters';
import type { Hooks } from '../engine/hooks';

/** Their abilities, keyed by character. */
export const VALLEY_OF_SHADOWS_ABILITIES: Partial<Record<CharacterKey, Hooks>> = {};
