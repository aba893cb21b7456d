import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

/** The start of a turn in a replay, for jumping to it. */
export interface ReplayTurn {
  /** The move the turn starts at: the step shown when jumping to it (0 is before the first move). */
  move: number;
  /** The turn's number as the players count them, from 1. */
  number: number;
  /** Whose turn it is, as the reader should see the name; absent when it is nobody's in particular. */
  player?: string;
}

/** A point of view a replay can be watched from: a seat, a spectator, everything shown. */
export interface ReplayView {
  value: string;
  label: string;
}

/** Props of {@link ReplayControls}. A controlled component: the page keeps the position and whether it plays. */
export interface ReplayControlsProps {
  /** The move shown: 0 is the state before the first move, `total` the end of the match. */
  move: number;
  /** How many moves the match has. */
  total: number;
  onMove: (move: number) => void;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  /** Moves a second, in units of {@link REPLAY_MOVE_MS} (1 is one move a second). */
  speed: number;
  onSpeedChange: (speed: number) => void;
  /** The speeds offered; {@link REPLAY_SPEEDS} by default. */
  speeds?: readonly number[];
  /** Where each turn starts, oldest first; without them the turn buttons and list are left out. */
  turns?: readonly ReplayTurn[];
  /** The points of view offered; the selector is left out without them. */
  views?: readonly ReplayView[];
  view?: string;
  onViewChange?: (view: string) => void;
  /** Everything is disabled, while a new point of view loads for instance. */
  disabled?: boolean;
  /**
   * Arrow keys, Shift+arrows, Home, End and Space anywhere on the page work the controls
   * (never while typing in a field). On by default; off when two replays share a page.
   */
  keyboard?: boolean;
}

/** The speeds a replay offers by default. */
export const REPLAY_SPEEDS: readonly number[] = [0.5, 1, 2, 4];

/** How long one move is shown at speed 1. */
export const REPLAY_MOVE_MS = 1000;

/** The index in `turns` of the turn the move belongs to (the last one starting at or before it); -1 before the first. */
export function turnAt(turns: readonly ReplayTurn[], move: number): number {
  let found = -1;
  turns.forEach((turn, index) => {
    if (turn.move <= move) found = index;
  });
  return found;
}

/** Where "Previous turn" goes: the start of this turn, or of the one before when already there. */
export function previousTurnStart(turns: readonly ReplayTurn[], move: number): number {
  const starts = turns.map((turn) => turn.move).filter((start) => start < move);
  return starts.length > 0 ? Math.max(...starts) : 0;
}

/** Where "Next turn" goes: the start of the next turn, or the end when this is the last. */
export function nextTurnStart(turns: readonly ReplayTurn[], move: number, total: number): number {
  const starts = turns.map((turn) => turn.move).filter((start) => start > move);
  return starts.length > 0 ? Math.min(...starts) : total;
}

/**
 * Plays a replay: while `playing`, moves on by one every {@link REPLAY_MOVE_MS}/`speed` ms and
 * stops at the end. The page keeps the state; this only keeps time.
 */
