// Building the GIVEN of a scenario (SCENARIOS.md): which bandit each seat plays, where every
// bandit stands with what loot, where the Marshal is, and which cards wait in the pile. The
// state is built the way setup builds it (every card in one zone), then the flow runs on to
// the first decision, so scenarios drive the match through its real moves.
import type { Ctx } from 'boardgame.io';
import { findCard, moveCard, zoneId } from '@parlor/deck';
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { createWindows } from '@parlor/turn-phases';
import { actionCards, bulletCards, neutralBullets, roundDeckCards } from './cards';
import { roundSetFor, STATION_CARDS, type ActionKind, type PlayerCount } from './data';
import { answerVersion, deckZone, discardZone, handZone, startRound, windows, type Context } from './flow';
import { game } from './game';
import type { Bandit, ColtExpressState, Level, Loot, Place } from './state';
import { noLoot } from './train';

/** `in(2)` or `roof(2)`, as SCENARIOS.md writes places. */
export type PlaceSpec = `${'in' | 'roof'}(${number})`;

export function parsePlace(spec: PlaceSpec): Place {
  const found = /^(in|roof)\((\d+)\)$/.exec(spec);
  if (!found) throw new Error(`bad place ${spec}`);
  return { unit: Number(found[2]), level: (found[1] === 'in' ? 'inside' : 'roof') as Level };
}

/** Loot as a scenario gives it: purse values, and counts of the rest. */
export interface LootSpec {
  purses?: number[];
  jewels?: number;
  strongboxes?: number;
  ransoms?: number;
}

/** One bandit of the GIVEN. */
export interface BanditSpec extends LootSpec {
  at?: PlaceSpec;
  /** Bullet cards left in his cylinder; default 6. */
  bullets?: number;
}

/** The whole GIVEN. */
export interface Given {
  /** The bandits of each seat, seat '0' first (two per seat in a 2-player game). */
  seats: Partial<Record<Bandit, BanditSpec>>[];
  /** The Marshal's unit; default the locomotive. */
  marshal?: number;
  /** Cars (the locomotive not counted); default one per seat, 4 with 2 seats. */
  cars?: number;
  /** Loot lying on the train, by place. Default: nothing, the train is empty. */
  loot?: Partial<Record<PlaceSpec, LootSpec>>;
  /** Neutral bullets left; default 13. */
  neutral?: number;
  /** Cards waiting in the pile, first to resolve first, as `<bandit>.<action>`. */
  pile?: `${Bandit}.${ActionKind}`[];
  /** The round (1-5) being played; default 1, or 5 for a pile scenario (see below). */
  round?: number;
  /** The round card in play, by id (`braking`, `marshals_revenge`, ...); default Braking, or a card without event for a pile scenario. */
  card?: string;
  /** The seat playing first this round; default '0'. */
  first?: string;
  advanced?: boolean;
  /** The seed of the match's PRNG, which picks random purses and shuffles after the arranged deal; default 'scenario'. */
  seed?: string;
  /**
   * Where the match starts: `'scheme'` (the round card's first turn, hands dealt), `'steal'`
   * (default when `pile` is given: the pile resolves up to the first choice) or `'event'` (the
   * pile is empty: the round's event has run and the next round is dealt).
   */
  phase?: 'steal' | 'scheme' | 'event';
  /**
   * Any other change to the arranged state (a bullet in a hand, a short deck); `reopen` makes
   * the match wait for something else than the phase arranged (a window of libs/turn-phases).
   */
  extra?: (G: ColtExpressState, reopen: (spec: WindowSpec) => void) => void;
}

/** A window the match can wait for. */
export type WindowSpec = Parameters<typeof windows.open>[1];

function loot(spec: LootSpec = {}): Loot {
  return { ...noLoot(), purses: spec.purses?.length ?? 0, jewels: spec.jewels ?? 0, strongboxes: spec.strongboxes ?? 0, ransoms: spec.ransoms ?? 0 };
}

// A PRNG stand-in for dealing the arranged round (shuffles keep their order, so hands are known).
const fixedRandom = { Number: () => 0, Shuffle: <T>(deck: T[]) => [...deck] };

/**
 * What a move would give the flow while arranging a state: the windows set the seats they
 * wait for straight into the arranged ctx, as boardgame.io does after a move.
 */
function arranging(G: ColtExpressState, ctx: Ctx): Context {
  const events = {
    setActivePlayers: ({ value }: { value: Record<string, string> }) => {
      ctx.activePlayers = Object.keys(value).length > 0 ? { ...value } : null;
    },
  };
  return { G, ctx, events, random: fixedRandom } as unknown as Context;
}

