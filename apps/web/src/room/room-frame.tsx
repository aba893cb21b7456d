import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { BoardProps } from 'boardgame.io/react';
import type { State } from 'boardgame.io';
import { awaitedSeats, turnHolder, type GameManifest, type GameModule } from '@parlor/game-kit';
import { MessageSquare, PanelRightClose, PanelRightOpen, Settings2 } from 'lucide-react';
import { AsideHostProvider, AsideTarget, CardMotion, ChatPanel, ClockText, ConnectionBanner, MatchSeats, ProblemPanel, TableInfoProvider, useAsideSlots, type DecisionClock, type LobbySeat, type TableInfo } from '@parlor/ui';
import { setAutoAnswerOn, useAutoAnswerOn } from '../lib/answer-setting';
import { LanguageSwitch } from '../lib/language-switch';
import { SoundSwitch } from '../lib/sound-switch';
import { useAnswerForMe, useAutoMoves } from './auto-answer';
import { botPlaysFor, decisionClocks, seatInfos } from './decisions';
import { languageOf } from '../lib/i18n';
import { lobbyErrorStatus, MAX_NAME_LENGTH, takeSeat, type ParlorPlayer } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';
import { ErrorBoundary } from '../lib/error-boundary';
import { NoticeLine, type Notice } from '../lib/notice';
import { resultLine } from '../lib/result-line';
import { chime } from '../lib/sound';
import { releaseSeat, savedName, type HeldSeat } from '../lib/seat-store';
import type { TableFeed, TableSnapshot } from '../lib/table';
import { usePolling } from '../lib/use-polling';
import { ShareLink } from './share-link';
import { turnHeadline } from './turn-headline';
import { freeSeats, WaitingRoom } from './waiting-room';
import { RatingLine } from './rating-line';

/** How often a finished match is asked whether someone started the next one. */
export const NEXT_MATCH_POLL_MS = 2000;

