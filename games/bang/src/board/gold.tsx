// Gold Rush on the board (GOLD-RUSH.md §G2, §G4): equipment cards with their price, the market and
// the equipment deck in the middle of the table, and the phase-2 actions (buying, removing, selling
// a Beer, the equipment's and Josh McCloud's own moves) as buttons naming what each does.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card, Pile, type CardHelpContent, type CardSize } from '@parlor/ui';
import { ReferenceEntry } from './reference-entry';
import { equipmentCard, equipmentKeyOf, isEquipmentId, type BangState, type LegalMove } from '../index';
import { EQUIPMENT, EQUIPMENT_KEYS } from '../lib/gold-rush-cards';
import { cardBack, equipmentArt } from './art';
import { moveLabel, type LabelContext } from './labels';
import type { Send } from './pickers';

/** The moves of Gold Rush's phase 2 and of its equipment, as the board lists them. */
export const GOLD_MOVES = new Set(['buyEquipment', 'removeEquipment', 'sellBeer', 'goldPan', 'rucksack', 'joshMcCloud']);

/** An equipment card's help: its border, price, text and rulings. */
export function equipmentHelp(t: TFunction, id: string): CardHelpContent | undefined {
  if (!isEquipmentId(id)) return undefined;
  const { key, border, cost } = equipmentCard(id);
  const rulings = t(`equipment.${key}.rulings`, { returnObjects: true, defaultValue: [] }) as unknown;
  return {
    title: t(`equipment.${key}.name`),
    kind: t(`board.kind.${border}Equipment`),
    art: equipmentArt(key),
    tone: border,
    corner: String(cost),
    text: t(`equipment.${key}.text`),
    rulings: Array.isArray(rulings) ? rulings.map((_, index) => t(`equipment.${key}.rulings.${index}`)) : [],
  };
}

/** An equipment card: its picture, name, border and price (a face-down one shows the back). */
export function EquipmentFace({ id, size = 'small', onSelect, playable, label }: { id: string; size?: CardSize; onSelect?: (() => void) | undefined; playable?: boolean; label?: string }) {
  const { t } = useTranslation('bang');
  if (!isEquipmentId(id)) return <Card faceDown size={size} back={cardBack} />;
  const { key, border, cost } = equipmentCard(id);
  const name = t(`equipment.${key}.name`);
  return (
    <Card
      id={id}
      label={label ? `${name}: ${label}` : name}
      name={name}
      art={equipmentArt(key)}
      corner={<span className="bang-price">{cost}</span>}
      tone={border}
      onSelect={onSelect}
      playable={playable}
      size={size}
      help={equipmentHelp(t, id)}
    />
  );
}

/**
 * The market and the equipment deck (its size, and the used cards face up at its bottom). A market
 * card that can be bought one way only is bought by a click on it; the others are in the list of
 * purchases (see `GoldMoves`).
 */
export function GoldPanel({ G, legal, labels, send }: { G: BangState; legal: LegalMove[]; labels: LabelContext; send: Send }) {
  const { t } = labels;
  if (G.gold === undefined) return null;
  const market = G.zones.market ?? [];
  const deck = G.zones.equipment ?? [];
  const faceUp = G.gold.faceUp;
  const buys = (id: string) => legal.filter((move) => move.move === 'buyEquipment' && move.args?.[0] === id);
  return (
    <div className="bang-gold" role="group" aria-label={t('board.gold.market')}>
      <div className="bang-row bang-table-row" role="group" aria-label={t('board.gold.market')}>
        {market.map((id) => {
          const ways = buys(id);
          const only = ways.length === 1 ? ways[0]! : undefined;
          return <EquipmentFace key={id} id={id} playable={only !== undefined} onSelect={only ? () => send(only) : undefined} label={only ? moveLabel(labels, only) : undefined} />;
        })}
      </div>
      <Pile label={t('board.gold.deck')} count={deck.length} back={cardBack} size="small" />
      {faceUp.length > 0 && <p className="bang-note">{t('board.gold.faceUp', { cards: faceUp.map((id) => t(`equipment.${equipmentKeyOf(id)}.name`)).join(', ') })}</p>}
    </div>
  );
}

/** Gold Rush's phase-2 actions of the seat, each one button saying what it does and what it costs. */
export function GoldMoves({ legal, labels, send }: { legal: LegalMove[]; labels: LabelContext; send: Send }) {
  const { t } = labels;
  const moves = legal.filter((move) => GOLD_MOVES.has(move.move));
  if (moves.length === 0) return null;
  return (
    <details className="bang-expandable">
      <summary>{t('board.gold.actions')}</summary>
      <div className="bang-picker" role="group" aria-label={t('board.gold.actions')}>
        {moves.map((move) => (
          <button key={JSON.stringify(move)} type="button" onClick={() => send(move)}>
            {moveLabel(labels, move)}
          </button>
        ))}
      </div>
    </details>
  );
}

/** Every equipment card's text, for the reference beside the table (a match with Gold Rush's equipment). */
export function EquipmentReference() {
  const { t } = useTranslation('bang');
  return (
    <>
      <h3>{t('board.gold.gear')}</h3>
      <dl>
        {EQUIPMENT_KEYS.map((key) => {
          const id = EQUIPMENT.find((data) => data.key === key)!.id;
          const help = equipmentHelp(t, id)!;
          return <ReferenceEntry key={key} help={help} />;
        })}
      </dl>
    </>
  );
}

