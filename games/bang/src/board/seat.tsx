import { useTranslation } from 'react-i18next';
import type { Ctx } from 'boardgame.io';
import { Art, Meter, TableSeat, useHelpTrigger, type ReaderNames, type SeatStatus } from '@parlor/ui';
import { card, distance, inPlay, rangeOf, readyToUse, type BangState, type Role } from '../index';
import { nuggetArt, reachArt, roleArt } from './art';
import { characterHelp, Face, isFace, roleHelp } from './face';
import { Portrait } from './portrait';
import { EquipmentFace } from './gold';

/** What clicking one of a seat's cards does now (use it, take it, pick it), if anything. */
export type CardAction = (id: string) => (() => void) | undefined;

/** Props of {@link BangSeat}. */
export interface BangSeatProps {
  G: BangState;
  ctx: Ctx;
  seat: string;
  me: string | null;
  names: ReaderNames;
  status: SeatStatus;
  /** Its cards in play that do something when clicked (a green card to use, a card to take). */
  cardAction?: CardAction;
  /** The card chosen for a pick in progress (a green card of the reader's). */
  selected?: string | null;
  /** Picks this seat as the target of the card being aimed. */
  onPick?: (() => void) | undefined;
  pickLabel?: string;
  picked?: boolean;
  /** Why this seat cannot be the target of the card being aimed. */
  unreachable?: string | undefined;
  /** The view holds this seat's hand card by card (its own hand, or a replay showing everything): shown face up. */
  showHand?: boolean;
  /** The match is over and this seat won. */
  won?: boolean;
}

/** A role's badge: the Sheriff's star, the Deputy's, the Outlaw's mask, the Renegade's hood; its help on click. */
function RoleBadge({ role, named, shadow }: { role: Role; named?: boolean; shadow?: boolean }) {
  const { t } = useTranslation('bang');
  const help = roleHelp(t, role);
  const trigger = useHelpTrigger(help);
  // Under Shadow-Gunslingers the Renegade's card is the Shadow-Renegade's (GOLD-RUSH.md §G8).
  const name = shadow && role === 'renegade' ? t('board.shadowRenegade') : t(`role.${role}.name`);
  return (
    <button type="button" className="bang-role" data-role={role} data-named={named || undefined} aria-label={t('board.roleOf', { role: name })} aria-haspopup="dialog" title={name} {...trigger}>
      <Art icon={roleArt(role)} />
      <span className="bang-role__name">{name}</span>
    </button>
  );
}

/** How far a seat is from the reader, and whether his weapon reaches it: "2" with a crosshair when in reach. */
function DistanceBadge({ G, ctx, me, seat, name }: { G: BangState; ctx: Ctx; me: string; seat: string; name: string }) {
  const { t } = useTranslation('bang');
  const far = distance(G, ctx, me, seat);
  const reach = rangeOf(G, me);
  const inReach = far <= reach;
  const label = t(inReach ? 'board.distanceInReach' : 'board.distanceOutOfReach', { seat: name, distance: far, reach });
  return (
    <span className="bang-distance" data-reach={inReach || undefined} role="img" aria-label={label} title={label}>
      {inReach && <Art icon={reachArt} className="bang-distance__mark" />}
      {far}
    </span>
  );
}

/**
 * One player at the table: the character's portrait (its help), name and presence (the
 * room's), role badge where the reader may know it, distance and reach from the reader, life,
 * cards in play as tiny cards (green ones with their ready mark), the hand face up where the
 * view holds it, the ability Vera Custer has taken on, the target hunted in the 3-player game.
 */
