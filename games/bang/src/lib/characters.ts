/**
 * The box a character comes from; `bullet` = the three extras of The Bullet edition. Wild West
 * Show's and Gold Rush's characters are data only for now: no lobby option puts their sets in a
 * match's pool yet, so no match deals them.
 */
export type CharacterSet = 'base' | 'dodge_city' | 'bullet' | 'wild_west_show' | 'gold_rush' | 'valley_of_shadows';

// Key, set and printed life (bullets) of each character, in the order of RULES.md §14, §15.5 and
// §17, then of WILD-WEST-SHOW.md §W5 Characters (8) and GOLD-RUSH.md §G7 Characters (8, all 4
// life). The Sheriff's +1 comes from his role, not from here (RULES.md §3.2 Procedure). Big
// Spencer's 9 is only his life: his 5 starting cards are a setup rule (§W2 Setup changes).
const ROWS = [
  ['bart_cassidy', 'base', 4],
  ['black_jack', 'base', 4],
  ['calamity_janet', 'base', 4],
  ['el_gringo', 'base', 3],
  ['jesse_jones', 'base', 4],
  ['jourdonnais', 'base', 4],
  ['kit_carlson', 'base', 4],
  ['lucky_duke', 'base', 4],
  ['paul_regret', 'base', 3],
  ['pedro_ramirez', 'base', 4],
  ['rose_doolan', 'base', 4],
  ['sid_ketchum', 'base', 4],
  ['slab_the_killer', 'base', 4],
  ['suzy_lafayette', 'base', 4],
  ['vulture_sam', 'base', 4],
  ['willy_the_kid', 'base', 4],

  ['apache_kid', 'dodge_city', 3],
  ['belle_star', 'dodge_city', 4],
  ['bill_noface', 'dodge_city', 4],
  ['chuck_wengam', 'dodge_city', 4],
  ['doc_holyday', 'dodge_city', 4],
  ['elena_fuente', 'dodge_city', 3],
  ['greg_digger', 'dodge_city', 4],
  ['herb_hunter', 'dodge_city', 4],
  ['jose_delgado', 'dodge_city', 4],
  ['molly_stark', 'dodge_city', 4],
  ['pat_brennan', 'dodge_city', 4],
  ['pixie_pete', 'dodge_city', 3],
  ['sean_mallory', 'dodge_city', 3],
  ['tequila_joe', 'dodge_city', 4],
  ['vera_custer', 'dodge_city', 3],

  ['uncle_will', 'bullet', 4],
  ['johnny_kisch', 'bullet', 4],
  ['claus_the_saint', 'bullet', 3],

  ['big_spencer', 'wild_west_show', 9],
  ['flint_westwood', 'wild_west_show', 4],
  ['gary_looter', 'wild_west_show', 5],
  ['greygory_deck', 'wild_west_show', 4],
  ['john_pain', 'wild_west_show', 4],
  ['lee_van_kliff', 'wild_west_show', 4],
  ['teren_kill', 'wild_west_show', 3],
  ['youl_grinner', 'wild_west_show', 4],

  ['don_bell', 'gold_rush', 4],
  ['dutch_will', 'gold_rush', 4],
  ['jacky_murieta', 'gold_rush', 4],
  ['josh_mccloud', 'gold_rush', 4],
  ['madam_yto', 'gold_rush', 4],
  ['pretty_luzena', 'gold_rush', 4],
  ['raddie_snake', 'gold_rush', 4],
  ['simeon_picos', 'gold_rush', 4],

  // Tuco Franziskaner's 5 rests on two of three sources (VALLEY-OF-SHADOWS.md §10.1): this is the one place to change it.
  ['black_flower', 'valley_of_shadows', 4],
  ['colorado_bill', 'valley_of_shadows', 4],
  ['der_spot_burst_ringer', 'valley_of_shadows', 4],
  ['evelyn_shebang', 'valley_of_shadows', 4],
  ['henry_block', 'valley_of_shadows', 4],
  ['lemonade_jim', 'valley_of_shadows', 4],
  ['mick_defender', 'valley_of_shadows', 4],
  ['tuco_franziskaner', 'valley_of_shadows', 5],
] as const satisfies readonly (readonly [key: string, set: CharacterSet, life: number])[];

/** A character, as its `key` in RULES.md §14, §15.5 and §17, WILD-WEST-SHOW.md §W5 and GOLD-RUSH.md §G7. */
export type CharacterKey = (typeof ROWS)[number][0];

/** A character card: which box it is in and its printed life. */
export interface CharacterData {
  key: CharacterKey;
  set: CharacterSet;
  /** Printed bullets: starting and maximum life, before the Sheriff's +1. */
  life: number;
}

/** Every character (16 base, 15 Dodge City, 3 Bullet, 8 Wild West Show, 8 Gold Rush), in the order of their sections. */
export const CHARACTERS: readonly CharacterData[] = Object.freeze(
  ROWS.map(([key, set, life]): CharacterData => Object.freeze({ key, set, life })),
);

const byKey: ReadonlyMap<string, CharacterData> = new Map(CHARACTERS.map((data) => [data.key, data]));

/** The character with this key; throws for an unknown key (e.g. from an unchecked move argument). */
export function character(key: CharacterKey): CharacterData {
  const data = byKey.get(key);
  if (data === undefined) throw new Error(`Unknown BANG! character: ${JSON.stringify(key)}`);
  return data;
}

/** The keys of the characters of these sets, in data order (the pool to deal characters from). */
export function charactersOf(sets: readonly CharacterSet[]): CharacterKey[] {
  return CHARACTERS.filter((data) => sets.includes(data.set)).map((data) => data.key);
}
