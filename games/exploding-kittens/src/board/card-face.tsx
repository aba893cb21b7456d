import { useTranslation } from 'react-i18next';
import { Card, type CardProps } from '@parlor/ui';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { categoryOf, kindOf, type CardKind } from '../index';

/** A picture for each title, for sighted players; the name is what is announced. */
const ICONS: Record<CardKind, string> = {
  exploding_kitten: '💥',
  defuse: '🔧',
  attack: '⚔️',
  targeted_attack: '🎯',
  skip: '⏭️',
  see_the_future: '🔮',
  alter_the_future: '🌀',
  shuffle: '🔀',
  draw_from_the_bottom: '⤵️',
  favor: '🙏',
  nope: '🚫',
  tacocat: '🌮',
  cattermelon: '🍉',
  hairy_potato_cat: '🥔',
  beard_cat: '🧔',
  rainbow_ralphing_cat: '🌈',
  feral_cat: '😼',
};

/** An Exploding Kittens card by id (or the hidden placeholder): name, picture and rule text on hover. */
export function CardFace({ id, ...props }: { id: string } & Omit<CardProps, 'label' | 'children' | 'faceDown' | 'tone'>) {
  const { t } = useTranslation('exploding-kittens');
  if (id === HIDDEN_CARD) return <Card faceDown {...props} />;
  const kind = kindOf(id);
  const name = t(`cards.${kind}.name`);
  return (
    <Card label={name} tone={categoryOf(kind)} {...props}>
      <span aria-hidden="true" className="ek-card__icon">
        {ICONS[kind]}
      </span>
      <span aria-hidden="true" title={t(`cards.${kind}.text`)}>
        {name}
      </span>
    </Card>
  );
}
