import { useTranslation } from 'react-i18next';
import { Card, type CardProps } from '@parlor/ui';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { backOf, cardInfo, character, type ActionKind } from '../index';
import { actionName, banditName } from './names';

/** A picture for each action, for sighted players; the name is what is announced. */
const ICONS: Record<ActionKind, string> = {
  move: '🏃',
  changeFloor: '🪜',
  fire: '🔫',
  robbery: '💰',
  punch: '👊',
  marshal: '⭐',
};

type FaceProps = Omit<CardProps, 'label' | 'children' | 'faceDown' | 'tone'>;

/**
 * A Colt Express card by id as a seat received it: an action or bullet card, the back of
 * someone's face-down card (`back.<bandit>`, in that bandit's colour), or a hidden card.
 * `playedFaceDown` marks the viewer's own card that the others only see from the back.
 */
export function CardFace({ id, playedFaceDown = false, ...props }: { id: string; playedFaceDown?: boolean } & FaceProps) {
  const { t } = useTranslation('colt-express');
  if (id === HIDDEN_CARD) return <Card faceDown {...props} />;
  const back = backOf(id);
  if (back !== undefined) {
    const bandit = back;
    return <Card faceDown tone={character(bandit).color} label={t('card.back', { bandit: banditName(t, bandit) })} {...props} />;
  }
  const info = cardInfo(id);
  if (info.type === 'neutral') {
    return (
      <Card tone="neutral" label={t('card.neutral')} {...props}>
        <span aria-hidden="true" className="ce-card__icon">
          •
        </span>
        <span aria-hidden="true">{t('card.neutral')}</span>
      </Card>
    );
  }
  const bandit = banditName(t, info.bandit);
  const tone = character(info.bandit).color;
  if (info.type === 'bullet') {
    return (
      <Card tone={tone} label={t('card.bullet', { bandit, count: info.value })} {...props}>
        <span aria-hidden="true" className="ce-card__bullets">
          {'•'.repeat(info.value)}
        </span>
        <span aria-hidden="true">{bandit}</span>
      </Card>
    );
  }
  const action = actionName(t, info.action);
  const label = playedFaceDown ? t('card.actionFaceDown', { bandit, action }) : t('card.action', { bandit, action });
  return (
    <Card tone={tone} label={label} {...props}>
      <span aria-hidden="true" className="ce-card__icon">
        {ICONS[info.action]}
      </span>
      <span aria-hidden="true" className="ce-card__action" title={t(`action.${info.action}.text`)}>
        {action}
      </span>
      <span aria-hidden="true" className="ce-card__bandit">
        {bandit}
      </span>
      {playedFaceDown && (
        <span aria-hidden="true" className="ce-card__secret">
          {t('card.faceDownMark')}
        </span>
      )}
    </Card>
  );
}
