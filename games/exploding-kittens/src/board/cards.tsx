import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { IconData } from '@parlor/game-kit';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { Art, Card, type CardHelpContent, type CardProps } from '@parlor/ui';
import { categoryOf, kindOf, type CardKind } from '../index';
import { icons } from './icons.generated';

/**
 * Every title's own picture from game-icons.net: the five cats share the cat, each with what
 * names it (a taco, a watermelon, a potato, a beard, a rainbow) in its corner; Draw from the
 * Bottom is the drawing picture turned upside down.
 */
const PICTURES: Record<CardKind, { art: IconData; extra?: IconData; flip?: true }> = {
  exploding_kitten: { art: icons['sparky-bomb'] },
  defuse: { art: icons.scissors },
  attack: { art: icons['crossed-swords'] },
  targeted_attack: { art: icons.crosshair },
  skip: { art: icons['jump-across'] },
  see_the_future: { art: icons['crystal-ball'] },
  alter_the_future: { art: icons['fairy-wand'] },
  shuffle: { art: icons['card-random'] },
  draw_from_the_bottom: { art: icons['card-draw'], flip: true },
  favor: { art: icons.present },
  nope: { art: icons.halt },
  tacocat: { art: icons.cat, extra: icons.tacos },
  cattermelon: { art: icons.cat, extra: icons.watermelon },
  hairy_potato_cat: { art: icons.cat, extra: icons.potato },
  beard_cat: { art: icons.cat, extra: icons.beard },
  rainbow_ralphing_cat: { art: icons.cat, extra: icons['rainbow-star'] },
  feral_cat: { art: icons['saber-toothed-cat-head'] },
};

/** The back of every card (the draw pile, a hidden hand). */
export const CARD_BACK = icons['paw-print'];

/** The colour family of a title: each its own (board.css colours `[data-tone=ek-…]`). */
export const toneOf = (kind: CardKind) => `ek-${kind}`;

/** A title's picture, filling the box CSS gives `className`. */
export function CardPicture({ kind, className }: { kind: CardKind; className: string }) {
  const { art, extra, flip } = PICTURES[kind];
  return (
    <span className={`ek-pic ${className}`} data-flip={flip} aria-hidden="true">
      <Art icon={art} className="ek-pic__main" />
      {extra && <Art icon={extra} className="ek-pic__extra" />}
    </span>
  );
}

/** The lines of a list in the locale (rulings). */
const linesOf = (t: TFunction, key: string): string[] => {
  const value = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(value) ? (value as string[]) : [];
};

/** When a title can be played, as card help's first fact. */
const WHEN: Record<ReturnType<typeof categoryOf>, string> = { kitten: 'never', defuse: 'drawn', action: 'turn', reaction: 'anytime', cat: 'combo', wild_cat: 'combo' };

/** Everything card help shows of a title, in the reader's language: its full text and its rulings. */
export function cardHelp(t: TFunction, kind: CardKind): CardHelpContent {
  const category = categoryOf(kind);
  const cat = category === 'cat';
  const facts = [t(`facts.${WHEN[category]}`)];
  if (category === 'action' || category === 'reaction') facts.push(t('facts.nopeable'));
  if (category === 'kitten' || category === 'defuse') facts.push(t('facts.unstoppable'));
  if (kind === 'favor' || kind === 'targeted_attack') facts.push(t('facts.target'));
  return {
    title: t(`cards.${kind}.name`),
    kind: t(`kind.${category}`),
    picture: <CardPicture kind={kind} className="pl-help__art" />,
    tone: toneOf(kind),
    facts,
    text: t(cat ? 'cat.text' : `cards.${kind}.text`),
    rulings: linesOf(t, cat ? 'cat.rulings' : `cards.${kind}.rulings`),
  };
}

/** A title's one-line summary (the reference). */
export const cardSummary = (t: TFunction, kind: CardKind) => t(categoryOf(kind) === 'cat' ? 'cat.short' : `cards.${kind}.short`);

/**
 * An Exploding Kittens card by id (or the hidden placeholder, drawn face down): its picture,
 * its name and its help. Its id goes to `Card` (the motion layer follows a card by it) only for
 * a card the viewer may know, which a hidden placeholder is not.
 */
export function CardFace({ id, size = 'medium', ...props }: { id: string } & Omit<CardProps, 'label' | 'name' | 'children' | 'faceDown' | 'tone' | 'id' | 'art' | 'picture' | 'help'>) {
  const { t } = useTranslation('exploding-kittens');
  if (id === HIDDEN_CARD) return <Card faceDown size={size} back={CARD_BACK} {...props} />;
  const kind = kindOf(id);
  const name = t(`cards.${kind}.name`);
  return <Card id={id} label={name} name={name} tone={toneOf(kind)} size={size} picture={<CardPicture kind={kind} className="pl-card__art" />} help={cardHelp(t, kind)} {...props} />;
}

/** A small picture of a title beside its name (the buttons that name a title). */
export function TitleIcon({ kind }: { kind: CardKind }) {
  return (
    <span className="ek-chip__icon" data-tone={toneOf(kind)}>
      <CardPicture kind={kind} className="ek-chip__pic" />
    </span>
  );
}
