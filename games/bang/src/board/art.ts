// Which picture each card, event and role shows. A family of cards shares one picture where
// they do the same thing (the guns that are Missed!-proof BANG! effects, the long guns), the
// card's border colour and corner telling them apart: every picture costs the board's chunk.
import type { IconData } from '@parlor/game-kit';
import type { CardKey, Role } from '../index';
import type { EventKey } from '../lib/events';
import type { EquipmentKey } from '../lib/gold-rush-cards';
import { icons } from './icons.generated';

type Icon = keyof typeof icons;

const CARD_ICONS: Record<CardKey, Icon> = {
  bang: 'gunshot',
  missed: 'dodge',
  beer: 'beer-stein',
  cat_balou: 'cat',
  panic: 'robber-hand',
  duel: 'duel',
  general_store: 'shop',
  indians: 'tomahawk',
  stagecoach: 'old-wagon',
  wells_fargo: 'money-stack',
  gatling: 'minigun',
  saloon: 'saloon-doors',
  barrel: 'barrel',
  dynamite: 'dynamite',
  jail: 'window-bars',
  mustang: 'horse-head',
  scope: 'binoculars',
  volcanic: 'pistol-gun',
  schofield: 'revolver',
  remington: 'revolver',
  rev_carabine: 'winchester-rifle',
  winchester: 'winchester-rifle',
  punch: 'punch',
  dodge: 'run',
  springfield: 'winchester-rifle',
  rag_time: 'robber-hand',
  brawl: 'fist',
  tequila: 'square-bottle',
  whisky: 'brandy-bottle',
  hideout: 'cactus',
  binocular: 'binoculars',
  bible: 'book-cover',
  canteen: 'water-flask',
  can_can: 'cat',
  ten_gallon_hat: 'western-hat',
  conestoga: 'old-wagon',
  derringer: 'pistol-gun',
  buffalo_rifle: 'winchester-rifle',
  howitzer: 'cannon',
  pepperbox: 'revolver',
  iron_plate: 'breastplate',
  pony_express: 'envelope',
  knife: 'bowie-knife',
  sombrero: 'sombrero',
  aim: 'on-target',
  backfire: 'shield-reflect',
  bandidos: 'robber-mask',
  escape: 'exit-door',
  fanning: 'bullet-impacts',
  last_call: 'beer-bottle',
  poker: 'card-ace-spades',
  saved: 'life-buoy',
  // Indians! has the tomahawk picture: another axe keeps the two cards apart at a glance.
  tomahawk: 'stone-axe',
  tornado: 'tornado',
  // Not Gold Rush's Wanted poster, which may lie beside it in front of the same player.
  bounty: 'target-poster',
  ghost: 'ghost',
  lemat: 'revolver',
  rattlesnake: 'rattlesnake',
  shotgun: 'sawed-off-shotgun',
};

// A Record over every event key, so that an event added to the data without a picture fails the typecheck.
const EVENT_ICONS: Record<EventKey, Icon> = {
  blessing: 'church',
  curse: 'cursed-star',
  ghost_town: 'ghost',
  gold_rush: 'gold-nuggets',
  hangover: 'broken-bottle',
  high_noon: 'sun',
  shootout: 'crossed-pistols',
  the_daltons: 'bandit',
  the_doctor: 'doctor-face',
  the_reverend: 'book-cover',
  the_sermon: 'church',
  thirst: 'water-drop',
  train_arrival: 'steam-locomotive',
  handcuffs: 'handcuffs',
  new_identity: 'domino-mask',
  a_fistful_of_cards: 'poker-hand',
  abandoned_mine: 'gold-mine',
  ambush: 'cactus',
  blood_brothers: 'blood',
  dead_man: 'coffin',
  hard_liquor: 'brandy-bottle',
  lasso: 'lasso',
  law_of_the_west: 'gavel',
  peyote: 'cactus',
  ranch: 'ranch-gate',
  ricochet: 'ricochet',
  russian_roulette: 'revolver',
  sniper: 'crosshair',
  the_judge: 'gavel',
  vendetta: 'blood',
  bone_orchard: 'graveyard',
  darling_valentine: 'love-letter',
  dorothy_rage: 'pointing',
  gag: 'silenced',
  helena_zontero: 'crystal-ball',
  lady_rose_of_texas: 'rose',
  miss_susanna: 'hourglass',
  sacagaway: 'all-seeing-eye',
  showdown: 'bullets',
  wild_west_show: 'ticket',
};

// Gold Rush's equipment (GOLD-RUSH.md §G6): brown and black share no picture with each other, and
// none with a playing card, since an equipment card sits beside them in front of a player.
const EQUIPMENT_ICONS: Record<EquipmentKey, Icon> = {
  shot: 'drinking',
  bottle: 'wine-bottle',
  pardner: 'shaking-hands',
  gold_rush_card: 'gold-bar',
  rhum: 'heart-bottle',
  union_pacific: 'rail-road',
  calumet: 'smoking-pipe',
  gun_belt: 'cowboy-holster',
  horseshoe: 'horseshoe',
  pickaxe: 'mining',
  wanted: 'wanted-reward',
  gold_pan: 'saucepan',
  boots: 'cowboy-boot',
  lucky_charm: 'clover',
  rucksack: 'knapsack',
};

const ROLE_ICONS: Record<Role, Icon> = {
  sheriff: 'law-star',
  deputy: 'law-star',
  outlaw: 'bandit',
  renegade: 'hood',
};

/** The picture of a card name. */
export const cardArt = (key: CardKey): IconData => icons[CARD_ICONS[key]];
/** The picture of an event. */
export const eventArt = (key: string): IconData => icons[EVENT_ICONS[key as EventKey] ?? 'sun'];
/** The picture of a Gold Rush equipment card name. */
export const equipmentArt = (key: EquipmentKey): IconData => icons[EQUIPMENT_ICONS[key]];
/** The badge of a role. */
export const roleArt = (role: Role): IconData => icons[ROLE_ICONS[role]];
/** The back of every playing card (the draw pile, a hidden hand card). */
export const cardBack: IconData = icons['crossed-pistols'];
/** The mark of a seat within the reader's reach. */
export const reachArt: IconData = icons.crosshair;
/** A seat's gold nuggets (Gold Rush), beside its life. */
export const nuggetArt: IconData = icons['gold-nuggets'];
