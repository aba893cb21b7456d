import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Client, type BoardProps } from 'boardgame.io/react';
import { findManifest, loadGame } from '@parlor/registry';
import { loadBoard, type BoardModule } from '@parlor/registry/boards';
import type { GameManifest, GameModule } from '@parlor/game-kit';
import { ConnectionBanner, genericBoard } from '@parlor/ui';
import { addGameText } from '../lib/i18n';
import { lobbyErrorStatus, lobbyProblem, type ParlorMatch } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';
import { noticeText, type Notice } from '../lib/notice';
import { heldSeat, holdSeat, releaseSeat, type HeldSeat } from '../lib/seat-store';
import { useAccount } from '../lib/account-context';
import { TableFeed, tableOfMatch, withTableEvents } from '../lib/table';
import { RoomFrame, type RoomProps } from './room-frame';

/** The first wait before the room asks an unreachable server again; it doubles up to {@link RETRY_MAX_MS}. */
export const RETRY_FIRST_MS = 1000;
/** The longest wait between two tries to open a match while the server cannot be reached. */
export const RETRY_MAX_MS = 8000;
/** How long the room waits for the first connection before it says the server cannot be reached. */
export const CONNECTING_PATIENCE_MS = 4000;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'retrying'; failure: unknown }
  | { kind: 'missing'; notice: Notice }
  | { kind: 'ready'; manifest: GameManifest; module: GameModule; board: BoardModule; match: ParlorMatch; table: TableFeed };

/** Where the board a match is shown with is remembered (`?board=generic` on a match's address). */
export const BOARD_CHOICE_KEY = 'parlor.board';

/**
 * Which board a match shows: the game's own, or the platform's generic board drawn from the
 * module's table declaration and legal moves, for someone building a game (or checking what
 * the generic board makes of one). `?board=generic` on a match's address picks the generic
 * board and remembers it in this browser; `?board=own` forgets it.
 */
export function boardChoice(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): 'generic' | 'own' {
  const asked = new URLSearchParams(search).get('board');
  try {
    if (asked === 'generic') storage?.setItem(BOARD_CHOICE_KEY, 'generic');
    else if (asked === 'own') storage?.removeItem(BOARD_CHOICE_KEY);
    return storage?.getItem(BOARD_CHOICE_KEY) === 'generic' ? 'generic' : 'own';
  } catch {
    // Storage refused (a private window's quota): the address alone decides.
    return asked === 'generic' ? 'generic' : 'own';
  }
}

/** The seat this browser holds in the match, if the server still has it taken under the same name. */
export function seatStillHeld(match: Pick<ParlorMatch, 'players'>, seat: HeldSeat | undefined): HeldSeat | undefined {
  if (!seat) return undefined;
  const player = match.players.find((candidate) => String(candidate.id) === seat.playerID);
  return player?.name === undefined || player.name !== seat.playerName ? undefined : seat;
}

/** Whether a failure to open a match may pass by itself (server down or restarting), so it is worth trying again. */
function mayPass(failure: unknown): boolean {
  const { key } = lobbyProblem(failure);
  return key === 'errors.offline' || key === 'errors.server';
}

/**
 * A match room: loads the game's rules and board (their own chunks), then plays through
 * boardgame.io's React client over socket.io, as the seat this browser holds or as a spectator.
 * While the server cannot be reached it says so and tries again by itself.
 */
