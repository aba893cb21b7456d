import { useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { BoardProps } from 'boardgame.io/react';
import type { State } from 'boardgame.io';
import { awaitedSeats, turnHolder, type GameManifest, type GameModule } from '@parlor/game-kit';
import { CardMotion, ChatPanel, ConnectionBanner, formatClock, MatchSeats, ProblemPanel, useSecondsUntil, type LobbySeat } from '@parlor/ui';
import { languageOf } from '../lib/i18n';
import { lobbyErrorStatus, MAX_NAME_LENGTH, takeSeat, type ParlorPlayer } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';
import { ErrorBoundary } from '../lib/error-boundary';
import { NoticeLine, type Notice } from '../lib/notice';
import { resultLine } from '../lib/result-line';
import { chime } from '../lib/sound';
import { releaseSeat, savedName, type HeldSeat } from '../lib/seat-store';
import type { TableClock, TableFeed, TableSnapshot } from '../lib/table';
import { usePolling } from '../lib/use-polling';
import { ShareLink } from './share-link';
import { turnHeadline } from './turn-headline';
import { freeSeats, WaitingRoom } from './waiting-room';

/** How often a finished match is asked whether someone started the next one. */
export const NEXT_MATCH_POLL_MS = 2000;

/** What the match page gives the room besides boardgame.io's board props. */
export interface RoomInfo {
  manifest: GameManifest;
  // Boards of different games take different state types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Board: ComponentType<BoardProps<any>>;
  /** The module's account of who acts now (its `awaited` and `turnOf`); absent: boardgame.io's. */
  rules?: Pick<GameModule, 'awaited' | 'turnOf'>;
  /** The seat this browser holds; absent for a spectator. */
  seat?: HeldSeat;
  /** Called when this browser takes or gives up a seat in this match. */
  onSeatChange: (seat: HeldSeat | undefined) => void;
  /** The seats as the lobby listed them, until the match's own data arrives. */
  initialPlayers: ParlorPlayer[];
  /** The match's table (waiting or begun, its clocks); none: begun, without clocks. */
  table?: TableFeed;
}

/** The extra prop the room's client passes to {@link RoomFrame}. */
export interface RoomProps {
  room: RoomInfo;
}

type Player = ParlorPlayer;

// A match the server says nothing of has begun and has no clocks, as old matches do.
const BEGUN: TableSnapshot = { table: { begun: true, timeControl: 'off', clocks: [] } };
const noFeed = () => () => undefined;
const begun = () => BEGUN;

/** The seats as the room's seat list shows them during play: who the bot plays for, and each seat's clocks. */
export function seatsInPlay(players: readonly Player[], clocks: readonly TableClock[], turn: number | undefined): LobbySeat[] {
  return players.map((player) => {
    const id = String(player.id);
    // The server's bot plays a seat nobody holds too, once the match began.
    const botPlaying = !player.bot && (player.standIn === true || (player.botTurn !== undefined && player.botTurn === turn) || player.name === undefined);
    const running = clocks.filter((clock) => clock.seat === id);
    return {
      id,
      ...(player.bot ? { bot: true } : player.name === undefined ? {} : { name: player.name, connected: player.isConnected === true }),
      ...(botPlaying ? { botPlaying } : {}),
      ...(running.length > 0 ? { clocks: running } : {}),
    };
  });
}

/**
 * Everything around a game's board in a match room: the connection banner, the seats with
 * who is online, who the bot plays for and the clocks, whose turn it is (and this seat's time),
 * a share link, joining a free seat, chat, and at the end the result with "play again" that
 * takes everyone to the next match. Until the match begins, the waiting room stands in for
 * the board.
 */
export function RoomFrame(props: BoardProps<unknown> & RoomProps) {
  const { room, ctx, matchData, isConnected, playerID, chatMessages, sendChatMessage, matchID } = props;
  const { manifest, Board, seat } = room;
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const lobby = useLobby();
  const [, navigate] = useLocation();
  const { table, refusal } = useSyncExternalStore(room.table?.subscribe ?? noFeed, room.table?.current ?? begun);
  const players: Player[] = (matchData as Player[] | undefined) ?? room.initialPlayers;
  const me = playerID ?? null;
  const name = (id: string) => {
    const player = players.find((candidate) => String(candidate.id) === id);
    // The server numbers its bots ("Bot 3"), as the boards show them.
    if (player?.bot) return player.name ?? t('room.botName', { number: Number(id) + 1 });
    return player?.name ?? t('room.seatNumber', { number: Number(id) + 1 });
  };
  const over = ctx.gameover !== undefined;
  const waiting = !table.begun && !over;
  const [notice, setNotice] = useState<Notice | undefined>();

  // Follows the match into its successor: same seat if it is free, another otherwise.
  const following = useRef(false);
  const follow = async (nextMatchID: string) => {
    if (following.current) return;
    following.current = true;
    if (seat) {
      try {
        await takeSeat(lobby, manifest.id, nextMatchID, seat.playerName, seat.playerID);
      } catch (failure) {
        if (lobbyErrorStatus(failure) === 409) await takeSeat(lobby, manifest.id, nextMatchID, seat.playerName).catch(() => undefined);
      }
    }
    navigate(`/match/${manifest.id}/${nextMatchID}`);
  };
  usePolling(
    async () => {
      const match = await lobby.getMatch(manifest.id, matchID);
      if (match.nextMatchID) await follow(match.nextMatchID);
    },
    NEXT_MATCH_POLL_MS,
    over,
  );

  const playAgain = async () => {
    if (!seat) return;
    try {
      const { nextMatchID } = await lobby.playAgain(manifest.id, matchID, { playerID: seat.playerID, credentials: seat.credentials });
      await follow(nextMatchID);
    } catch (failure) {
      following.current = false;
      setNotice({ key: 'room.playAgainFailed', failure });
    }
  };

  const leave = async () => {
    if (!seat || !window.confirm(t('room.leaveConfirm'))) return;
    try {
      await lobby.leaveMatch(manifest.id, matchID, { playerID: seat.playerID, credentials: seat.credentials });
    } catch (failure) {
      // A seat the server no longer knows is as good as left.
      if (lobbyErrorStatus(failure) !== 404 && lobbyErrorStatus(failure) !== 403) {
        setNotice({ key: 'room.leaveFailed', failure });
        return;
      }
    }
    releaseSeat(matchID);
    room.onSeatChange(undefined);
    navigate('/');
  };

  const result = over ? resultLine(ctx.gameover, { seats: Array.from({ length: ctx.numPlayers }, (_, seat) => String(seat)), name, me, t, language: i18n.resolvedLanguage ?? language }) : '';
  const stillFree = freeSeats(players).length;
  // Who acts, from the same account the board and the server's clocks use, so the header
  // and the board always name the same seats.
  const viewed = { G: props.G, ctx } as State;
  const acting = over || waiting ? [] : awaitedSeats(room.rules ?? {}, viewed);
  const holder = over || waiting ? null : turnHolder(room.rules ?? {}, viewed);
  const myMove = me !== null && acting.includes(me);
  const turn = over
    ? result
    : waiting
      ? stillFree > 0
        ? t('room.waitingFor', { count: stillFree })
        : t('room.beginning')
      : turnHeadline({ acting, holder, me, name, t, language: i18n.resolvedLanguage ?? language });
  const cue = useTurnCue(myMove, manifest.title[language], t('room.titleYourMove'));
  const mine = me === null ? undefined : players.find((player) => String(player.id) === me);
  const botNote =
    over || waiting || !mine
      ? undefined
      : mine.botTurn !== undefined && mine.botTurn === ctx.turn
        ? t('room.outOfTime')
        : mine.standIn
          ? t('room.standingIn')
          : undefined;
  // This seat's own clock, turn or answer; another seat's shows on its seat.
  const myClock = over || waiting ? undefined : table.clocks.find((clock) => clock.seat === me && clock.kind !== 'grace');
  const chatLines = chatMessages.map((message) => ({ id: message.id, sender: name(message.sender), text: String(message.payload), mine: message.sender === me }));
  const link = `${globalThis.location.origin}/match/${manifest.id}/${matchID}`;

  return (
    <div className="room">
      <ConnectionBanner connected={isConnected} />
      <header className="room__bar">
        <h1 className="room__title">{manifest.title[language]}</h1>
        <div className="room__status">
          <p className="room__turn" role="status" aria-live="polite" data-parlor-acting={acting.join(',')} data-mine={myMove || undefined} data-cue={cue || undefined}>
            {turn}
            {me === null && <span className="room__spectating"> · {t('room.spectating')}</span>}
            {botNote && <span className="room__bot-note"> · {botNote}</span>}
          </p>
          {myClock && <ClockLeft dueAt={myClock.dueAt} />}
        </div>
        {!waiting && <ShareLink link={link} />}
      </header>
      {notice && <NoticeLine notice={notice} />}
      {refusal && <RefusalLine key={refusal.count} code={refusal.code} message={refusal.message} />}
      {over && (
        <section className="room__over" aria-label={t('room.matchOver')}>
          <h2>{result}</h2>
          <p>{seat ? t('room.playAgainHint') : t('room.nextMatchHint')}</p>
          <div className="room__actions">
            {seat && (
              <button type="button" className="pl-button pl-button--primary" onClick={() => void playAgain()}>
                {t('room.playAgain')}
              </button>
            )}
            <Link href={`/replay/${manifest.id}/${matchID}`} className="pl-button">
              {t('room.watchReplay')}
            </Link>
            <Link href="/" className="pl-button">
              {t('app.backToLobby')}
            </Link>
          </div>
        </section>
      )}
      <div className="room__layout">
        <div className="room__board">
          {waiting ? (
            <WaitingRoom
              gameID={manifest.id}
              matchID={matchID}
              players={players}
              {...(seat ? { seat } : {})}
              {...(table.host === undefined ? {} : { host: table.host })}
              link={link}
              onSeatChange={room.onSeatChange}
              onLeave={() => void leave()}
            />
          ) : (
            <ErrorBoundary resetKey={matchID} fallback={(error, retry) => <BoardFailed error={error} retry={retry} />}>
              <CardMotion>
                <Board {...props} />
              </CardMotion>
            </ErrorBoundary>
          )}
        </div>
        <aside className="room__side">
          {!waiting && (
            <section aria-label={t('room.seats')}>
              <h2>{t('room.seats')}</h2>
              <MatchSeats seats={seatsInPlay(players, over ? [] : table.clocks, ctx.turn)} mySeat={me} />
              {!seat && !over && freeSeats(players).length > 0 && <JoinSeat players={players} gameID={manifest.id} matchID={matchID} onJoined={room.onSeatChange} />}
              {seat && !over && (
                <button type="button" className="pl-button pl-button--small" onClick={() => void leave()}>
                  {t('room.leave')}
                </button>
              )}
            </section>
          )}
          <section>
            <h2>{t('room.chat')}</h2>
            <ChatPanel messages={chatLines} {...(me !== null ? { onSend: (text: string) => sendChatMessage(text) } : {})} />
          </section>
        </aside>
      </div>
    </div>
  );
}

/** Lets a spectator take a free seat of a match that has one. */
function JoinSeat({ players, gameID, matchID, onJoined }: { players: Player[]; gameID: string; matchID: string; onJoined: (seat: HeldSeat) => void }) {
  const { t } = useTranslation();
  const lobby = useLobby();
  const id = useId();
  const [name, setName] = useState(savedName);
  const [error, setError] = useState<Notice | undefined>();
  const free = freeSeats(players);
  const join = async (seatID: string) => {
    if (!name.trim()) {
      setError({ key: 'lobby.nameFirst' });
      return;
    }
    try {
      onJoined(await takeSeat(lobby, gameID, matchID, name.trim(), seatID));
    } catch (failure) {
      setError({ key: 'lobby.joinFailed', failure });
    }
  };
  return (
    <div className="room__join">
      <p className="app-field">
        <label htmlFor={id}>{t('lobby.yourName')}</label>
        <input id={id} value={name} maxLength={MAX_NAME_LENGTH} autoComplete="nickname" onChange={(event) => setName(event.target.value)} />
      </p>
      <div className="room__actions">
        {free.map((player) => (
          <button key={player.id} type="button" className="pl-button pl-button--small" onClick={() => void join(String(player.id))}>
            {t('lobby.joinSeat', { number: player.id + 1 })}
          </button>
        ))}
      </div>
      {error && <NoticeLine notice={error} />}
    </div>
  );
}

/** This seat's own running clock, for the room's header: "1:12 left". */
function ClockLeft({ dueAt }: { dueAt: number }) {
  const { t } = useTranslation();
  const left = useSecondsUntil(dueAt);
  return (
    // Not inside the status line: a live region would read every second out.
    <p className="room__clock" role="timer" data-urgent={left <= 10 || undefined}>
      {t('room.timeLeft', { time: formatClock(left) })}
    </p>
  );
}

/**
 * Tells this seat when the match starts waiting for it: the header flashes (its animation
 * respects prefers-reduced-motion), the tab's title gets a badge while it waits, and the chime
 * plays if the player switched it on. Returns whether the flash is on.
 */
function useTurnCue(myMove: boolean, title: string, badge: string): boolean {
  const { t } = useTranslation();
  const [cue, setCue] = useState(false);
  const was = useRef(myMove);
  useEffect(() => {
    const started = myMove && !was.current;
    was.current = myMove;
    if (!started) return;
    chime();
    setCue(true);
    const timer = setTimeout(() => setCue(false), 2400);
    return () => clearTimeout(timer);
  }, [myMove]);
  const app = t('app.title');
  useEffect(() => {
    document.title = myMove ? `● ${badge} · ${title} · ${app}` : `${title} · ${app}`;
  }, [myMove, title, badge, app]);
  useEffect(() => () => void (document.title = app), [app]);
  return cue && myMove;
}

/** A message of this browser's the server refused, said in words (the server's own reason as detail). */
function RefusalLine({ code, message }: { code: string; message: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const known = ['waiting', 'bad-request', 'unknown-match', 'unauthorized', 'not-synced', 'server-error', 'too-large', 'too-many'].includes(code);
  const text = t(known ? `room.refused.${code}` : 'room.refused.other');
  // The server's reason adds nothing to the waiting room's own words.
  return (
    <div className="app-error room__refusal">
      <p role="alert">{code === 'waiting' ? text : t('errors.withDetail', { text, detail: message })}</p>
      <button type="button" className="pl-button pl-button--small" onClick={() => setShown(false)}>
        {t('app.dismiss')}
      </button>
    </div>
  );
}

/** What stands in for a board that threw: what happened, and the ways back. */
function BoardFailed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ProblemPanel
      title={t('room.boardFailed')}
      hint={t('room.boardFailedHint')}
      detail={error.message}
      actions={
        <>
          <button type="button" className="pl-button pl-button--primary" onClick={retry}>
            {t('room.boardRetry')}
          </button>
          <Link href="/" className="pl-button">
            {t('app.backToLobby')}
          </Link>
        </>
      }
    />
  );
}
