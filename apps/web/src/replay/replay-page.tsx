import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { BoardProps } from 'boardgame.io/react';
import { findManifest, loadGame } from '@parlor/registry';
import { loadBoard } from '@parlor/registry/boards';
import type { GameManifest, GameModule } from '@parlor/game-kit';
import { AsideHostProvider, AsideTarget, CardMotion, ProblemPanel, ReplayControls, TableInfoProvider, useAsideSlots, useReplayPlayback, type ReplayView, type TableInfo } from '@parlor/ui';
import { ErrorBoundary } from '../lib/error-boundary';
import { addGameText, languageOf } from '../lib/i18n';
import { lobbyErrorStatus, lobbyProblem, type Replay, type Translate } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';
import { noticeText, type Notice } from '../lib/notice';
import { finishedResult, seatName } from '../lib/result-line';
import { heldSeat, type HeldSeat } from '../lib/seat-store';
import { replayTurns } from './replay-turns';

/** The point of view a replay opens with when the address names none. */
export const SPECTATOR = 'spectator';

// Boards of different games take different state types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBoard = ComponentType<BoardProps<any>>;

type Rules = { manifest: GameManifest; module: GameModule; Board: AnyBoard };

/** Why a replay cannot be shown, as the page words it. */
type Problem =
  | { kind: 'unknown-game' }
  | { kind: 'missing' }
  | { kind: 'not-finished' }
  | { kind: 'changed'; detail?: string }
  | { kind: 'forbidden' }
  | { kind: 'failed'; notice: Notice };

/** Sorts a failed replay request into what the page says about it. */
export function replayProblem(failure: unknown): Problem {
  const status = lobbyErrorStatus(failure);
  const { key } = lobbyProblem(failure);
  if (key === 'errors.notFinished') return { kind: 'not-finished' };
  if (key === 'errors.replayChanged') {
    const words = (failure as { details?: { error?: unknown } }).details?.error;
    return { kind: 'changed', ...(typeof words === 'string' ? { detail: words } : {}) };
  }
  if (status === 404) return { kind: 'missing' };
  if (status === 403) return { kind: 'forbidden' };
  return { kind: 'failed', notice: { key: 'replay.loadFailed', failure } };
}

// A replay plays nothing: every move and event a board calls does nothing.
const nothing = () => undefined;
const inert = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? nothing : undefined) }) as Record<string, (...args: unknown[]) => void>;

/** A point of view in words: the spectator's, everything shown, or a seat's (this browser's marked). */
export function viewLabel(view: string, replay: Pick<Replay, 'players'>, mine: string | undefined, t: Translate): string {
  if (view === SPECTATOR) return t('replay.views.spectator');
  if (view === 'all') return t('replay.views.all');
  const name = seatName(replay.players, view, t);
  return view === mine ? t('replay.views.mine', { name }) : t('replay.views.seat', { name, number: Number(view) + 1 });
}

/** The props boardgame.io's client would give the board at one step of a replay, watched from `view`. */
export function replayBoardProps(replay: Replay, move: number, view: string): BoardProps<unknown> {
  const step = replay.steps[move]!;
  const seat = view === SPECTATOR || view === 'all' ? null : view;
  // The board's log at a step is every entry the actions up to it added.
  const log = replay.steps.slice(0, move + 1).flatMap((each) => each.log);
  return {
    ...step.state,
    plugins: step.state.plugins ?? {},
    _undo: [],
    _redo: [],
    log,
    playerID: seat,
    matchID: replay.matchID,
    matchData: replay.players,
    credentials: null,
    moves: inert,
    events: inert,
    isActive: false,
    isMultiplayer: true,
    isConnected: true,
    chatMessages: [],
    sendChatMessage: nothing,
    reset: nothing,
    undo: nothing,
    redo: nothing,
  } as unknown as BoardProps<unknown>;
}

/**
 * A finished match's replay: the game's own board at any step, from a point of view (the
 * seat this browser held, a spectator's, everything shown when the game allows), with the
 * controls to step, play and jump. It loads the game's rules and board as the room does.
 */
