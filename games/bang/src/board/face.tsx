// Cards as the table shows them, and the help of everything that has some: cards, characters,
// roles and events, each with its full text and the rulings that concern it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card, type CardHelpContent, type CardSize } from '@parlor/ui';
import { card, character, type CharacterKey, type Role } from '../index';
import { cardArt, cardBack, eventArt, roleArt } from './art';
import { Portrait } from './portrait';

export const SUIT_SYMBOL = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** Whether a card id names a real card (other seats' hidden cards arrive as placeholders). */
export const isFace = (id: string) => /^(base|dc|vos)-\d+$/.test(id);

let firstIds: Map<string, string> | undefined;
/**
 * The first card of a name in the card data (base-001...base-080, dc-001...dc-040, numbered as
 * RULES.md §18 says, then vos-001...vos-016): it stands for the name in the reference.
 */
export function sampleOf(key: string): string | undefined {
  if (!firstIds) {
    firstIds = new Map();
    for (const [prefix, count] of [['base', 80], ['dc', 40], ['vos', 16]] as const) {
      for (let n = 1; n <= count; n++) {
        const id = `${prefix}-${String(n).padStart(3, '0')}`;
        const name = card(id).key;
        if (!firstIds.has(name)) firstIds.set(name, id);
      }
    }
  }
  return firstIds.get(key);
}

/** A card's name with its suit and rank, as players read it. */
export function cardLabel(t: TFunction, id: string): string {
  if (!isFace(id)) return t('board.hiddenCard');
  const data = card(id);
  return `${t(`card.${data.key}.name`)} ${data.rank}${SUIT_SYMBOL[data.suit]}`;
}

/** The rulings of an entry (`card.bang`, `character.sid_ketchum`...), each through i18next so Chinese gets its spacing. */
function rulingsOf(t: TFunction, base: string): string[] {
  const list = t(`${base}.rulings`, { returnObjects: true, defaultValue: [] }) as unknown;
  if (!Array.isArray(list)) return [];
  return list.map((_, index) => t(`${base}.rulings.${index}`));
}

/** The help of a playing card: its kind, corner, reach, full text and rulings. */
export function cardHelp(t: TFunction, id: string): CardHelpContent | undefined {
  if (!isFace(id)) return undefined;
  const data = card(id);
  const facts = [t(`board.set.${data.set}`)];
  if (data.range !== undefined) facts.unshift(t('board.rangeFact', { range: data.range }));
  return {
    title: t(`card.${data.key}.name`),
    kind: t(`board.kind.${data.color}`),
    art: cardArt(data.key),
    tone: data.color,
    corner: `${data.rank}${SUIT_SYMBOL[data.suit]}`,
    facts,
    text: t(`card.${data.key}.text`),
    rulings: rulingsOf(t, `card.${data.key}`),
  };
}

/** The help of a character: life, ability and rulings (and, for a seat, the Sheriff's extra life). */
export function characterHelp(t: TFunction, key: CharacterKey, extra: readonly string[] = []): CardHelpContent {
  return {
    title: t(`character.${key}.name`),
    kind: t('board.kind.character'),
    picture: <Portrait character={key} />,
    facts: [t('board.lifeFact', { count: character(key).life }), ...extra],
    text: t(`character.${key}.ability`),
    rulings: rulingsOf(t, `character.${key}`),
  };
}

/** The help of a role: its goal and how it is played. */
export function roleHelp(t: TFunction, role: Role): CardHelpContent {
  return { title: t(`role.${role}.name`), kind: t('board.kind.role'), art: roleArt(role), tone: role, text: t(`role.${role}.goal`), rulings: rulingsOf(t, `role.${role}`) };
}

/** The help of an event card. */
export function eventHelp(t: TFunction, key: string, facts: readonly string[] = []): CardHelpContent {
  return { title: t(`event.${key}.name`), kind: t('board.kind.event'), art: eventArt(key), tone: 'event', facts, text: t(`event.${key}.text`), rulings: rulingsOf(t, `event.${key}`) };
}

/** Props of {@link Face}. */
export interface FaceProps {
  id: string;
  onSelect?: (() => void) | undefined;
  selected?: boolean;
  playable?: boolean;
  size?: CardSize;
  /** For a green card in play (RULES.md §15.1 Green-bordered cards): whether it may be used now, or waits a turn. */
  ready?: boolean | undefined;
  /**
   * A second picture of a card shown elsewhere on the board (a picker's or a prompt's copy of
   * hand or table cards): it carries no `id`, so the card's one place is where it really lies.
   */
  copy?: boolean;
  /** Something beside the card's own name in its accessible name ("take it from Ada"). */
  labelSuffix?: string;
}

/**
 * A card face: picture, rank and suit in the corner, the border of its colour, a weapon's
 * range as its badge, and its help; a green card in play carries its ready mark.
 */
export function Face({ id, onSelect, selected, playable, size = 'medium', ready, copy, labelSuffix }: FaceProps) {
  const { t } = useTranslation('bang');
  if (!isFace(id)) return <Card faceDown size={size} back={cardBack} />;
  const data = card(id);
  const name = t(`card.${data.key}.name`);
  const label = labelSuffix ? `${cardLabel(t, id)}: ${labelSuffix}` : cardLabel(t, id);
  const face: ReactNode = (
    <Card
      // The id is passed only for a face-up card in its real place: the shared motion layer follows it.
      id={copy ? undefined : id}
      label={label}
      name={name}
      art={cardArt(data.key)}
      corner={
        <span className="bang-suit" data-suit={data.suit}>
          {data.rank}
          {SUIT_SYMBOL[data.suit]}
        </span>
      }
      badge={data.range !== undefined ? <span aria-hidden="true">{data.range}</span> : undefined}
      tone={data.color}
      onSelect={onSelect}
      selected={selected}
      playable={playable}
      size={size}
      help={cardHelp(t, id)}
    />
  );
  if (ready === undefined) return face;
  // The mark sits on the card's edge, outside its button: it is read on its own, not as part of the card's name.
  return (
    <span className="bang-green" data-ready={ready}>
      {face}
      <span className="bang-green__mark" role="img" aria-label={t(ready ? 'board.green.ready' : 'board.green.waiting', { card: cardLabel(t, id) })} title={t(ready ? 'board.green.readyShort' : 'board.green.waitingShort')} />
    </span>
  );
}
