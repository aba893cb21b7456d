import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { checkGameModule, clientEvents, NO_CLIENT_EVENTS } from '../index';
import { raceGame, raceManifest } from './testing/race-game.fixture';

describe('checkGameModule', () => {
  it('passes a module that meets the contract', () => {
    expect(checkGameModule({ game: raceGame, manifest: raceManifest })).toEqual([]);
    // Every module says which rules its matches are played under: replays depend on it.
    const { version: _version, ...unversioned } = raceManifest;
    expect(checkGameModule({ game: raceGame, manifest: unversioned })).toEqual([
      'manifest.version is missing: the server stores it with every match, so a replay knows the rules it was played under',
    ]);
  });

  it('names every breach', () => {
    const sloppy: Game = {
      name: 'other',
      minPlayers: 2,
      maxPlayers: 9,
      setup: () => ({}),
      validateSetupData: () => undefined,
    };
    expect(checkGameModule({ game: sloppy, manifest: raceManifest })).toEqual([
      'game.name "other" must equal manifest.id "race"',
      'game.minPlayers/maxPlayers must equal the manifest',
      'disableUndo must be true (the server would accept undo)',
      'playerView is missing (build it with libs/hidden-info)',
      'ai.enumerate is missing',
      expect.stringMatching(/^clients may send the events (?=.*endTurn)(?=.*endGame).*: set events: NO_CLIENT_EVENTS$/),
      'validateSetupData accepts 1 players',
      'validateSetupData accepts 5 players',
    ]);
  });

  it('refuses any event left open to clients, not only endGame', () => {
    const turnEnder: Game = { ...raceGame, events: { ...NO_CLIENT_EVENTS, endTurn: true } };
    expect(checkGameModule({ game: turnEnder, manifest: raceManifest })).toEqual([
      'clients may send the events endTurn: set events: NO_CLIENT_EVENTS',
    ]);
  });
});

describe('clientEvents', () => {
  it('lists what a client may send: nothing with NO_CLIENT_EVENTS, everything by default', () => {
    expect(clientEvents({ events: NO_CLIENT_EVENTS })).toEqual([]);
    expect(clientEvents({})).toEqual(
      expect.arrayContaining(['endTurn', 'endGame', 'setActivePlayers', 'endStage', 'setStage', 'pass', 'endPhase', 'setPhase']),
    );
    expect(clientEvents({ events: { ...NO_CLIENT_EVENTS, endTurn: true } })).toEqual(['endTurn']);
  });
});