export function useReplayPlayback({ move, total, playing, speed, onMove, onPlayingChange }: Pick<ReplayControlsProps, 'move' | 'total' | 'playing' | 'speed' | 'onMove' | 'onPlayingChange'>): void {
  // The callbacks change with every render of a page; the timer must not start over for that.
  const latest = useRef({ onMove, onPlayingChange });
  useEffect(() => {
    latest.current = { onMove, onPlayingChange };
  });
  useEffect(() => {
    if (!playing) return;
    if (move >= total) {
      latest.current.onPlayingChange(false);
      return;
    }
    const timer = setTimeout(() => latest.current.onMove(move + 1), REPLAY_MOVE_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, move, total, speed]);
}

/** Whether a key pressed there belongs to what has the focus: typing in a field, or pressing a button with Space. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return true;
  return key === ' ' && (['BUTTON', 'A', 'SUMMARY'].includes(target.tagName) || target.getAttribute('role') === 'button');
}

// Icons drawn here (24×24, stroked in the text colour): libs/ui ships no icon set.
const ICONS: Record<string, ReactNode> = {
  start: (
    <>
      <path d="M6 5v14" />
      <path d="M18 5 9 12l9 7z" />
    </>
  ),
  previousTurn: (
    <>
      <path d="M12 5 3 12l9 7z" />
      <path d="M21 5l-9 7 9 7z" />
    </>
  ),
  previousMove: <path d="M15 5l-7 7 7 7" />,
  play: <path d="M7 4v16l13-8z" />,
  pause: (
    <>
      <path d="M8 5v14" />
      <path d="M16 5v14" />
    </>
  ),
  nextMove: <path d="M9 5l7 7-7 7" />,
  nextTurn: (
    <>
      <path d="M3 5l9 7-9 7z" />
      <path d="M12 5l9 7-9 7z" />
    </>
  ),
  end: (
    <>
      <path d="M6 5l9 7-9 7z" />
      <path d="M18 5v14" />
    </>
  ),
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="pl-replay__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {ICONS[name]}
      </g>
    </svg>
  );
}

/**
 * The controls of a replay: start, previous turn, previous move, play or pause, next move,
 * next turn and end; a slider to any move ("Move 37 of 512"); the speed; a list of the turns
 * to jump to; and the point of view. Arrow keys step a move (a turn with Shift), Home and End
 * go to either end and Space plays or pauses, unless the focus is in a form field.
 */
export function ReplayControls(props: ReplayControlsProps) {
  const { move, total, onMove, playing, onPlayingChange, speed, onSpeedChange, speeds = REPLAY_SPEEDS, turns = [], views = [], view, onViewChange, disabled = false, keyboard = true } = props;
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const atStart = move <= 0;
  const atEnd = move >= total;
  const go = (to: number) => onMove(Math.max(0, Math.min(total, to)));
  const togglePlaying = () => {
    if (playing) onPlayingChange(false);
    else {
      // Play at the end plays the match again from its start.
      if (atEnd) onMove(0);
      onPlayingChange(true);
    }
  };

  // The keys act on the latest props, without listening anew on every render.
  const actions = useRef({ go, togglePlaying, move, total, turns, disabled });
  useEffect(() => {
    actions.current = { go, togglePlaying, move, total, turns, disabled };
  });
  useEffect(() => {
    if (!keyboard) return;
    const onKey = (event: KeyboardEvent) => {
      const { go, togglePlaying, move, total, turns, disabled } = actions.current;
      if (disabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKey(event.target, event.key)) return;
      const withTurns = event.shiftKey && turns.length > 0;
      const act: Record<string, () => void> = {
        ArrowLeft: () => go(withTurns ? previousTurnStart(turns, move) : move - 1),
        ArrowRight: () => go(withTurns ? nextTurnStart(turns, move, total) : move + 1),
        Home: () => go(0),
        End: () => go(total),
        ' ': togglePlaying,
      };
      const action = act[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboard]);

  const current = turnAt(turns, move);
  const button = (name: keyof typeof ICONS, label: string, onClick: () => void, off: boolean, keys?: string, keyHint?: string) => (
    <button
      type="button"
      className="pl-replay__button"
      aria-label={label}
      title={keyHint ? `${label} (${keyHint})` : label}
      onClick={onClick}
      disabled={disabled || off}
      {...(keys ? { 'aria-keyshortcuts': keys } : {})}
      data-action={name}
    >
      <Icon name={name} />
    </button>
  );
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const position = t('replay.position', { move: number.format(move), total: number.format(total) });

  return (
    <section className="pl-replay" aria-label={t('replay.label')}>
      <div className="pl-replay__buttons" role="group" aria-label={t('replay.steps')}>
        {button('start', t('replay.start'), () => go(0), atStart, 'Home', 'Home')}
        {turns.length > 0 && button('previousTurn', t('replay.previousTurn'), () => go(previousTurnStart(turns, move)), atStart, 'Shift+ArrowLeft', 'Shift+←')}
        {button('previousMove', t('replay.previousMove'), () => go(move - 1), atStart, 'ArrowLeft', '←')}
        <button
          type="button"
          className="pl-replay__button pl-replay__button--play"
          aria-label={playing ? t('replay.pause') : t('replay.play')}
          title={`${playing ? t('replay.pause') : t('replay.play')} (${t('replay.spaceKey')})`}
          aria-keyshortcuts="Space"
          onClick={togglePlaying}
          disabled={disabled || total === 0}
          data-action={playing ? 'pause' : 'play'}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        {button('nextMove', t('replay.nextMove'), () => go(move + 1), atEnd, 'ArrowRight', '→')}
        {turns.length > 0 && button('nextTurn', t('replay.nextTurn'), () => go(nextTurnStart(turns, move, total)), atEnd, 'Shift+ArrowRight', 'Shift+→')}
        {button('end', t('replay.end'), () => go(total), atEnd, 'End', 'End')}
      </div>
      <div className="pl-replay__track">
        <input
          type="range"
          className="pl-replay__slider"
          min={0}
          max={total}
          step={1}
          value={move}
          disabled={disabled || total === 0}
          aria-label={t('replay.move')}
          aria-valuetext={position}
          onChange={(event) => go(Number(event.target.value))}
        />
        <p className="pl-replay__position" aria-hidden="true">
          {position}
        </p>
      </div>
      <div className="pl-replay__choices">
        {turns.length > 0 && (
          <p className="pl-replay__field">
            <label htmlFor={`${id}-turn`}>{t('replay.turn')}</label>
            <select id={`${id}-turn`} value={current < 0 ? '' : String(current)} disabled={disabled} onChange={(event) => go(turns[Number(event.target.value)]!.move)}>
              {current < 0 && <option value="" disabled />}
              {turns.map((turn, index) => (
                <option key={`${turn.move}-${turn.number}`} value={String(index)}>
                  {turn.player === undefined ? t('replay.turnNumber', { number: turn.number }) : t('replay.turnOf', { number: turn.number, player: turn.player })}
                </option>
              ))}
            </select>
          </p>
        )}
        <p className="pl-replay__field pl-replay__field--speed">
          <label htmlFor={`${id}-speed`}>{t('replay.speed')}</label>
          <select id={`${id}-speed`} value={String(speed)} disabled={disabled} onChange={(event) => onSpeedChange(Number(event.target.value))}>
            {speeds.map((option) => (
              <option key={option} value={String(option)}>
                {t('replay.speedOption', { speed: number.format(option) })}
              </option>
            ))}
          </select>
        </p>
        {views.length > 0 && (
          <p className="pl-replay__field">
            <label htmlFor={`${id}-view`}>{t('replay.view')}</label>
            <select id={`${id}-view`} value={view ?? ''} disabled={disabled || views.length < 2 || !onViewChange} onChange={(event) => onViewChange?.(event.target.value)}>
              {views.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </p>
        )}
      </div>
    </section>
  );
}
