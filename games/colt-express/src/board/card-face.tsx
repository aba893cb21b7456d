import { useTranslation } from 'react-i18next';
import { ArrowUpDown, Crosshair, Footprints, HandCoins, HandFist, Star, type LucideIcon } from 'lucide-react';
import { Card, type CardProps } from '@parlor/ui';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { backOf, cardInfo, character, type ActionKind } from '../index';
import { actionName, banditName } from './names';

/**
 * A picture for each action, for sighted players; the name is what is announced. Drawn as
 * icons rather than emoji, which show as empty boxes where no emoji font is installed.
 */
const ICONS: Record<ActionKind, LucideIcon> = {
  move: Footprints,
  changeFloor: ArrowUpDown,
  fire: Crosshair,
  robbery: HandCoins,
  punch: HandFist,
  marshal: Star,
};

type FaceProps = Omit<CardProps, 'label' | 'children' | 'faceDown' | 'tone' | 'id'>;

/** Names wider than this many Latin letters get a smaller font, so they fit the card. */
const LONG_NAME = 6;

/** A name's width in Latin letters: a Chinese character counts as two. */
const widthOf = (text: string) => [...text].reduce((sum, char) => sum + (char >= '\u2e80' ? 2 : 1), 0);

/** A name on a card: wraps within the card (long names in a smaller font), never spills over its edge. */
function CardText({ text, className }: { text: string; className: string }) {
  return (
    <span aria-hidden="true" className={`ce-card__text ${className}`} data-long={widthOf(text) > LONG_NAME || undefined}>
      {text}
    </span>
  );
}

/**
 * A Colt Express card by id as a seat received it: an action or bullet card, the back of
 * someone's face-down card (`back.<bandit>`, in that bandit's colour), or a hidden card.
 * `playedFaceDown` marks the viewer's own card that the others only see from the back. Cards
 * the viewer knows carry their id (the shared motion layer follows them from place to place);
 * a hidden card or a back never does, as it would tell which card it is.
 */
export function CardFace({ card, playedFaceDown = false, ...props }: { card: string; playedFaceDown?: boolean } & FaceProps) {
  const { t } = useTranslation('colt-express');
  if (card === HIDDEN_CARD) return <Card faceDown {...props} />;
  const back = backOf(card);
  if (back !== undefined) {
    const bandit = back;
    return <Card faceDown tone={character(bandit).color} label={t('card.back', { bandit: banditName(t, bandit) })} {...props} />;
  }
  const info = cardInfo(card);
  if (info.type === 'neutral') {
    return (
      <Card tone="neutral" label={t('card.neutral')} id={card} {...props}>
        <span aria-hidden="true" className="ce-card__bullets">
          •
        </span>
        <CardText className="ce-card__bandit" text={t('card.neutral')} />
      </Card>
    );
  }
  const bandit = banditName(t, info.bandit);
  const tone = character(info.bandit).color;
  if (info.type === 'bullet') {
    return (
      <Card tone={tone} label={t('card.bullet', { bandit, count: info.value })} id={card} {...props}>
        <span aria-hidden="true" className="ce-card__bullets">
          {'•'.repeat(info.value)}
        </span>
        <CardText className="ce-card__bandit" text={bandit} />
      </Card>
    );
  }
  const action = actionName(t, info.action);
  const Icon = ICONS[info.action];
  const label = playedFaceDown ? t('card.actionFaceDown', { bandit, action }) : t('card.action', { bandit, action });
  return (
    <Card tone={tone} label={label} id={card} {...props}>
      <Icon aria-hidden="true" className="ce-card__icon" />
      {/* Spaces between the names (no gap in the card's column), so its visible text reads as its label does. */}
      <CardText className="ce-card__action" text={action} />{' '}
      <CardText className="ce-card__bandit" text={bandit} />{' '}
      {playedFaceDown && <CardText className="ce-card__secret" text={t('card.faceDownMark')} />}
    </Card>
  );
}