export function BangSeat({ G, ctx, seat, me, names, status, cardAction, selected, onPick, pickLabel, picked, unreachable, showHand, won }: BangSeatProps) {
  const { t } = useTranslation('bang');
  const player = G.players[seat]!;
  const role = G.roles[seat];
  const cards = inPlay(G, seat);
  // Gold Rush's black equipment (GOLD-RUSH.md §G4.1): in front of him, not a card in play.
  const gear = G.zones[`gear:${seat}`] ?? [];
  const hand = G.zones[`hand:${seat}`] ?? [];
  const hunted = G.targets?.[seat];
  const sheriffFact = seat === G.sheriff ? [t('board.sheriffLife')] : [];
  const borrowed = player.borrowed;
  // A shadow is no target for anyone: no distance to him (GOLD-RUSH.md §G8).
  const showDistance = me !== null && seat !== me && player.alive && !player.shadow && G.players[me]?.alive === true && G.result === null;
  // Face up for good (the end of the match, an eliminated player): the role by name, on the seat itself.
  const revealed = role !== undefined && (G.result !== null || !player.alive || player.shadow === true) && seat !== me;
  const life = player.alive || player.ghost ? Math.max(0, player.life) : 0;
  return (
    <TableSeat
      seat={seat}
      name={names.plain(seat)}
      status={status}
      isMe={seat === me}
      cardCount={hand.length}
      portrait={<Portrait character={player.character} />}
      portraitHelp={characterHelp(t, player.character, sheriffFact)}
      badges={
        ((role && !revealed) || showDistance || won) && (
          <>
            {role && !revealed && <RoleBadge role={role} shadow={G.options.shadowGunslingers} />}
            {showDistance && <DistanceBadge G={G} ctx={ctx} me={me} seat={seat} name={names.plain(seat)} />}
            {won && <span className="bang-won">{t('board.won.mark')}</span>}
          </>
        )
      }
      onPick={onPick}
      pickLabel={pickLabel}
      picked={picked}
      unreachable={unreachable}
    >
      {revealed && <RoleBadge role={role} named shadow={G.options.shadowGunslingers} />}
      <span className="bang-character">{t(`character.${player.character}.name`)}</span>
      <Meter value={life} max={player.maxLife} label={t('board.life', { life, max: player.maxLife })} />
      {/* Gold Rush's nuggets (public): a counter beside the life, not a line of its own, so eight seats still leave the centre its room. */}
      {player.nuggets !== undefined && (
        <span className="bang-nuggets" role="img" aria-label={t('board.gold.nuggets', { count: player.nuggets })} title={t('board.gold.nuggets', { count: player.nuggets })}>
          <Art icon={nuggetArt} className="bang-nuggets__mark" />
          {player.nuggets}
        </span>
      )}
      {borrowed !== undefined && (
        <span className="bang-note" title={borrowed ? t(`character.${borrowed}.ability`) : undefined}>
          {borrowed ? t('board.borrowed', { character: t(`character.${borrowed}.name`) }) : t('board.borrowedNone')}
        </span>
      )}
      {/* Shadow-Gunslingers: a shadow's turn, and the side an eliminated Shadow-Renegade is on (GOLD-RUSH.md §G8). */}
      {player.shadow && <span className="bang-note bang-shadow">{t('board.shadow')}</span>}
      {/* The Valley of Shadows: kept in the game at 0 life by the Ghost card in front of him (VALLEY-OF-SHADOWS.md §5.2). */}
      {player.ghosted && (
        <span className="bang-note bang-ghosted" title={t('card.ghost.text')}>
          {t('board.ghosted')}
        </span>
      )}
      {player.side !== undefined && (!player.alive || player.shadow) && <span className="bang-note">{t(`board.shadowSide.${player.side}`)}</span>}
      {player.drawn !== undefined && player.drawn.length > 0 && (
        <span className="bang-note" title={player.drawn.map((key) => t(`character.${key}.ability`)).join(' / ')}>
          {t('board.drawnCharacters', { first: t(`character.${player.drawn[0]}.name`), second: player.drawn[1] ? t(`character.${player.drawn[1]}.name`) : '' })}
        </span>
      )}
      {hunted !== undefined && player.alive && G.result === null && <span className="bang-note bang-hunts">{G.lastStanding ? t('board.lastStanding') : t('board.hunts', { seat: names.mid(hunted) })}</span>}
      {cards.length > 0 && (
        <span className="bang-in-play" role="group" aria-label={t('board.inPlayOf', { whose: names.whoseStart(seat) })}>
          {cards.map((id) => {
            const action = cardAction?.(id);
            return (
              <Face
                key={id}
                id={id}
                size="tiny"
                ready={isFace(id) && card(id).color === 'green' ? readyToUse(G, id) : undefined}
                playable={action !== undefined}
                selected={selected === id}
                onSelect={action}
              />
            );
          })}
        </span>
      )}
      {gear.length > 0 && (
        <span className="bang-in-play bang-gear" role="group" aria-label={t('board.gold.gear')}>
          {gear.map((id) => (
            <EquipmentFace key={id} id={id} size="tiny" />
          ))}
        </span>
      )}
      {showHand && hand.length > 0 && hand.every(isFace) && (
        // Focusable: the row scrolls sideways when it holds more cards than the seat is wide.
        <span className="bang-seat-hand" role="group" tabIndex={0} aria-label={t('board.handOf', { whose: names.whoseStart(seat) })}>
          {hand.map((id) => (
            <Face key={id} id={id} size="tiny" />
          ))}
        </span>
      )}
    </TableSeat>
  );
}
