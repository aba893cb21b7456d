import { useTranslation } from 'react-i18next';
import { Art, Meter, TableSeat, useHelpTrigger, type ReaderNames, type SeatStatus } from '@parlor/ui';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { BULLET_CARDS_PER_CHARACTER, GUNSLINGER_BONUS, HOSTAGE_RANSOM, JEWELS, STRONGBOXES, type Bandit, type ColtExpressState, phaseOf, type ColtExpressResult, type Loot } from '../index';

type Score = ColtExpressResult['scores'][number];
import { Emblem, icons } from './art';
import { CardFace } from './card-face';
import { banditHelp } from './help';
import { banditName, money, placeTitle } from './names';
import { LootRow } from './train';

/** What a haul is worth, its purse values known. */
function worthOf(loot: Loot, purses: readonly number[]): number {
  return purses.reduce((sum, value) => sum + value, 0) + loot.jewels * JEWELS.value + loot.strongboxes * STRONGBOXES.value + loot.ransoms * HOSTAGE_RANSOM;
}

/** A second bandit's emblem on a seat of the 2-player game, opening his help. */
function BanditBadge({ bandit, facts }: { bandit: Bandit; facts: string[] }) {
  const { t } = useTranslation('colt-express');
  const trigger = useHelpTrigger(banditHelp(t, bandit, facts));
  return (
    <button type="button" className="ce-seat__emblem" aria-label={banditName(t, bandit)} aria-haspopup="dialog" {...trigger}>
      <Emblem bandit={bandit} />
    </button>
  );
}

/**
 * One bandit's haul on his seat: the loot he holds (purse values where the reader may know them:
 * his own seat, or a replay showing everything), what it is worth then, and his bullet cards
 * not yet fired.
 */
function BanditLine({ G, bandit, values, showEmblem, facts }: { G: ColtExpressState; bandit: Bandit; values: readonly number[] | null; showEmblem: boolean; facts: string[] }) {
  const { t } = useTranslation('colt-express');
  const state = G.bandits[bandit]!;
  const left = G.zones[`cylinder:${bandit}`]?.length ?? 0;
  const purseFacts = values && values.length > 0 ? [t('seats.purses', { values: values.map((value) => money(t, value)).join(t('listSeparator')) })] : [];
  return (
    <div className="ce-seat__bandit">
      {showEmblem && <BanditBadge bandit={bandit} facts={facts} />}
      <LootRow loot={state.loot} purseFacts={purseFacts} className="ce-seat__loot" />
      {values && (
        <span className="ce-seat__worth" title={purseFacts[0]}>
          {t('seats.worth', { amount: money(t, worthOf(state.loot, values)) })}
        </span>
      )}
      <Meter kind="bullets" value={left} max={BULLET_CARDS_PER_CHARACTER} label={t('seats.bullets', { count: left, total: BULLET_CARDS_PER_CHARACTER })} />
    </div>
  );
}

/** Props of {@link SeatView}. */
export interface SeatViewProps {
  G: ColtExpressState;
  seat: string;
  names: ReaderNames;
  /** The reader (null: a spectator or a replay's every-hand view). */
  me: string | null;
  status: SeatStatus;
  /** The final score of this seat, once the match is over. */
  score?: Score | undefined;
  /** Picks this seat's bandit as the target, when it is the one target of this seat. */
  pick?: { label: string; onPick: () => void; picked?: boolean } | undefined;
}

/**
 * A player at the table: his bandit's emblem (help: the ability), the hand and deck counts,
 * each of his bandits' loot and bullet cards left, his hand face up where the view received
 * holds it (a replay showing everything) and, at the end, his total, the Gunslinger's award
 * and the winner's trophy.
 */
export function SeatView({ G, seat, names, me, status, score, pick }: SeatViewProps) {
  const { t } = useTranslation('colt-express');
  const bandits = G.seats[seat] ?? [];
  const first = bandits[0]!;
  const mine = names.isMe(seat);
  const hand = G.zones[`hand:${seat}`] ?? [];
  const deck = G.zones[`deck:${seat}`]?.length ?? 0;
  const discard = G.zones[`discard:${seat}`]?.length ?? 0;
  // Another seat's hand shows only in the view of no seat (a replay showing everything) and only
  // where the received state holds its cards: a seat's own view never shows another's hand.
  const handShown = me === null && hand.length > 0 && hand.every((card) => card !== HIDDEN_CARD);
  const valuesOf = (bandit: Bandit) => {
    const values = G.purseValues.bandits[bandit];
    // Purse values are the holder's own secret: shown to him, or in a replay showing everything.
    return Array.isArray(values) && (mine || me === null) ? values : null;
  };
  // Where each bandit stands, for his help (nowhere yet while the 2-player seats place them).
  const placed = (bandit: Bandit) => (phaseOf(G) === 'place' ? [] : [placeTitle(t, G, G.bandits[bandit]!)]);
  return (
    <TableSeat
      seat={seat}
      name={names.plain(seat)}
      status={status}
      isMe={mine}
      cardCount={hand.length}
      portrait={<Emblem bandit={first} />}
      portraitHelp={banditHelp(t, first, [names.plain(seat), ...placed(first)])}
      {...(pick ? { onPick: pick.onPick, pickLabel: pick.label, picked: pick.picked } : {})}
    >
      {score && (
        <span className="ce-seat__score" data-winner={score.rank === 1 || undefined}>
          {score.rank === 1 && <Art icon={icons.trophy} label={t('result.winner')} className="ce-seat__trophy" />}
          <strong>{money(t, score.total)}</strong>
        </span>
      )}
      {bandits.map((bandit) => (
        <BanditLine key={bandit} G={G} bandit={bandit} values={valuesOf(bandit)} showEmblem={bandits.length > 1} facts={[names.plain(seat), ...placed(bandit)]} />
      ))}
      <span className="ce-seat__decks">
        <span className="ce-seat__deck" role="img" aria-label={t('seats.deck', { count: deck })}>
          {deck}
        </span>
        {G.advanced && (
          <span className="ce-seat__deck" role="img" aria-label={t('seats.discard', { count: discard })} data-discard="">
            {discard}
          </span>
        )}
      </span>
      {score?.gunslinger && (
        <span className="ce-seat__gunslinger" role="img" aria-label={t('result.gunslingerBonus', { amount: money(t, GUNSLINGER_BONUS) })}>
          <Art icon={icons.revolver} className="ce-seat__gun" />+{money(t, GUNSLINGER_BONUS)}
        </span>
      )}
      {handShown && (
        <ol className="ce-seat__hand" aria-label={t('seats.hand', { name: names.plain(seat) })}>
          {hand.map((card) => (
            <li key={card}>
              <CardFace card={card} size="tiny" />
            </li>
          ))}
        </ol>
      )}
    </TableSeat>
  );
}
