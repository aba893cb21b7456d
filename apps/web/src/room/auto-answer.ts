// Answers the room makes for its seat, so that nobody is made to click where there is nothing to
// choose, and nobody learns anything from it:
// - a board's automatic answer (the module's `autoMoves`: Exploding Kittens' pass when a Nope
//   window's countdown ends) is made when its countdown, the decision's one clock, runs out:
//   the same moment for every seat, whatever it holds;
// - where a seat is asked to answer out of turn and its only legal move is the answer the rules
//   give anyway (no Missed!, no Barrel: take the hit), that answer is made after
//   ANSWER_HOLD_MS if the player left "answer for me" on; and while that setting is on, an
//   answer the player gives sooner is held until the same moment. Whether an answer came by
//   itself or by a quick hand, and so whether the seat held anything, cannot be told apart.
import { useEffect, useMemo, useRef } from 'react';
import type { Ctx, State } from 'boardgame.io';
import { movesFromView, type AutoMove, type BotMove, type GameModule } from '@parlor/game-kit';
import type { AutoClock } from './decisions';

/** How long after a seat is asked the room answers for it when it has no choice, and holds an earlier answer of the player's. */
export const ANSWER_HOLD_MS = 1800;

type Rules = Pick<GameModule, 'autoMoves' | 'game'>;
type Moves = Record<string, ((...args: unknown[]) => void) | undefined>;

const keyOf = (auto: Pick<AutoMove, 'playerID' | 'move' | 'args'>) => JSON.stringify([auto.playerID, auto.move, auto.args]);

/**
 * The module's automatic answers in the current state, each counting down from when this page
 * first saw it (a state that merely moves on while the same answer is pending keeps its
 * countdown), and for this page's own seat, the answer made when it runs out.
 */
export function useAutoMoves(rules: Partial<Rules> | undefined, G: unknown, ctx: Ctx, me: string | null, moves: Moves, active: boolean): { autos: AutoClock[]; mine?: AutoClock } {
  const seen = useRef(new Map<string, number>());
  const fired = useRef(new Set<string>());
  const list = useMemo(() => (active && rules?.autoMoves ? rules.autoMoves({ G, ctx } as State) : []), [active, rules, G, ctx]);
  const now = Date.now();
  const current = new Set(list.map(keyOf));
  // Forget the answers no longer pending, so the same answer asked again later counts afresh.
  for (const key of [...seen.current.keys()]) if (!current.has(key)) seen.current.delete(key);
  const autos = list.map((auto) => {
    const key = keyOf(auto);
    if (!seen.current.has(key)) seen.current.set(key, now);
    return { seat: auto.playerID, dueAt: seen.current.get(key)! + auto.afterMs, totalMs: auto.afterMs, key, auto };
  });
  const mine = me === null ? undefined : autos.find((auto) => auto.seat === me);
  const latestMoves = useRef(moves);
  useEffect(() => {
    latestMoves.current = moves;
  });
  const mineKey = mine?.key;
  const mineDue = mine?.dueAt;
  useEffect(() => {
    if (mineKey === undefined || mineDue === undefined || !mine || fired.current.has(mineKey)) return;
    const { move, args } = mine.auto;
    const timer = setTimeout(
      () => {
        fired.current.add(mineKey);
        latestMoves.current[move]?.(...args);
      },
      Math.max(0, mineDue - Date.now()),
    );
    return () => clearTimeout(timer);
    // The answer is fixed by its key; `mine` itself is a new object at every render.
  }, [mineKey, mineDue]);
  return { autos: autos.map(({ seat, dueAt, totalMs }) => ({ seat, dueAt, totalMs })), ...(mine ? { mine: { seat: mine.seat, dueAt: mine.dueAt, totalMs: mine.totalMs } } : {}) };
}

/** What {@link useAnswerForMe} decides. */
export interface AnswerPlan {
  /** The seat is asked to answer and its only legal move is one answer. */
  noChoice: boolean;
  /** When the room answers for it (or lets the player's own earlier answer through), ms since the epoch. */
  holdUntil?: number;
  /** The moves to give the board: the player's answers held until `holdUntil` while the setting is on. */
  moves: Moves;
}

/**
 * For a seat asked to answer out of its turn (by a game without automatic answers of its own):
 * whether it has any choice, and, with the player's "answer for me" on, the one answer made
 * for it when it has none, after ANSWER_HOLD_MS; the player's own answers are held until then.
 */
export function useAnswerForMe(rules: Partial<Rules> | undefined, G: unknown, ctx: Ctx, me: string | null, answering: boolean, hasAuto: boolean, enabled: boolean, moves: Moves): AnswerPlan {
  const options = useMemo<BotMove[]>(() => {
    if (!answering || me === null || !rules?.game) return [];
    try {
      return movesFromView(rules as GameModule, G, ctx, me);
    } catch {
      // A game whose enumerate cannot read a seat's own view: the player answers as before.
      return [];
    }
  }, [answering, rules, G, ctx, me]);
  const key = answering && me !== null ? JSON.stringify(options) : undefined;
  const opened = useRef<{ key: string; at: number } | undefined>(undefined);
  if (key === undefined) opened.current = undefined;
  else if (opened.current?.key !== key) opened.current = { key, at: Date.now() };
  const noChoice = options.length === 1;
  const holding = enabled && !hasAuto && key !== undefined;
  const holdUntil = holding ? opened.current!.at + ANSWER_HOLD_MS : undefined;

  const latestMoves = useRef(moves);
  useEffect(() => {
    latestMoves.current = moves;
  });
  const only = noChoice ? options[0] : undefined;
  const answerKey = holding && only ? key : undefined;
  useEffect(() => {
    if (answerKey === undefined || holdUntil === undefined || !only) return;
    const timer = setTimeout(() => latestMoves.current[only.move]?.(...(only.args ?? [])), Math.max(0, holdUntil - Date.now()));
    return () => clearTimeout(timer);
    // One answer per question: its key says which.
  }, [answerKey, holdUntil]);

  const held = useMemo<Moves>(() => {
    if (holdUntil === undefined) return moves;
    const wrapped: Moves = {};
    for (const [name, move] of Object.entries(moves ?? {})) {
      wrapped[name] = (...args: unknown[]) => {
        const wait = holdUntil - Date.now();
        if (wait <= 0) move?.(...args);
        else setTimeout(() => latestMoves.current[name]?.(...args), wait);
      };
    }
    return wrapped;
  }, [moves, holdUntil]);
  return { noChoice, ...(holdUntil === undefined ? {} : { holdUntil }), moves: held };
}
