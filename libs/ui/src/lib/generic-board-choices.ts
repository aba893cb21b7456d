import { inferMoveSteps, type GameModule, type MoveStep, type TableMove, type TableState, type TableText } from '@parlor/game-kit';

/** One legal move of the reader, with the decisions that lead to it. */
export interface MoveOption {
  move: TableMove;
  label: TableText | undefined;
  steps: MoveStep[];
  /** Each step's key (`card:<id>`, `seat:<id>`, `choice:<json>`), in order. */
  keys: string[];
}

/** What clicking a control does: make one move now, or narrow the choice by one step. */
export type Control =
  /** Makes `option.move` at once: through its next step (a card, a seat, an option), or its own button once its steps are all chosen. */
  | { kind: 'move'; key: string; step: MoveStep | undefined; option: MoveOption }
  /** Takes one more step; several moves remain behind it. */
  | { kind: 'step'; key: string; step: MoveStep; options: MoveOption[] };

/** The controls offered after the steps taken so far. */
export interface Offer {
  /** The steps taken, those a step shared by every remaining move added by itself included. */
  taken: string[];
  /** The moves still reachable. */
  remaining: MoveOption[];
  controls: Control[];
}

/** A step's key: what tells it apart from the other options at the same point. */
export function stepKey(step: MoveStep): string {
  switch (step.type) {
    case 'card':
      return `card:${step.card}`;
    case 'seat':
      return `seat:${step.seat}`;
    default:
      return `choice:${JSON.stringify(step.value)}`;
  }
}

/**
 * The reader's legal moves on the state it received: `ai.enumerate` (the same list bots and
 * playouts use, so the board never offers an illegal move), each once, with its steps.
 */
export function moveOptions(module: Pick<GameModule, 'game' | 'table'>, state: TableState, seat: string | null): MoveOption[] {
  const enumerate = module.game.ai?.enumerate;
  if (seat === null || !enumerate || state.ctx.gameover !== undefined) return [];
  const table = module.table ?? {};
  const seen = new Set<string>();
  const options: (MoveOption & { inferred: boolean })[] = [];
  for (const listed of enumerate(state.G, state.ctx, seat) as TableMove[]) {
    if (typeof listed?.move !== 'string') continue;
    const move: TableMove = { move: listed.move, args: listed.args ?? [] };
    const id = JSON.stringify(move);
    if (seen.has(id)) continue;
    seen.add(id);
    const described = table.describeMove?.(state, seat, move);
    const steps = described?.steps ?? inferMoveSteps(table, state, move);
    options.push({ move, label: described?.label, steps, keys: steps.map(stepKey), inferred: described?.steps === undefined });
  }
  // An inferred option every move of its name shares (a window's version number) is nobody's
  // decision: it is dropped, so it costs no click and shows in no label.
  const byName = new Map<string, (MoveOption & { inferred: boolean })[]>();
  for (const option of options) if (option.inferred) byName.set(option.move.move, [...(byName.get(option.move.move) ?? []), option]);
  for (const group of byName.values()) {
    const width = Math.max(...group.map((option) => option.steps.length));
    const shared = Array.from({ length: width }, (_, i) => group.every((option) => option.steps[i]?.type === 'choice' && option.keys[i] === group[0]!.keys[i]));
    for (const option of group) {
      option.steps = option.steps.filter((_, i) => !shared[i]);
      option.keys = option.steps.map(stepKey);
    }
  }
  return options.map(({ inferred: _inferred, ...option }) => option);
}

const startsWith = (keys: readonly string[], prefix: readonly string[]) => prefix.every((key, i) => keys[i] === key);

/**
 * The controls after `taken`. A step every remaining move shares is taken by itself (a Nope
 * window's version number is nobody's decision); a control behind which only one move remains
 * makes that move at once (one click where there is only one way); a move whose steps are all
 * taken while others remain gets its own button. Steps the state no longer allows start over.
 */
export function offer(options: readonly MoveOption[], taken: readonly string[] = []): Offer {
  let path = [...taken];
  let remaining = options.filter((option) => startsWith(option.keys, path));
  if (remaining.length === 0) {
    path = [];
    remaining = [...options];
  }
  for (;;) {
    const depth = path.length;
    const done = remaining.filter((option) => option.keys.length === depth);
    const next = new Set(remaining.filter((option) => option.keys.length > depth).map((option) => option.keys[depth]!));
    if (remaining.length > 1 && done.length === 0 && next.size === 1) {
      path = [...path, ...next];
      continue;
    }
    const controls: Control[] = done.map((option) => ({ kind: 'move', key: `move:${JSON.stringify(option.move)}`, step: undefined, option }));
    for (const key of next) {
      const behind = remaining.filter((option) => option.keys[depth] === key);
      const step = behind[0]!.steps[depth]!;
      controls.push(behind.length === 1 ? { kind: 'move', key, step, option: behind[0]! } : { kind: 'step', key, step, options: behind });
    }
    return { taken: path, remaining, controls };
  }
}
