import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card } from '@parlor/ui';
import { card } from '../index';

export const SUIT_SYMBOL = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** Whether a card id names a real card (other seats' hidden cards arrive as placeholders). */
export const isFace = (id: string) => /^(base|dc)-\d+$/.test(id);

/** A card's name with its suit and rank, as players read it. */
export function cardLabel(t: TFunction, id: string): string {
  if (!isFace(id)) return t('board.hiddenCard');
  const data = card(id);
  return `${t(`card.${data.key}.name`)} ${data.rank}${SUIT_SYMBOL[data.suit]}`;
}

/** Props of {@link Face}. */
export interface FaceProps {
  id: string;
  onSelect?: (() => void) | undefined;
  selected?: boolean;
  playable?: boolean;
  small?: boolean;
  /** For a green card in play (rules: Green-bordered cards): whether it may be used now, or waits a turn. */
  ready?: boolean | undefined;
  /**
   * A second picture of a card shown elsewhere on the board (a picker's or a prompt's copy of
   * hand or table cards): it carries no `id`, so the card's one place is where it really lies.
   */
  copy?: boolean;
}

/** A card face: name, suit and rank, with its text as a tooltip; a green card in play carries its ready mark. */
export function Face({ id, onSelect, selected, playable, small, ready, copy }: FaceProps) {
  const { t } = useTranslation('bang');
  if (!isFace(id)) return <Card faceDown size={small ? 'small' : 'medium'} />;
  const data = card(id);
  const name = t(`card.${data.key}.name`);
  const face = (
    <span className="bang-face" title={t(`card.${data.key}.text`)}>
      {/* The id is passed only for a face-up card (the viewer knows it) and its real place: the shared motion layer follows it. */}
      <Card id={copy ? undefined : id} label={cardLabel(t, id)} tone={data.color} onSelect={onSelect} selected={selected} playable={playable} size={small ? 'small' : 'medium'}>
        {/* Long names (Stagecoach, Schofield, Rev. Carabine) get a smaller font and wrap inside the card. */}
        <strong className="bang-face__name" data-length={name.length > 9 ? 'long' : name.length > 6 ? 'medium' : undefined}>
          {name}
        </strong>{' '}
        {/* The space makes the visible text read as the card's accessible name does ("Stagecoach 9♠"). */}
        <span className={`bang-suit bang-suit--${data.suit}`}>
          {data.rank}
          {SUIT_SYMBOL[data.suit]}
        </span>
      </Card>
    </span>
  );
  if (ready === undefined) return face;
  // The mark sits under the card, outside its button: it is read on its own, not as part of the card's name.
  return (
    <span className="bang-green" data-ready={ready}>
      {face}
      <span className="bang-green__mark" role="img" aria-label={t(ready ? 'board.green.ready' : 'board.green.waiting', { card: cardLabel(t, id) })}>
        {t(ready ? 'board.green.readyShort' : 'board.green.waitingShort')}
      </span>
    </span>
  );
}
