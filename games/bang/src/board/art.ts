// Which picture each card, event and role shows. A family of cards shares one picture where
// they do the same thing (the guns that are Missed!-proof BANG! effects, the long guns), the
// card's border colour and corner telling them apart: every picture costs the board's chunk.
import type { IconData } from '@parlor/game-kit';
import type { CardKey, Role } from '../index';
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
};

const EVENT_ICONS: Record<string, Icon> = {
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
export const eventArt = (key: string): IconData => icons[EVENT_ICONS[key] ?? 'sun'];
/** The badge of a role. */
export const roleArt = (role: Role): IconData => icons[ROLE_ICONS[role]];
/** The back of every playing card (the draw pile, a hidden hand card). */
export const cardBack: IconData = icons['crossed-pistols'];
/** The mark of a seat within the reader's reach. */
export const reachArt: IconData = icons.crosshair;
