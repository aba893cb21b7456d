import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Client, type BoardProps } from 'boardgame.io/react';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { LobbyAPI } from 'boardgame.io';
import { findManifest, loadGame } from '@parlor/registry';
import { loadBoard, type BoardModule } from '@parlor/registry/boards';
import type { GameManifest, GameModule } from '@parlor/game-kit';
import { addGameText } from '../lib/i18n';
import { lobbyErrorMessage, lobbyErrorStatus } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';
import { heldSeat, releaseSeat, type HeldSeat } from '../lib/seat-store';
import { RoomFrame, type RoomProps } from './room-frame';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'ready'; manifest: GameManifest; module: GameModule; board: BoardModule; match: LobbyAPI.Match };

/** The seat this browser holds in the match, if the server still has it taken. */
export function seatStillHeld(match: Pick<LobbyAPI.Match, 'players'>, seat: HeldSeat | undefined): HeldSeat | undefined {
  if (!seat) return undefined;
  const player = match.players.find((candidate) => String(candidate.id) === seat.playerID);
  return player?.name === undefined ? undefined : seat;
}

/**
 * A match room: loads the game's rules and board (their own chunks), then plays through
 * boardgame.io's React client over socket.io, as the seat this browser holds or as a spectator.
 */
export function MatchPage({ gameID, matchID }: { gameID: string; matchID: string }) {
  const { t, i18n } = useTranslation();
  const lobby = useLobby();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [seat, setSeat] = useState<HeldSeat | undefined>(() => heldSeat(matchID));

  useEffect(() => {
    let cancelled = false;
    const manifest = findManifest(gameID);
    if (!manifest) {
      setLoaded({ kind: 'missing', message: t('room.unknownGame', { game: gameID }) });
      return;
    }
    Promise.all([loadGame(gameID), loadBoard(gameID), lobby.getMatch(gameID, matchID)]).then(
      ([module, board, match]) => {
        if (cancelled) return;
        addGameText(i18n, gameID, board.locales);
        const stillHeld = seatStillHeld(match, heldSeat(matchID));
        if (!stillHeld) releaseSeat(matchID);
        setSeat(stillHeld);
        setLoaded({ kind: 'ready', manifest, module, board, match });
      },
      (failure: unknown) => {
        if (cancelled) return;
        const status = lobbyErrorStatus(failure);
        setLoaded({ kind: 'missing', message: status === 404 ? t('room.noSuchMatch') : t('room.loadFailed', { reason: lobbyErrorMessage(failure) }) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [gameID, matchID, lobby, i18n, t]);

  // One boardgame.io client component per game; seats and matches are its props.
  const ready = loaded.kind === 'ready' ? loaded : undefined;
  const GameClient = useMemo(
    () =>
      ready &&
      Client<unknown, BoardProps<unknown> & RoomProps>({
        game: ready.module.game,
        board: RoomFrame,
        numPlayers: ready.match.players.length,
        multiplayer: SocketIO({ server: globalThis.location.origin }),
        debug: false,
        loading: Connecting,
      }),
    [ready],
  );

  if (loaded.kind === 'loading') return <p className="app-loading">{t('app.loading')}</p>;
  if (loaded.kind === 'missing' || !GameClient || !ready)
    return (
      <section className="app-notfound">
        <h1>{loaded.kind === 'missing' ? loaded.message : t('room.noSuchMatch')}</h1>
        <Link href="/">{t('app.backToLobby')}</Link>
      </section>
    );
  return (
    <GameClient
      key={seat?.playerID ?? 'spectator'}
      matchID={matchID}
      {...(seat ? { playerID: seat.playerID, credentials: seat.credentials } : {})}
      room={{ manifest: ready.manifest, Board: ready.board.Board, seat, onSeatChange: setSeat, initialPlayers: ready.match.players }}
    />
  );
}

function Connecting() {
  const { t } = useTranslation();
  return <p className="app-loading">{t('room.connecting')}</p>;
}
