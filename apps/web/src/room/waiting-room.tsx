import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameManifest, TimeControl } from '@parlor/game-kit';
import { MatchSeats, type LobbySeat } from '@parlor/ui';
import { languageOf } from '../lib/i18n';
import { clockLine, optionLines } from '../lib/match-options';
import { MAX_NAME_LENGTH, takeSeat, type ParlorPlayer } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';
import { NoticeLine, type Notice } from '../lib/notice';
import { savedName, type HeldSeat } from '../lib/seat-store';
import { ShareLink } from './share-link';

/** Seats nobody holds, neither a person nor a bot. */
export const freeSeats = (players: readonly ParlorPlayer[]) => players.filter((player) => player.name === undefined && !player.bot);

/** Props of {@link WaitingRoom}. */
export interface WaitingRoomProps {
  gameID: string;
  matchID: string;
  players: readonly ParlorPlayer[];
  /** The seat this browser holds; absent for a visitor. */
  seat?: HeldSeat;
  /** The host's seat: they may seat bots. */
  host?: string;
  link: string;
  onSeatChange: (seat: HeldSeat) => void;
  onLeave: () => void;
  /** The game, for its options' names. */
  manifest: GameManifest;
  /** The options the match was created with (the rest are the game's defaults). */
  setupData?: unknown;
  timeControl: TimeControl;
}

/** The match's options, every one with its value (defaults included), and its clock. */
function MatchOptions({ manifest, setupData, timeControl, language }: { manifest: GameManifest; setupData: unknown; timeControl: TimeControl; language: 'en' | 'zh-TW' }) {
  const { t } = useTranslation();
  const lines = optionLines(manifest, setupData, language, t);
  return (
    <section className="room__options" aria-label={t('options.title')}>
      <h3>{t('options.title')}</h3>
      <dl>
        {lines.map((line) => (
          <div key={line.key} data-on={line.on}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('options.clock')}</dt>
          <dd>{clockLine(manifest, timeControl, t)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * What a match room shows until every seat is held: who has joined, the free seats, the link
 * to share; for the host, bots for the free seats; for a visitor, any free seat or a bot's.
 * The board takes its place once the server says the match began.
 */
export function WaitingRoom({ gameID, matchID, players, seat, host, link, onSeatChange, onLeave, manifest, setupData, timeControl }: WaitingRoomProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const lobby = useLobby();
  const ids = useId();
  const [name, setName] = useState(savedName);
  const [notice, setNotice] = useState<Notice | undefined>();
  const [busy, setBusy] = useState(false);
  const free = freeSeats(players);
  const isHost = seat !== undefined && seat.playerID === host;
  const hostName = host === undefined ? undefined : players.find((player) => String(player.id) === host && !player.bot)?.name;

  const act = async (what: () => Promise<unknown>, failed: string) => {
    setBusy(true);
    setNotice(undefined);
    try {
      await what();
    } catch (failure) {
      setNotice({ key: failed, failure });
    } finally {
      setBusy(false);
    }
  };
  // The seats change on the server, which tells every socket of the match: the room follows.
  const seatBots = (seats?: string[]) =>
    seat && act(() => lobby.seatBots(gameID, matchID, { playerID: seat.playerID, credentials: seat.credentials, ...(seats ? { seats } : {}) }), 'room.botsFailed');
  const take = (seatID: string) => {
    if (!name.trim()) {
      setNotice({ key: 'lobby.nameFirst' });
      return;
    }
    void act(async () => onSeatChange(await takeSeat(lobby, gameID, matchID, name.trim(), seatID)), 'lobby.joinFailed');
  };

  const seats: LobbySeat[] = players.map((player) => ({
    id: String(player.id),
    ...(player.bot ? { bot: true } : player.name === undefined ? {} : { name: player.name, connected: player.isConnected === true }),
  }));
  const actions = (shown: LobbySeat) => {
    const number = Number(shown.id) + 1;
    if (isHost && shown.name === undefined && !shown.bot) {
      return (
        <button type="button" className="pl-button pl-button--small" disabled={busy} aria-label={t('room.addBotTo', { number })} onClick={() => void seatBots([shown.id])}>
          {t('room.addBot')}
        </button>
      );
    }
    if (!seat && (shown.name === undefined || shown.bot)) {
      return (
        <button type="button" className="pl-button pl-button--small" disabled={busy} aria-label={t('room.takeSeatNumber', { number })} onClick={() => take(shown.id)}>
          {t('room.takeSeat')}
        </button>
      );
    }
    return null;
  };

  return (
    <section className="room__waiting" aria-labelledby={`${ids}-heading`} aria-busy={busy}>
      <h2 id={`${ids}-heading`}>{t('room.waitingRoom')}</h2>
      <p>{t('room.waitingHint')}</p>
      <ShareLink link={link} />
      <MatchOptions manifest={manifest} setupData={setupData} timeControl={timeControl} language={language} />
      <MatchSeats seats={seats} mySeat={seat?.playerID ?? null} actions={actions} />
      {!seat && (
        <p className="app-field">
          <label htmlFor={`${ids}-name`}>{t('lobby.yourName')}</label>
          <input id={`${ids}-name`} value={name} maxLength={MAX_NAME_LENGTH} autoComplete="nickname" onChange={(event) => setName(event.target.value)} />
        </p>
      )}
      {seat && !isHost && free.length > 0 && hostName !== undefined && <p>{t('room.hostMayFill', { name: hostName })}</p>}
      {notice && <NoticeLine notice={notice} />}
      <div className="room__actions">
        {isHost && free.length > 0 && (
          <button type="button" className="pl-button pl-button--primary" disabled={busy} onClick={() => void seatBots()}>
            {t('room.fillWithBots')}
          </button>
        )}
        {seat && (
          <button type="button" className="pl-button pl-button--small" onClick={onLeave}>
            {t('room.leave')}
          </button>
        )}
      </div>
    </section>
  );
}
