// A made-up game for the generic board's tests and stories (not any real game): suns are played
// to the table, moons given to another player, stars put back on top of the deck or under it,
// and a player given a moon answers by keeping it or passing it back. Only what the generic
// board reads is here: the state, `ai.enumerate` and the table declaration.
import type { Ctx, Game } from 'boardgame.io';
import { defineManifest, type GameModule, type TableDeclaration, type TableMove } from '@parlor/game-kit';
import { icons } from './story-icons.generated';

export interface SketchState {
  zones: Record<string, string[]>;
  points: Record<string, number>;
  /** The answer window's number, quoted by the answer (as windows in libs/turn-phases are). */
  version: number;
  out: string[];
}

const kindOf = (card: string) => card.split('-')[0]!;

function enumerate(G: SketchState, ctx: Ctx, seat: string): TableMove[] {
  if (ctx.gameover !== undefined || G.out.includes(seat)) return [];
  if (ctx.activePlayers) {
    return ctx.activePlayers[seat] === 'answer' ? [{ move: 'keep', args: [G.version] }, { move: 'giveBack', args: [G.version] }] : [];
  }
  if (seat !== ctx.currentPlayer) return [];
  const hand = G.zones[`hand:${seat}`] ?? [];
  const others = ctx.playOrder.filter((other) => other !== seat && !G.out.includes(other));
  const moves: TableMove[] = [{ move: 'draw', args: [] }];
  for (const card of hand) {
    if (kindOf(card) === 'sun') moves.push({ move: 'play', args: [card] });
    if (kindOf(card) === 'moon') moves.push(...others.map((other) => ({ move: 'give', args: [card, other] })));
    if (kindOf(card) === 'star') moves.push({ move: 'stash', args: [card, 'top'] }, { move: 'stash', args: [card, 'bottom'] });
  }
  return moves;
}

const manifest = defineManifest({
  id: 'sketch',
  title: { en: 'Sketch', 'zh-TW': '草圖' },
  summary: { en: 'A made-up game.', 'zh-TW': '虛構的遊戲。' },
  minPlayers: 2,
  maxPlayers: 6,
  playingTime: { min: 1, max: 2 },
  tags: ['test'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
  version: '1',
  revealAfterMatch: true,
});

const NAMES: Record<string, { en: string; art: keyof typeof icons }> = {
  sun: { en: 'Sun', art: 'law-star' },
  moon: { en: 'Moon', art: 'cat' },
  star: { en: 'Star', art: 'meeple' },
};

export const sketchTable: TableDeclaration<SketchState> = {
  hands: ['hand'],
  playAreas: ['area'],
  piles: [
    { zone: 'deck', label: { key: 'zones.deck', en: 'Deck' }, faceUp: false },
    { zone: 'discard', label: { key: 'zones.discard', en: 'Discard' }, faceUp: true },
  ],
  seatCounters: [{ id: 'points', label: { key: 'counters.points', en: 'Points' }, value: ({ G }, seat) => G.points[seat] }],
  tableCounters: [{ id: 'deck', label: { en: 'Cards left' }, value: ({ G }) => G.zones['deck']?.length }],
  seatStatus: ({ G }, seat) => (G.out.includes(seat) ? 'out' : undefined),
  card: (id) => {
    const named = NAMES[kindOf(id)];
    return named ? { kind: kindOf(id), name: { key: `cards.${kindOf(id)}`, en: named.en }, text: { en: `A ${named.en.toLowerCase()} card.` }, art: icons[named.art] } : undefined;
  },
  // Stars say where they go in words; everything else is inferred from the arguments.
  describeMove: (_state, _seat, { move, args = [] }) =>
    move === 'stash'
      ? { label: { en: 'Put the star back' }, steps: [{ type: 'card', card: String(args[0]) }, { type: 'choice', value: String(args[1]), label: { en: args[1] === 'top' ? 'On top of the deck' : 'Under the deck' } }] }
      : undefined,
  result: ({ ctx }) => ({ en: '{{seat}} collected the most points.', values: { seat: { seat: (ctx.gameover as { winner: string }).winner } } }),
};

export const sketchModule: GameModule<SketchState> = {
  game: { name: 'sketch', minPlayers: 2, maxPlayers: 6, ai: { enumerate } } as Game<SketchState>,
  manifest,
  table: sketchTable,
};

/** A state of the sketch game: seat 0's turn with a card of each kind, or seat 1 answering a moon. */
export function sketchState(options: { players?: number; answering?: boolean; over?: boolean } = {}): { G: SketchState; ctx: Ctx } {
  const players = options.players ?? 3;
  const seats = Array.from({ length: players }, (_, i) => String(i));
  const zones: Record<string, string[]> = { deck: ['star-9', 'sun-9', 'moon-9'], discard: ['moon-8'] };
  seats.forEach((seat, i) => {
    zones[`hand:${seat}`] = i === 0 ? ['sun-1', 'moon-1', 'star-1', 'sun-2'] : [`moon-${i + 2}`, `star-${i + 2}`];
    zones[`area:${seat}`] = i === 1 ? ['sun-5'] : [];
  });
  const G: SketchState = { zones, points: Object.fromEntries(seats.map((seat, i) => [seat, i * 2])), version: 3, out: players > 3 ? [String(players - 1)] : [] };
  const ctx = {
    numPlayers: players,
    playOrder: seats,
    playOrderPos: 0,
    currentPlayer: '0',
    activePlayers: options.answering ? { '1': 'answer' } : null,
    turn: 4,
    phase: 'play',
    ...(options.over ? { gameover: { winner: '1' } } : {}),
  } as unknown as Ctx;
  return { G, ctx };
}

/** What `viewer` (a seat, or null for a spectator) receives: the other hands face down. */
export function sketchView(state: { G: SketchState; ctx: Ctx }, viewer: string | null): { G: SketchState; ctx: Ctx } {
  const zones = Object.fromEntries(
    Object.entries(state.G.zones).map(([zone, cards]) => [zone, (zone.startsWith('hand:') && zone !== `hand:${viewer}`) || zone === 'deck' ? cards.map(() => '?') : cards]),
  );
  return { G: { ...state.G, zones }, ctx: state.ctx };
}