export function MatchPage({ gameID, matchID }: { gameID: string; matchID: string }) {
  const { t, i18n } = useTranslation();
  const lobby = useLobby();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [seat, setSeat] = useState<HeldSeat | undefined>(() => heldSeat(matchID));
  // A signed-in player's seat follows the account: on a device that does not hold it, the
  // server hands it back.
  const { client: accounts, session } = useAccount();
  const signedIn = Boolean(session?.account);
  useEffect(() => {
    if (!signedIn || heldSeat(matchID)) return;
    let live = true;
    void accounts.seat(matchID).then(
      (owned) => {
        if (!live || !owned || owned.game !== gameID) return;
        const held = { playerID: owned.playerID, credentials: owned.credentials, playerName: owned.playerName };
        holdSeat(matchID, held);
        setSeat(held);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [accounts, signedIn, matchID, gameID]);
  // react-i18next hands out a new i18n object (and t) on every language switch; the match's
  // loading must not depend on them, or a switch would fetch again and rebuild the client.
  const latestI18n = useRef(i18n);
  useEffect(() => {
    latestI18n.current = i18n;
  });

  useEffect(() => {
    const manifest = findManifest(gameID);
    if (!manifest) {
      setLoaded({ kind: 'missing', notice: { key: 'room.unknownGame', options: { game: gameID } } });
      return;
    }
    let cancelled = false;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    const attempt = async () => {
      clearTimeout(timer);
      if (cancelled || running) return;
      running = true;
      try {
        const [module, board, match] = await Promise.all([loadGame(gameID), loadBoard(gameID), lobby.getMatch(gameID, matchID) as Promise<ParlorMatch>]);
        if (cancelled) return;
        addGameText(latestI18n.current, gameID, board.locales);
        const stillHeld = seatStillHeld(match, heldSeat(matchID));
        if (!stillHeld) releaseSeat(matchID);
        setSeat(stillHeld);
        setLoaded({ kind: 'ready', manifest, module, board, match, table: new TableFeed(matchID, tableOfMatch(match)) });
        window.removeEventListener('online', retryNow);
      } catch (failure) {
        if (cancelled) return;
        if (lobbyErrorStatus(failure) === 404) setLoaded({ kind: 'missing', notice: { key: 'room.noSuchMatch' } });
        else if (!mayPass(failure)) setLoaded({ kind: 'missing', notice: { key: 'room.loadFailed', failure } });
        else {
          setLoaded({ kind: 'retrying', failure });
          timer = setTimeout(() => void attempt(), delay);
          delay = Math.min(delay * 2, RETRY_MAX_MS);
        }
      } finally {
        running = false;
      }
    };
    // The browser knows before the timer does when the network is back.
    const retryNow = () => {
      delay = RETRY_FIRST_MS;
      void attempt();
    };
    window.addEventListener('online', retryNow);
    void attempt();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('online', retryNow);
    };
  }, [gameID, matchID, lobby]);

  // One boardgame.io client component per match; seats are its props.
  const ready = loaded.kind === 'ready' ? loaded : undefined;
  const module = ready?.module;
  // The generic board when asked for (see boardChoice), and for a board entry without a Board of its own yet.
  const ownBoard = ready?.board.Board as BoardModule['Board'] | undefined;
  const Board = useMemo(
    () => (module && (!ownBoard || boardChoice(window.location.search, window.localStorage) === 'generic') ? genericBoard(module) : ownBoard),
    [module, ownBoard],
  );
  const numPlayers = ready?.match.players.length;
  const table = ready?.table;
  const GameClient = useMemo(
    () =>
      module &&
      numPlayers !== undefined &&
      table &&
      Client<unknown, BoardProps<unknown> & RoomProps>({
        game: module.game,
        board: RoomFrame,
        numPlayers,
        multiplayer: withTableEvents(table),
        debug: false,
        loading: Connecting,
      }),
    [module, numPlayers, table],
  );

  if (loaded.kind === 'loading') return <p className="app-loading">{t('app.loading')}</p>;
  if (loaded.kind === 'retrying')
    return (
      <section className="app-notfound">
        <ConnectionBanner connected={false} message={t('room.retrying')} />
        <p>{noticeText({ key: 'room.loadFailed', failure: loaded.failure }, t)}</p>
        <Link href="/">{t('app.backToLobby')}</Link>
      </section>
    );
  if (loaded.kind === 'missing' || !GameClient || !ready)
    return (
      <section className="app-notfound">
        <h1>{loaded.kind === 'missing' ? noticeText(loaded.notice, t) : t('room.noSuchMatch')}</h1>
        <Link href="/">{t('app.backToLobby')}</Link>
      </section>
    );
  return (
    <GameClient
      // Taking or giving up a seat connects again as that seat (or as a spectator).
      key={seat?.playerID ?? 'spectator'}
      matchID={matchID}
      {...(seat ? { playerID: seat.playerID, credentials: seat.credentials } : {})}
      room={{ manifest: ready.manifest, Board: Board ?? ready.board.Board, rules: ready.module, seat, onSeatChange: setSeat, initialPlayers: ready.match.players, table: ready.table, setupData: ready.match.setupData }}
    />
  );
}

/**
 * What the room shows until the match's state first arrives; if that takes long (the server
 * is down, the socket cannot connect), the banner says so while socket.io keeps trying.
 */
function Connecting() {
  const { t } = useTranslation();
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), CONNECTING_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <ConnectionBanner connected={patient} message={t('room.retrying')} />
      <p className="app-loading">{t('room.connecting')}</p>
    </>
  );
}
