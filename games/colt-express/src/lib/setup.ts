// Setting up a match (RULES.md §3, §10, §11).
import type { Ctx } from 'boardgame.io';
import { createZones, zoneId } from '@parlor/deck';
import { resolveSetupData } from '@parlor/game-kit';
import { createWindows } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { actionCards, bulletCards, neutralBullets, roundDeckCards } from './cards';
import {
  car,
  carCountFor,
  CAR_IDS,
  CHARACTER_KEYS,
  LOCOMOTIVE,
  purseValues,
  ROUND_DECK,
  roundSetFor,
  STARTING_PURSE_VALUE,
  startUnitFor,
  STRONGBOXES,
  TWO_PLAYER,
  type PlayerCount,
} from './data';
import { deckZone, discardZone, handZone } from './flow';
import type { Bandit, BanditState, ColtExpressState, Unit } from './state';
import { noLoot, randomIndex, type Random } from './train';

/** The setup options as the rules use them. */
export interface SetupChoices {
  advanced: boolean;
}

/**
 * A new match: bandits, train, loot and decks (RULES.md §3, §11). The first window (the 2-player
 * placement, or the first round's deal) opens when the match's turn begins (see `beginMatch`):
 * boardgame.io allows no stage events during setup.
 */
export function setupMatch({ ctx, random }: { ctx: Ctx; random: Random }, setupData?: unknown): ColtExpressState {
  const values = resolveSetupData(manifest, setupData);
  const seats = ctx.playOrder;
  const numPlayers = seats.length as PlayerCount;
  const teams = numPlayers === 2;
  const perSeat = teams ? TWO_PLAYER.charactersPerPlayer : 1;

  // Characters at random (RULES.md §3.1), two per player in the 2-player game.
  const characters = random.Shuffle([...CHARACTER_KEYS]);
  const seatBandits: Record<string, Bandit[]> = {};
  seats.forEach((seat, i) => {
    seatBandits[seat] = characters.slice(i * perSeat, (i + 1) * perSeat).sort((a, b) => CHARACTER_KEYS.indexOf(a) - CHARACTER_KEYS.indexOf(b));
  });
  const first = seats[randomIndex(random, seats.length)]!;

  // Purses: each bandit's $250 first, then the cars' purses at random from what is left.
  const stock = purseValues();
  const bandits: Partial<Record<Bandit, BanditState>> = {};
  const banditPurses: Partial<Record<Bandit, number[]>> = {};
  seats.forEach((seat, i) => {
    // Player numbers count clockwise from the first player (RULES.md §3.7).
    const number = ((i - seats.indexOf(first) + seats.length) % seats.length) + 1;
    seatBandits[seat]!.forEach((bandit, j) => {
      stock.splice(stock.indexOf(STARTING_PURSE_VALUE), 1);
      banditPurses[bandit] = [STARTING_PURSE_VALUE];
      // 2-player: both seats place their bandits secretly first; until then one per car.
      const unit = teams ? j : startUnitFor(number);
      bandits[bandit] = { seat, unit, level: 'inside', loot: { ...noLoot(), purses: 1 }, bulletsReceived: 0 };
    });
  });
  const shuffledStock = random.Shuffle(stock);

  // The train: random cars in random order (ruling), then the locomotive.
  const cars = random.Shuffle([...CAR_IDS]).slice(0, teams ? TWO_PLAYER.carCount : carCountFor(numPlayers));
  const train: Unit[] = [];
  const trainPurses: Record<string, number[]> = {};
  cars.forEach((id, unit) => {
    const data = car(id);
    const purses = shuffledStock.splice(0, data.inside.purse);
    trainPurses[`${unit}:inside`] = purses;
    train.push({ inside: { ...noLoot(), purses: purses.length, jewels: data.inside.jewel }, roof: noLoot() });
  });
  train.push({ inside: { ...noLoot(), strongboxes: LOCOMOTIVE.inside.strongbox }, roof: noLoot() });

  // Cards: each seat's deck (2-player: one of each action per bandit, less one Marshal).
  const box: string[] = [];
  const zones = createZones([], { pile: [], neutral: neutralBullets(), rounds: [], shown: [], box: [] });
  for (const seat of seats) {
    let deck = seatBandits[seat]!.flatMap((bandit) => actionCards(bandit, teams));
    if (teams) {
      const marshals = deck.filter((card) => card.includes('.marshal.'));
      const removed = marshals[randomIndex(random, marshals.length)]!;
      deck = deck.filter((card) => card !== removed);
      box.push(removed);
    }
    zones[deckZone(seat)] = random.Shuffle(deck);
    zones[handZone(seat)] = [];
    zones[discardZone(seat)] = [];
    for (const bandit of seatBandits[seat]!) zones[zoneId('cylinder', bandit)] = bulletCards(bandit);
  }
  // Round deck: 4 random cards of the set, a random station card under them.
  const roundCards = roundDeckCards(roundSetFor(numPlayers));
  const regular = random.Shuffle(roundCards.regular);
  const stations = random.Shuffle(roundCards.stations);
  zones['rounds'] = [...regular.slice(0, ROUND_DECK.regularCards), stations[0]!];
  box.push(...regular.slice(ROUND_DECK.regularCards), ...stations.slice(1));
  zones['box'] = box;

  const G: ColtExpressState = {
    advanced: teams || values['advanced'] === true,
    teams,
    zones,
    faceDown: [],
    bandits,
    seats: seatBandits,
    cars,
    train,
    marshal: cars.length,
    spareStrongboxes: STRONGBOXES.count - LOCOMOTIVE.inside.strongbox,
    purseValues: { bandits: banditPurses, train: trainPurses },
    round: 0,
    roundCard: null,
    first,
    windows: createWindows(),
    placements: teams ? Object.fromEntries(seats.map((seat) => [seat, null])) : {},
    history: [],
    result: null,
  };
  return G;
}
