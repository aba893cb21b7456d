import { useTranslation } from 'react-i18next';
import {
  ArrowDownToLine,
  Ban,
  Bomb,
  Cat,
  Crosshair,
  Eye,
  HandHeart,
  PawPrint,
  Shuffle,
  SkipForward,
  Swords,
  WandSparkles,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Card, type CardProps } from '@parlor/ui';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { categoryOf, kindOf, type CardKind } from '../index';

/**
 * A picture for each title, drawn with lucide's icons (an emoji shows as an empty box where no
 * emoji font is installed). The five cats share the cat, each in its own colour; the Feral Cat,
 * which stands in for any of them, is a paw print. The name is what is announced.
 */
const ICONS: Record<CardKind, { icon: LucideIcon; colour?: string }> = {
  exploding_kitten: { icon: Bomb, colour: '#8f1d12' },
  defuse: { icon: Wrench, colour: '#1f6b2a' },
  attack: { icon: Swords },
  targeted_attack: { icon: Crosshair },
  skip: { icon: SkipForward },
  see_the_future: { icon: Eye },
  alter_the_future: { icon: WandSparkles },
  shuffle: { icon: Shuffle },
  draw_from_the_bottom: { icon: ArrowDownToLine },
  favor: { icon: HandHeart },
  nope: { icon: Ban, colour: '#a3123f' },
  tacocat: { icon: Cat, colour: '#c2410c' },
  cattermelon: { icon: Cat, colour: '#15803d' },
  hairy_potato_cat: { icon: Cat, colour: '#854d0e' },
  beard_cat: { icon: Cat, colour: '#374151' },
  rainbow_ralphing_cat: { icon: Cat, colour: '#7e22ce' },
  feral_cat: { icon: PawPrint, colour: '#1e3a8a' },
};

// Names wider than this (in Latin letters; a Chinese character counts two) get a smaller type,
// so that they wrap inside the card rather than spill over its edges.
const LONG_NAME = 10;
const widthOf = (name: string) => [...name].reduce((width, char) => width + (char.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

/** The icon of a title, for card faces and the buttons that name a title. */
export function CardIcon({ kind, size }: { kind: CardKind; size: number }) {
  const { icon: Icon, colour } = ICONS[kind];
  return <Icon aria-hidden="true" focusable="false" className="ek-card__icon" size={size} color={colour ?? 'currentColor'} strokeWidth={2} />;
}

/**
 * An Exploding Kittens card by id (or the hidden placeholder): name, picture and rule text on
 * hover. Its id goes to `Card` (the shared motion layer follows a card by it): only ever for a
 * card the viewer may know, which a hidden placeholder is not.
 */
export function CardFace({ id, size = 'medium', ...props }: { id: string } & Omit<CardProps, 'label' | 'children' | 'faceDown' | 'tone' | 'id'>) {
  const { t } = useTranslation('exploding-kittens');
  if (id === HIDDEN_CARD) return <Card faceDown size={size} {...props} />;
  const kind = kindOf(id);
  const name = t(`cards.${kind}.name`);
  return (
    <Card id={id} label={name} tone={categoryOf(kind)} size={size} {...props}>
      <CardIcon kind={kind} size={size === 'small' ? 20 : 28} />
      <span aria-hidden="true" className="ek-card__name" data-long={widthOf(name) > LONG_NAME || undefined} title={t(`cards.${kind}.text`)}>
        {name}
      </span>
    </Card>
  );
}
