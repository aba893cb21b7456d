// A small card game for the game-kit tests: every seat first says "ready" (all at once, in
// any order), then seats take turns drawing from a shuffled pile into a hidden hand or
// giving a card to the next seat (a secret argument). When the pile is empty, the seat with
// the most cards wins.
import type { Game } from 'boardgame.io';
import { INVALID_MOVE, ActivePlayers, TurnOrder } from 'boardgame.io/core';
import { copies, createZones, draw, moveCard, shuffle, type Zones } from '@parlor/deck';
import { defineVisibility, redactedMove, zone } from '@parlor/hidden-info';
import { defineManifest } from '../manifest';
import { validateSetupWith } from '../manifest-schema';
import { NO_CLIENT_EVENTS } from '../module';

export interface RaceState {
  zones: Zones;
  ready: string[];
}

export const CARDS = copies('c', 12);

export const raceManifest = defineManifest({
  id: 'race',
  title: { en: 'Race', 'zh-TW': '競賽' },
  summary: { en: 'Draw the most cards.', 'zh-TW': '抽最多的牌。' },
  minPlayers: 2,
  maxPlayers: 4,
  playingTime: { min: 1, max: 2 },
  tags: ['test'],
  setupOptions: [{ key: 'pileSize', type: 'integer', label: { en: 'Pile', 'zh-TW': '牌堆' }, min: 4, max: 12, default: 12 }],
  locales: ['en', 'zh-TW'],
  version: '1',
  revealAfterMatch: true,
});

export const raceVisibility = defineVisibility<RaceState>({
  zones: { draw: zone.count(), hand: zone.owner(), box: zone.nobody() },
});

const next = (seat: string, numPlayers: number) => String((Number(seat) + 1) % numPlayers);

export const raceGame: Game<RaceState> = {
  name: 'race',
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(raceManifest),
  setup: ({ ctx, random }, setupData?: { pileSize?: number }) => {
    const size = setupData?.pileSize ?? 12;
    const hands = Array.from({ length: ctx.numPlayers }, (_, i) => `hand:${i}`);
    const zones = createZones(hands, { draw: CARDS.slice(0, size), box: CARDS.slice(size) });
    shuffle(zones, 'draw', random);
    return { zones, ready: [] };
  },
  playerView: raceVisibility.playerView,
  phases: {
    ready: {
      start: true,
      turn: { activePlayers: ActivePlayers.ALL_ONCE },
      moves: {
        ready: ({ G, playerID }) => {
          G.ready.push(playerID);
        },
      },
      endIf: ({ G, ctx }) => G.ready.length === ctx.numPlayers,
      next: 'play',
    },
    play: {
      turn: { order: TurnOrder.RESET },
      moves: {
        draw: {
          move: ({ G, events, playerID }) => {
            if (G.zones.draw!.length === 0) return INVALID_MOVE;
            draw(G.zones, { from: 'draw', to: `hand:${playerID}` });
            events.endTurn();
          },
          client: false,
        },
        give: redactedMove<RaceState>(({ G, ctx, events, playerID }, card: unknown) => {
          const hand = G.zones[`hand:${playerID}`]!;
          if (typeof card !== 'string' || !hand.includes(card)) return INVALID_MOVE;
          moveCard(G.zones, card, { from: `hand:${playerID}`, to: `hand:${next(playerID, ctx.numPlayers)}` });
          events.endTurn();
        }),
      },
    },
  },
  endIf: ({ G, ctx }) => {
    if (ctx.phase !== 'play' || G.zones.draw!.length > 0) return undefined;
    const counts = ctx.playOrder.map((seat) => G.zones[`hand:${seat}`]!.length);
    const best = Math.max(...counts);
    return { winners: ctx.playOrder.filter((_, i) => counts[i] === best) };
  },
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (ctx.phase === 'ready') return [{ move: 'ready' }];
      return [
        ...(G.zones.draw!.length > 0 ? [{ move: 'draw' }] : []),
        ...G.zones[`hand:${playerID}`]!.map((card) => ({ move: 'give', args: [card] })),
      ];
    },
  },
};
