import { useTranslation } from 'react-i18next';
import { Card, type CardProps } from '@parlor/ui';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { backOf, cardInfo } from '../index';
import { ACTION_ART, EMBLEMS, icons, toneOf } from './art';
import { actionHelp, bulletHelp, neutralHelp } from './help';
import { actionName, banditName } from './names';

type FaceProps = Omit<CardProps, 'label' | 'children' | 'faceDown' | 'tone' | 'id' | 'help' | 'art' | 'name' | 'corner' | 'badge' | 'back'>;

/**
 * A Colt Express card by id as a seat received it: an action card (its picture on its bandit's
 * colour), a bullet card (bullets printed in its corner), a neutral bullet, the back of someone's
 * face-down card (`back.<bandit>`: his emblem on his colour) or a hidden card. `playedFaceDown`
 * marks the viewer's own card that the others only see from the back. Cards the viewer knows
 * carry their id (the shared motion layer follows them from place to place) and their help; a
 * hidden card or a back never carries an id, which would tell which card it is.
 */
export function CardFace({ card, playedFaceDown = false, ...props }: { card: string; playedFaceDown?: boolean } & FaceProps) {
  const { t } = useTranslation('colt-express');
  if (card === HIDDEN_CARD) return <Card faceDown back={icons['steam-locomotive']} {...props} />;
  const back = backOf(card);
  if (back !== undefined) {
    // Its bandit is public (his colour shows); the pile wraps it in its help (a face-down card has none of its own).
    return <Card faceDown tone={toneOf(back)} back={EMBLEMS[back]} label={t('card.back', { bandit: banditName(t, back) })} {...props} />;
  }
  const info = cardInfo(card);
  if (info.type === 'neutral') {
    return <Card tone="ce-neutral" label={t('card.neutral')} name={t('card.neutralShort')} art={icons.bullets} id={card} help={neutralHelp(t)} {...props} />;
  }
  const bandit = banditName(t, info.bandit);
  const tone = toneOf(info.bandit);
  if (info.type === 'bullet') {
    return (
      <Card
        tone={tone}
        label={t('card.bullet', { bandit, count: info.value })}
        name={t('card.bulletShort')}
        corner={String(info.value)}
        art={icons.bullets}
        id={card}
        help={bulletHelp(t, info.bandit, info.value)}
        {...props}
      />
    );
  }
  const action = actionName(t, info.action);
  const label = playedFaceDown ? t('card.actionFaceDown', { bandit, action }) : t('card.action', { bandit, action });
  return (
    <Card tone={tone} label={label} name={action} art={ACTION_ART[info.action]} id={card} help={actionHelp(t, info.bandit, info.action)} {...props}>
      {playedFaceDown && (
        <span className="ce-card__secret" aria-hidden="true">
          {t('card.faceDownMark')}
        </span>
      )}
    </Card>
  );
}