export function ReplayPage({ gameID, matchID }: { gameID: string; matchID: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const lobby = useLobby();
  const search = useSearch();
  const [, navigate] = useLocation();
  // The seat this browser held in the match: its point of view by default, and its
  // credentials open that view where the game keeps secrets after the end.
  const [seat] = useState<HeldSeat | undefined>(() => heldSeat(matchID));
  const asked = new URLSearchParams(search).get('view') ?? undefined;
  const view = asked ?? seat?.playerID ?? SPECTATOR;
  const [rules, setRules] = useState<Rules | { problem: Problem } | undefined>(() => (findManifest(gameID) ? undefined : { problem: { kind: 'unknown-game' } }));
  const [replay, setReplay] = useState<Replay | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [attempt, setAttempt] = useState(0);
  // The move is kept in the address (`?move=`), so a link can open a replay at a moment of it.
  const [move, setMove] = useState(() => {
    const asked = Number(new URLSearchParams(search).get('move'));
    return Number.isInteger(asked) && asked > 0 ? asked : 0;
  });
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  // For the fetch's fallback to a spectator's view, which keeps the move without refetching when it changes.
  const moveRef = useRef(move);
  moveRef.current = move;
  const latestI18n = useRef(i18n);
  useEffect(() => {
    latestI18n.current = i18n;
  });

  // The rules and board, once per game.
  useEffect(() => {
    const manifest = findManifest(gameID);
    if (!manifest) return;
    let cancelled = false;
    Promise.all([loadGame(gameID), loadBoard(gameID)]).then(
      ([module, board]) => {
        if (cancelled) return;
        addGameText(latestI18n.current, gameID, board.locales);
        setRules({ manifest, module, Board: board.Board });
      },
      (failure: unknown) => !cancelled && setRules({ problem: { kind: 'failed', notice: { key: 'replay.loadFailed', failure } } }),
    );
    return () => {
      cancelled = true;
    };
  }, [gameID, attempt]);

  // The replay, for each point of view asked; the one shown stays until the next arrives.
  useEffect(() => {
    if (!findManifest(gameID)) return;
    let cancelled = false;
    lobby.replay(gameID, matchID, view, seat?.credentials).then(
      (answer) => {
        if (cancelled) return;
        setReplay(answer);
        setProblem(undefined);
        setMove((current) => Math.min(current, answer.steps.length - 1));
      },
      (failure: unknown) => {
        if (cancelled) return;
        // The seat's view was only the default: when it is not open (any more), watch as a spectator.
        if (asked === undefined && view !== SPECTATOR && lobbyErrorStatus(failure) === 403) {
          navigate(`/replay/${gameID}/${matchID}?view=${SPECTATOR}&move=${moveRef.current}`, { replace: true });
          return;
        }
        setProblem(replayProblem(failure));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [lobby, gameID, matchID, view, asked, seat, navigate, attempt]);

  const total = replay ? replay.steps.length - 1 : 0;
  const shownMove = Math.min(move, total);
  useEffect(() => {
    if (!replay) return;
    const params = new URLSearchParams(search);
    if (params.get('move') === String(shownMove)) return;
    params.set('move', String(shownMove));
    navigate(`/replay/${gameID}/${matchID}?${params}`, { replace: true });
  }, [replay, shownMove, search, navigate, gameID, matchID]);
  useReplayPlayback({ move, total, playing, speed, onMove: setMove, onPlayingChange: setPlaying });

  const ready = rules && 'module' in rules ? rules : undefined;
  const module = ready?.module;
  const turns = useMemo(() => (replay && module ? replayTurns(replay.steps, module, (id) => seatName(replay.players, id, t)) : []), [replay, module, t]);
  const manifest = findManifest(gameID);
  const title = manifest ? manifest.title[languageOf(i18n)] : gameID;
  const roomHref = `/match/${gameID}/${matchID}`;
  const links = (
    <p className="replay__links">
      <Link href="/history">{t('replay.backToHistory')}</Link>
      <Link href={roomHref}>{t('replay.toRoom')}</Link>
    </p>
  );

  const blocking = rules && 'problem' in rules ? rules.problem : replay ? undefined : problem;
  if (blocking) return <ReplayProblem problem={blocking} gameID={gameID} roomHref={roomHref} retry={() => setAttempt((count) => count + 1)} spectate={() => navigate(`/replay/${gameID}/${matchID}?view=${SPECTATOR}&move=${shownMove}`)} />;
  if (!ready || !replay)
    return (
      <section className="replay" aria-busy="true">
        <h1>{t('replay.heading', { title })}</h1>
        <p className="app-loading">{t('app.loading')}</p>
        {links}
      </section>
    );

  const me = seat?.playerID;
  const options: ReplayView[] = replay.views.map((value) => ({ value, label: viewLabel(value, replay, me, t) }));
  // A view the server answered but does not list (it should not happen) is still named.
  if (!replay.views.includes(replay.view)) options.unshift({ value: replay.view, label: viewLabel(replay.view, replay, me, t) });
  const loadingView = replay.view !== view && problem === undefined;
  const atEnd = move >= total;
  const result = finishedResult(replay, t, language, me ?? null);
  const props = replayBoardProps(replay, Math.min(move, total), replay.view);
  const { Board } = ready;
  // Names as the room gives them (bots in the reader's language); a replay has no clocks.
  const info: TableInfo = {
    me: props.playerID ?? null,
    seats: Object.fromEntries(replay.players.map((player) => [String(player.id), { name: seatName(replay.players, String(player.id), t), ...(player.bot ? { bot: true } : {}) }])),
  };

  return (
    <div className="replay">
      <header className="replay__bar">
        <h1 className="replay__title">{t('replay.heading', { title })}</h1>
        {links}
      </header>
      {!replay.version.same && (
        <p className="replay__version" role="note">
          {replay.version.played === null ? t('replay.versionUnknown', { current: replay.version.current }) : t('replay.versionChanged', { played: replay.version.played, current: replay.version.current })}
        </p>
      )}
      {problem && <ReplayProblemLine problem={problem} />}
      <ReplayControls
        move={Math.min(move, total)}
        total={total}
        onMove={setMove}
        playing={playing}
        onPlayingChange={setPlaying}
        speed={speed}
        onSpeedChange={setSpeed}
        turns={turns}
        views={options}
        view={loadingView ? view : replay.view}
        onViewChange={(next) => navigate(`/replay/${gameID}/${matchID}?view=${encodeURIComponent(next)}&move=${shownMove}`, { replace: true })}
        disabled={loadingView}
      />
      {atEnd && (
        <section className="replay__over" aria-label={t('room.matchOver')}>
          <h2>{result}</h2>
        </section>
      )}
      {/* A disabled fieldset: the board's buttons and choices stay readable but cannot be
          pressed or take the focus (a prompt that focuses its button would otherwise take
          Space from play/pause), since nothing can be played in a replay. */}
      <AsideHostProvider>
        <div className="replay__layout">
          <fieldset className="replay__board" disabled data-view={replay.view} aria-busy={loadingView || undefined} aria-label={t('replay.board')}>
            <ErrorBoundary resetKey={`${replay.view}:${move}`} fallback={(error) => <ProblemPanel title={t('room.boardFailed')} detail={error.message} />}>
              <TableInfoProvider value={info}>
                <CardMotion>
                  <Board key={replay.view} {...props} />
                </CardMotion>
              </TableInfoProvider>
            </ErrorBoundary>
          </fieldset>
          <ReplayAsides />
        </div>
      </AsideHostProvider>
    </div>
  );
}

/** The board's asides (its log, its reference) beside the replayed board. */
function ReplayAsides() {
  const slots = useAsideSlots();
  return (
    <div className="replay__asides">
      {slots.map((slot) => (
        <section key={slot.slot} className="replay__aside" aria-label={slot.title}>
          <h2>{slot.title}</h2>
          <AsideTarget slot={slot.slot} className="room__aside" />
        </section>
      ))}
    </div>
  );
}

/** A replay that cannot be shown at all: why, and the ways on. */
function ReplayProblem({ problem, gameID, roomHref, retry, spectate }: { problem: Problem; gameID: string; roomHref: string; retry: () => void; spectate: () => void }) {
  const { t } = useTranslation();
  const back = (
    <>
      <Link href="/history" className="pl-button">
        {t('replay.backToHistory')}
      </Link>
      <Link href="/" className="pl-button">
        {t('app.backToLobby')}
      </Link>
    </>
  );
  switch (problem.kind) {
    case 'unknown-game':
      return <ProblemPanel title={t('room.unknownGame', { game: gameID })} actions={back} />;
    case 'missing':
      return <ProblemPanel title={t('room.noSuchMatch')} hint={t('replay.missingHint')} actions={back} />;
    case 'not-finished':
      return (
        <ProblemPanel
          title={t('replay.notFinished')}
          hint={t('replay.notFinishedHint')}
          actions={
            <>
              <Link href={roomHref} className="pl-button pl-button--primary">
                {t('replay.toMatch')}
              </Link>
              {back}
            </>
          }
        />
      );
    case 'changed':
      return <ProblemPanel title={t('replay.changed')} hint={t('replay.changedHint')} {...(problem.detail ? { detail: problem.detail } : {})} actions={back} />;
    case 'forbidden':
      return (
        <ProblemPanel
          title={t('replay.forbidden')}
          hint={t('replay.forbiddenHint')}
          actions={
            <>
              <button type="button" className="pl-button pl-button--primary" onClick={spectate}>
                {t('replay.asSpectator')}
              </button>
              {back}
            </>
          }
        />
      );
    case 'failed':
      return (
        <ProblemPanel
          title={noticeText(problem.notice, t)}
          actions={
            <>
              <button type="button" className="pl-button pl-button--primary" onClick={retry}>
                {t('app.retry')}
              </button>
              {back}
            </>
          }
        />
      );
  }
}

/** A point of view that could not be loaded while another is shown: said in a line, the replay stays. */
function ReplayProblemLine({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const text =
    problem.kind === 'forbidden' ? t('replay.forbidden') : problem.kind === 'failed' ? noticeText(problem.notice, t) : problem.kind === 'changed' ? t('replay.changed') : t('room.noSuchMatch');
  return (
    <p className="app-error" role="alert">
      {text}
    </p>
  );
}