/** A match arranged as `given` says. */
export function given(scenario: Given): Match<ColtExpressState> {
  const numPlayers = scenario.seats.length;
  const match = createMatch<ColtExpressState>({
    game,
    numPlayers,
    seed: scenario.seed ?? 'scenario',
    setupData: scenario.advanced ? { advanced: true } : undefined,
    validate: false,
    arrange: ({ G, ctx }) => {
      const teams = numPlayers === 2;
      const cars = scenario.cars ?? (teams ? 4 : numPlayers);
      G.advanced = teams || scenario.advanced === true;
      G.teams = teams;
      G.cars = G.cars.slice(0, cars);
      G.train = Array.from({ length: cars + 1 }, () => ({ inside: noLoot(), roof: noLoot() }));
      G.purseValues = { bandits: {}, train: {} };
      for (const [spec, lying] of Object.entries(scenario.loot ?? {}) as [PlaceSpec, LootSpec][]) {
        const place = parsePlace(spec);
        G.train[place.unit]![place.level] = loot(lying);
        G.purseValues.train[`${place.unit}:${place.level}`] = [...(lying.purses ?? [])];
      }
      G.marshal = scenario.marshal ?? cars;
      G.spareStrongboxes = 1;
      G.bandits = {};
      G.seats = {};
      G.placements = {};
      G.history = [];
      G.result = null;
      G.faceDown = [];
      const rounds = roundDeckCards(roundSetFor(numPlayers as PlayerCount));
      const zones: ColtExpressState['zones'] = { pile: [], neutral: neutralBullets(), rounds: [], shown: [], box: [] };
      scenario.seats.forEach((bandits, index) => {
        const seat = String(index);
        G.seats[seat] = Object.keys(bandits) as Bandit[];
        zones[deckZone(seat)] = G.seats[seat].flatMap((bandit) => actionCards(bandit, teams));
        zones[handZone(seat)] = [];
        zones[discardZone(seat)] = [];
        G.seats[seat].forEach((bandit, j) => {
          const spec = bandits[bandit]!;
          const place = spec.at ? parsePlace(spec.at) : { unit: j, level: 'inside' as Level };
          G.bandits[bandit] = { seat, ...place, loot: loot(spec), bulletsReceived: 0 };
          G.purseValues.bandits[bandit] = [...(spec.purses ?? [])];
          const cylinder = bulletCards(bandit);
          const fired = cylinder.length - (spec.bullets ?? cylinder.length);
          zones[zoneId('cylinder', bandit)] = cylinder.slice(fired);
          // Bullets already fired went to another seat's deck long ago; keep them out of the way.
          zones['box']!.push(...cylinder.slice(0, fired));
        });
      });
      // The neutral bullets not left were handed out or left the game before.
      zones['box']!.push(...zones['neutral']!.splice(0, 13 - (scenario.neutral ?? 13)));
      // The round deck: the given card for this round, then enough others for the rounds left.
      const phase = scenario.phase ?? (scenario.pile ? 'steal' : 'scheme');
      // A pile scenario plays round 5 with a card without event by default, so that nothing
      // happens after the pile (no event, no new deal) and its outcome can be read off.
      const round = scenario.round ?? (phase === 'steal' ? 5 : 1);
      const wanted = scenario.card ?? (phase === 'steal' ? 'tunnel_no_event' : 'braking');
      const card = STATION_CARDS.some((data) => data.id === wanted) ? `station.${wanted}` : `round.${wanted}`;
      const later = [...rounds.regular.filter((id) => id !== card).slice(0, Math.max(0, 4 - round)), ...(round < 5 ? [rounds.stations[0]!] : [])];
      zones['rounds'] = [card, ...later];
      zones['box']!.push(...[...rounds.regular, ...rounds.stations].filter((id) => !zones['rounds']!.includes(id)));
      G.zones = zones;
      G.round = round - 1;
      G.first = scenario.first ?? '0';
      // Deal the round (hands, the round card) as the flow does, then stage the pile.
      G.windows = createWindows();
      ctx.activePlayers = null;
      const context = arranging(G, ctx);
      const reopen = (spec: WindowSpec) => {
        G.windows = createWindows();
        ctx.activePlayers = null;
        windows.open(context, spec);
      };
      startRound(context);
      if (phase !== 'scheme') {
        for (const seat of Object.keys(G.seats)) {
          for (const card of [...G.zones[handZone(seat)]!]) moveCard(G.zones, card, { from: handZone(seat), to: deckZone(seat) });
        }
        for (const spec of scenario.pile ?? []) {
          const card = [1, 2].map((n) => `${spec}.${n}`).find((id) => findCard(G.zones, id)?.startsWith('deck:'));
          if (card === undefined) throw new Error(`no ${spec} card left to put in the pile`);
          moveCard(G.zones, card, { from: findCard(G.zones, card)!, to: 'pile', at: 'bottom' });
          G.faceDown.push(false);
        }
        // The last Schemin' action of the round is the first seat's; its draw (see `given`)
        // ends the phase through a real move, and the flow resolves what needs no choice.
        const last = G.roundCard!.turns.length - 1;
        reopen({ kind: 'queue', tag: 'scheme', items: [{ seat: G.first, stage: 'scheme', data: { turn: last, action: 0, actions: 1 } }], data: null });
      }
      scenario.extra?.(G, reopen);
    },
  });
  if ((scenario.phase ?? (scenario.pile ? 'steal' : 'scheme')) !== 'scheme') {
    match.move(scenario.first ?? '0', 'draw');
    // Advanced variant: everyone keeps their whole hand, then the pile resolves.
    for (const seat of windows.top(match.G)?.tag === 'keep' ? windows.awaiting(match.G) : []) {
      match.move(seat, 'keep', answerVersion(match.G), match.G.zones[handZone(seat)]);
    }
  }
  return match;
}

/** Where a bandit is, as SCENARIOS.md writes it. */
export function placeOf(G: ColtExpressState, bandit: Bandit): PlaceSpec {
  const state = G.bandits[bandit]!;
  return `${state.level === 'inside' ? 'in' : 'roof'}(${state.unit})`;
}

/** The top card of a seat's deck. */
export function topOfDeck(G: ColtExpressState, seat: string): string | undefined {
  return G.zones[deckZone(seat)]![0];
}
