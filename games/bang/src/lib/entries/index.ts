// The registry: every entry of the game, gathered in one place and handed to the engine
// (engine/registry.ts), which the primitives and the turn code ask. A new card, character or
// event is an entry in one of these tables; a new expansion adds its own file of entries and
// one line here.
import { registerEntries, type EntryTables } from '../engine/registry';
import { IN_PLAY } from './cards-in-play';
import { ABILITIES } from './characters';
import { ENGINE_RULES } from './engine';
import { EVENT_RULES } from './events';
import { GOLD_RUSH_ABILITIES, SHADOW_RULES } from './gold-rush-characters';
import { GEAR, GOLD_RULES } from './gold-rush-equipment';
import { GOLD_RUSH_EQUIPMENT_CHARACTERS } from './gold-rush-equipment-characters';
import { CARD_RULES } from './playing-cards';
import { WILD_WEST_SHOW_ABILITIES } from './wild-west-show-characters';
import { SHOW_EVENT_RULES, SHOW_STACK } from './wild-west-show-events';
import { VALLEY_OF_SHADOWS_ANSWERS, VALLEY_OF_SHADOWS_ANSWERS_IN_PLAY } from './valley-of-shadows-answers';
import { VALLEY_OF_SHADOWS_CARDS, VALLEY_OF_SHADOWS_IN_PLAY } from './valley-of-shadows-cards';
import { VALLEY_OF_SHADOWS_ABILITIES } from './valley-of-shadows-characters';
import { VALLEY_OF_SHADOWS_GUNMEN } from './valley-of-shadows-gunmen';

/** Every entry, by table. */
export const ENTRIES: EntryTables = {
  cards: Object.assign(CARD_RULES, VALLEY_OF_SHADOWS_CARDS, VALLEY_OF_SHADOWS_ANSWERS),
  abilities: { ...ABILITIES, ...WILD_WEST_SHOW_ABILITIES, ...GOLD_RUSH_ABILITIES, ...GOLD_RUSH_EQUIPMENT_CHARACTERS, ...VALLEY_OF_SHADOWS_ABILITIES, ...VALLEY_OF_SHADOWS_GUNMEN },
  inPlay: { ...IN_PLAY, ...VALLEY_OF_SHADOWS_IN_PLAY, ...VALLEY_OF_SHADOWS_ANSWERS_IN_PLAY },
  events: Object.assign(EVENT_RULES, SHOW_EVENT_RULES),
  gear: GEAR,
  engine: ENGINE_RULES,
  gold: GOLD_RULES,
  shadow: SHADOW_RULES,
  showStack: SHOW_STACK,
};

registerEntries(ENTRIES);
