import { useTranslation } from 'react-i18next';
import type { Ctx } from 'boardgame.io';
import { SeatPanel, type SeatStatus } from '@parlor/ui';
import { card, distance, inPlay, readyToUse, type BangState } from '../index';
import { Face, isFace } from './face';
import type { Names } from './labels';

/** Props of {@link Seat}. */
export interface SeatProps {
  G: BangState;
  ctx: Ctx;
  seat: string;
  me: string | null;
  name: Names;
  active: boolean;
  /** The player's own green cards he may use now: selectable, like a hand card. */
  usable?: ReadonlySet<string>;
  selected?: string | null;
  onSelect?: (id: string) => void;
}

/**
 * One player at the table: character (and the ability Vera Custer has taken on), life, role
 * when known, the target he hunts in the 3-player game, cards in play with green cards' ready
 * marks, hand size, distance.
 */
export function Seat({ G, ctx, seat, me, name, active, usable, selected, onSelect }: SeatProps) {
  const { t } = useTranslation('bang');
  const player = G.players[seat]!;
  const role = G.roles[seat];
  const status: SeatStatus = !player.alive ? 'out' : active ? 'responding' : ctx.currentPlayer === seat ? 'playing' : 'waiting';
  const cards = inPlay(G, seat);
  const hunted = G.targets?.[seat];
  return (
    <SeatPanel name={name(seat)} status={status} isMe={seat === me} cardCount={G.zones[`hand:${seat}`]?.length ?? 0}>
      <p className="bang-character" title={t(`character.${player.character}.ability`)}>
        {t(`character.${player.character}.name`)}
      </p>
      {player.borrowed !== undefined && (
        <p className="bang-borrowed" title={player.borrowed ? t(`character.${player.borrowed}.ability`) : undefined}>
          {player.borrowed ? t('board.borrowed', { character: t(`character.${player.borrowed}.name`) }) : t('board.borrowedNone')}
        </p>
      )}
      <p aria-label={t('board.life', { life: player.life, max: player.maxLife })}>
        {'●'.repeat(Math.max(0, player.life))}
        {'○'.repeat(Math.max(0, player.maxLife - Math.max(0, player.life)))}
      </p>
      {role && <p className="bang-role">{t(`role.${role}.name`)}</p>}
      {hunted !== undefined && player.alive && G.result === null && <p className="bang-hunts">{G.lastStanding ? t('board.lastStanding') : t('board.hunts', { seat: name(hunted) })}</p>}
      {me !== null && seat !== me && player.alive && G.players[me]?.alive && <p className="bang-distance">{t('board.distance', { distance: distance(G, ctx, me, seat) })}</p>}
      {cards.length > 0 && (
        <div className="bang-row bang-in-play" role="group" aria-label={t('board.inPlayOf', { seat: name(seat) })}>
          {cards.map((id) => {
            const canUse = usable?.has(id) === true && onSelect !== undefined;
            return (
              <Face
                key={id}
                id={id}
                small
                ready={isFace(id) && card(id).color === 'green' ? readyToUse(G, id) : undefined}
                playable={canUse}
                selected={selected === id}
                onSelect={canUse ? () => onSelect(id) : undefined}
              />
            );
          })}
        </div>
      )}
    </SeatPanel>
  );
}