/** What the match page gives the room besides boardgame.io's board props. */
export interface RoomInfo {
  manifest: GameManifest;
  // Boards of different games take different state types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Board: ComponentType<BoardProps<any>>;
  /**
   * The module's account of who acts now (its `awaited` and `turnOf`; absent: boardgame.io's),
   * its automatic answers (`autoMoves`) and its moves' list (`game`), for the answers the room
   * makes for its seat.
   */
  rules?: Partial<Pick<GameModule, 'awaited' | 'turnOf' | 'autoMoves' | 'game' | 'chatClosed'>>;
  /** The seat this browser holds; absent for a spectator. */
  seat?: HeldSeat;
  /** Called when this browser takes or gives up a seat in this match. */
  onSeatChange: (seat: HeldSeat | undefined) => void;
  /** The seats as the lobby listed them, until the match's own data arrives. */
  initialPlayers: ParlorPlayer[];
  /** The match's table (waiting or begun, its clocks); none: begun, without clocks. */
  table?: TableFeed;
  /** The options the match was created with (the waiting room shows them). */
  setupData?: unknown;
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

/** The seats as the room's seat list shows them during play: who the bot plays for, and each seat's decision clock. */
export function seatsInPlay(players: readonly Player[], decisions: ReadonlyMap<string, DecisionClock>, turn: number | undefined): LobbySeat[] {
  return players.map((player) => {
    const id = String(player.id);
    const clock = decisions.get(id);
    return {
      id,
      ...(player.bot ? { bot: true } : player.name === undefined ? {} : { name: player.name, connected: player.isConnected === true }),
      ...(botPlaysFor(player, turn) ? { botPlaying: true } : {}),
      // The seat list shows the one clock of the seat's decision, as the table does.
      ...(clock ? { clocks: [{ kind: clock.kind === 'auto' ? 'response' : clock.kind, dueAt: clock.dueAt }] } : {}),
    };
  });
}

/** The room's side panel: the game's log and reference (the board's asides), the chat, the seats. */
type PanelTab = 'chat' | 'seats' | string;

/**
 * Everything around a game's board in a match room: the connection banner; a header with
 * whose turn it is, this seat's decision clock and the room's buttons; the board filling the
 * window (the table never scrolls the page); a side panel (a drawer on narrow windows) with
 * the game's log and reference, the chat and the seats (who is online, who the bot plays for,
 * joining a free seat, leaving); and at the end the result with "play again" that takes
 * everyone to the next match. Until the match begins, the waiting room stands in for the
 * board. The room also tells the board who holds each seat and each seat's one decision
 * clock, and makes the answers a seat has no choice in (see auto-answer.ts).
 */
export function RoomFrame(props: BoardProps<unknown> & RoomProps) {
  return (
    <AsideHostProvider>
      <Room {...props} />
    </AsideHostProvider>
  );
}

function Room(props: BoardProps<unknown> & RoomProps) {
  const { room, ctx, G, matchData, isConnected, playerID, chatMessages, sendChatMessage, matchID } = props;
  const { manifest, Board, seat } = room;
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const lobby = useLobby();
  const [, navigate] = useLocation();
  const { table, refusal } = useSyncExternalStore(room.table?.subscribe ?? noFeed, room.table?.current ?? begun);
  const players: Player[] = (matchData as Player[] | undefined) ?? room.initialPlayers;
  const me = playerID ?? null;
  // Bots are named in the reader's language, not by the server's English "Bot 3".
  const botName = (id: string) => t('ui:seat.botName', { number: Number(id) + 1 });
  const name = (id: string) => {
    const player = players.find((candidate) => String(candidate.id) === id);
    if (player?.bot) return botName(id);
    return player?.name ?? t('room.seatNumber', { number: Number(id) + 1 });
  };
  const over = ctx.gameover !== undefined;
  const waiting = !table.begun && !over;
  const playing = !over && !waiting;
  const [notice, setNotice] = useState<Notice | undefined>();
  const [panel, setPanel] = useState<PanelTab>('log');
  const [drawer, setDrawer] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const autoAnswer = useAutoAnswerOn();

  // Follows the match into its successor: same seat if it is free, another otherwise. A
  // follow that fails (the network, the rate limit) may be tried again by the next poll or
  // click; navigating happens once the seat is taken, or the player would land in the next
  // match as a spectator while their seat there stays free.
  const following = useRef(false);
  const follow = async (nextMatchID: string) => {
    if (following.current) return;
    following.current = true;
    try {
      if (seat) {
        try {
          await takeSeat(lobby, manifest.id, nextMatchID, seat.playerName, seat.playerID);
        } catch (failure) {
          if (lobbyErrorStatus(failure) !== 409) throw failure;
          // Our seat went to someone else: any free one.
          await takeSeat(lobby, manifest.id, nextMatchID, seat.playerName);
        }
      }
      navigate(`/match/${manifest.id}/${nextMatchID}`);
    } catch (failure) {
      following.current = false;
      throw failure;
    }
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
  const viewed = { G, ctx } as State;
  const acting = playing ? awaitedSeats(room.rules ?? {}, viewed) : [];
  const holder = playing ? turnHolder(room.rules ?? {}, viewed) : null;
  const myMove = me !== null && acting.includes(me);
  const turn = over
    ? result
    : waiting
      ? stillFree > 0
        ? t('room.waitingFor', { count: stillFree })
        : t('room.beginning')
      : turnHeadline({ acting, holder, me, name, t, language: i18n.resolvedLanguage ?? language });
  const cue = useTurnCue(myMove, manifest.title[language], t('room.titleYourMove'));

  // The answers the room makes for its seat, and every seat's one decision clock.
  const boardMoves = (props.moves ?? {}) as Record<string, ((...args: unknown[]) => void) | undefined>;
  const { autos, mine: myAuto } = useAutoMoves(room.rules, G, ctx, me, boardMoves, playing && seat !== undefined);
  const answering = playing && myMove && holder !== me;
  const plan = useAnswerForMe(room.rules, G, ctx, me, answering && seat !== undefined, myAuto !== undefined, autoAnswer, boardMoves);
  const decisions = useMemo(() => decisionClocks(playing ? table.clocks : [], autos), [playing, table.clocks, autos]);
  const info: TableInfo = {
    me,
    seats: seatInfos(players, decisions, ctx.turn, botName, name),
    ...(answering && plan.noChoice && (myAuto !== undefined || autoAnswer) ? { autoAnswer: true } : {}),
  };

  const mine = me === null ? undefined : players.find((player) => String(player.id) === me);
  const botNote =
    !playing || !mine
      ? undefined
      : mine.botTurn !== undefined && mine.botTurn === ctx.turn
        ? t('room.outOfTime')
        : mine.standIn
          ? t('room.standingIn')
          : undefined;
  const myClock = me === null ? undefined : decisions.get(me);
  // The game may close the chat for a while (BANG!'s Gag): nothing can be sent, and it says why.
  const chatClosed = room.rules?.chatClosed?.(G) === true;
  const chatLines = chatMessages.map((message) => ({ id: message.id, sender: name(message.sender), text: String(message.payload), mine: message.sender === me }));
  const link = `${globalThis.location.origin}/match/${manifest.id}/${matchID}`;
  const asides = useAsideSlots();
  const unread = useUnread(chatMessages.length, panel === 'chat' && drawer);
  const tabs: { id: PanelTab; title: string }[] = [
    ...asides.filter((aside) => aside.slot === 'log').map((aside) => ({ id: aside.slot, title: aside.title })),
    { id: 'chat', title: t('room.chat') },
    { id: 'seats', title: t('room.seats') },
    ...asides.filter((aside) => aside.slot !== 'log').map((aside) => ({ id: aside.slot, title: aside.title })),
  ];
  const shown = tabs.some((tab) => tab.id === panel) ? panel : (tabs[0]?.id ?? 'chat');
  const openPanel = (tab: PanelTab) => {
    setPanel(tab);
    setDrawer(true);
  };

  const seatsPanel = (
    <>
      <MatchSeats seats={seatsInPlay(players, over ? new Map() : decisions, ctx.turn)} mySeat={me} />
      {!seat && !over && stillFree > 0 && <JoinSeat players={players} gameID={manifest.id} matchID={matchID} onJoined={room.onSeatChange} />}
      {seat && !over && (
        <button type="button" className="pl-button pl-button--small" onClick={() => void leave()}>
          {t('room.leave')}
        </button>
      )}
      {!waiting && <ShareLink link={link} />}
    </>
  );

  return (
    <div className="room" data-layout={waiting ? 'waiting' : over ? 'over' : 'play'} data-drawer={drawer || undefined}>
      <ConnectionBanner connected={isConnected} />
      <header className="room__bar">
        <Link href="/" className="room__home">
          {t('app.title')}
        </Link>
        <h1 className="room__title">{manifest.title[language]}</h1>
        <div className="room__status">
          <p className="room__turn" role="status" aria-live="polite" data-parlor-acting={acting.join(',')} data-mine={myMove || undefined} data-cue={cue || undefined}>
            {turn}
            {me === null && <span className="room__spectating"> · {t('room.spectating')}</span>}
            {botNote && <span className="room__bot-note"> · {botNote}</span>}
          </p>
          {playing && myClock && <ClockText clock={myClock} className="room__clock" />}
        </div>
        <div className="room__tools">
          <button type="button" className="room__tool room__tool--chat" aria-label={unread > 0 ? t('room.chatUnread', { count: unread }) : t('room.chat')} onClick={() => openPanel('chat')}>
            <MessageSquare aria-hidden="true" size={18} />
            {unread > 0 && <span className="room__badge">{unread}</span>}
          </button>
          <button type="button" className="room__tool room__tool--panel" aria-expanded={drawer} aria-controls={`${matchID}-panel`} aria-label={t(drawer ? 'room.closePanel' : 'room.openPanel')} onClick={() => setDrawer(!drawer)}>
            {drawer ? <PanelRightClose aria-hidden="true" size={18} /> : <PanelRightOpen aria-hidden="true" size={18} />}
          </button>
          <div className="room__settings">
            <button type="button" className="room__tool" aria-expanded={settingsOpen} aria-label={t('room.settings')} onClick={() => setSettingsOpen(!settingsOpen)}>
              <Settings2 aria-hidden="true" size={18} />
            </button>
            {settingsOpen && (
              <div className="room__menu" role="group" aria-label={t('room.settings')}>
                <label className="app-field--check">
                  <input type="checkbox" checked={autoAnswer} onChange={(event) => setAutoAnswerOn(event.target.checked)} />
                  {t('room.autoAnswer')}
                </label>
                <p className="app-field__help">{t('room.autoAnswerHelp')}</p>
                <SoundSwitch />
                <LanguageSwitch />
              </div>
            )}
          </div>
        </div>
      </header>
      {notice && <NoticeLine notice={notice} />}
      {refusal && <RefusalLine key={refusal.count} code={refusal.code} message={refusal.message} />}
      {over && (
        <section className="room__over" aria-label={t('room.matchOver')}>
          <h2>{result}</h2>
          <RatingLine matchID={matchID} />
          <p className="room__over-hint">{seat ? t('room.playAgainHint') : t('room.nextMatchHint')}</p>
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
        {/* Once over, the result panel above takes the dock's place (see app.css). */}
        <div className="room__board" data-over={over ? '' : undefined}>
          {waiting ? (
            <WaitingRoom
              gameID={manifest.id}
              matchID={matchID}
              players={players}
              manifest={manifest}
              setupData={room.setupData}
              timeControl={table.timeControl}
              {...(seat ? { seat } : {})}
              {...(table.host === undefined ? {} : { host: table.host })}
              link={link}
              onSeatChange={room.onSeatChange}
              onLeave={() => void leave()}
            />
          ) : (
            <ErrorBoundary resetKey={matchID} fallback={(error, retry) => <BoardFailed error={error} retry={retry} />}>
              <TableInfoProvider value={info}>
                <CardMotion>
                  <Board {...props} moves={plan.moves as BoardProps['moves']} />
                </CardMotion>
              </TableInfoProvider>
            </ErrorBoundary>
          )}
        </div>
        <aside id={`${matchID}-panel`} className="room__side" aria-label={t('room.panel')}>
          <div className="room__tabs" role="tablist" aria-label={t('room.panel')}>
            {tabs.map((tab) => (
              <button key={tab.id} type="button" role="tab" id={`${matchID}-tab-${tab.id}`} aria-selected={shown === tab.id} aria-controls={`${matchID}-tabpanel-${tab.id}`} className="room__tab" onClick={() => setPanel(tab.id)}>
                {tab.title}
                {tab.id === 'chat' && unread > 0 && <span className="room__badge">{unread}</span>}
              </button>
            ))}
            <button type="button" className="room__tool room__close" aria-label={t('room.closePanel')} onClick={() => setDrawer(false)}>
              <PanelRightClose aria-hidden="true" size={18} />
            </button>
          </div>
          {asides.map((aside) => (
            <TabPanel key={aside.slot} id={aside.slot} matchID={matchID} hidden={shown !== aside.slot}>
              <AsideTarget slot={aside.slot} className="room__aside" />
            </TabPanel>
          ))}
          <TabPanel id="chat" matchID={matchID} hidden={shown !== 'chat'}>
            {chatClosed && <p className="room__chat-closed" role="status">{t('room.chatClosed')}</p>}
            <ChatPanel messages={chatLines} {...(me !== null && !chatClosed ? { onSend: (text: string) => sendChatMessage(text) } : {})} />
          </TabPanel>
          <TabPanel id="seats" matchID={matchID} hidden={shown !== 'seats'}>
            {waiting ? <ShareLink link={link} /> : seatsPanel}
          </TabPanel>
        </aside>
      </div>
    </div>
  );
}

/** One panel of the side panel's tabs. */
function TabPanel({ id, matchID, hidden, children }: { id: string; matchID: string; hidden: boolean; children?: ReactNode }) {
  return (
    <section role="tabpanel" id={`${matchID}-tabpanel-${id}`} aria-labelledby={`${matchID}-tab-${id}`} hidden={hidden} className="room__panel">
      {children}
    </section>
  );
}

/** Chat messages that came while the chat was not in view; none once it is. */
function useUnread(count: number, reading: boolean): number {
  const [read, setRead] = useState(count);
  useEffect(() => {
    if (reading) setRead(count);
  }, [reading, count]);
  return reading ? 0 : Math.max(0, count - read);
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
  const known = ['waiting', 'bad-request', 'unknown-match', 'unauthorized', 'not-synced', 'server-error', 'too-large', 'too-many', 'chat-closed'].includes(code);
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
