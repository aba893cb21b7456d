// Colt Express through boardgame.io's server-side Master, where a move sent from an older
// state is dropped unless the move allows it: the choices several seats make at the same time
// (the 2-player placement, the advanced variant's bullet discard and keep) must all be kept
// when they are sent from the same state.
import { describe, expect, it } from 'vitest';
import { createServerMatch, type ServerMatch } from '@parlor/game-kit/testing';
import { answerVersion, phaseOf, windows } from './flow';
import { game } from './game';
import { legalMoves } from './legal';
import type { ColtExpressState, Phase } from './state';

/** Plays a server match on, each move one of the waiting seat's legal moves, until `phase` waits for two seats or more. */
async function playUntil(server: ServerMatch<ColtExpressState>, phase: Phase): Promise<void> {
  for (let n = 0; !(phaseOf(server.state.G) === phase && windows.awaiting(server.state.G).length >= 2); n++) {
    if (server.state.ctx.gameover !== undefined || n > 3000) throw new Error(`the match never waited for two seats to ${phase}`);
    const [seat] = windows.awaiting(server.state.G);
    const legal = legalMoves(server.state.G, server.state.ctx, seat!);
    const choice = legal[(n * 7) % legal.length]!;
    expect(await server.send(seat!, choice.move, choice.args ?? [])).toBe(true);
  }
}

describe('choices made at the same time, on the server', () => {
  it('keeps both 2-player placements sent from the same state', async () => {
    const server = createServerMatch<ColtExpressState>({ game, numPlayers: 2, seed: 'server-place' });
    const [stateID, version] = [server.state._stateID, answerVersion(server.state.G)];
    const [a, b] = [server.state.G.seats['0']![1]!, server.state.G.seats['1']![0]!];
    expect(await server.send('1', 'place', [version, b], stateID)).toBe(true);
    expect(await server.send('0', 'place', [version, a], stateID)).toBe(true);
    expect(server.state.G.placements).toEqual({ '0': a, '1': b });
    expect([server.state.G.bandits[a]!.unit, server.state.G.bandits[b]!.unit]).toEqual([0, 0]);
    expect(server.state.G.round).toBe(1);
  });

  it('keeps every seat’s cards kept at the end of Schemin’, sent from the same state', async () => {
    const server = createServerMatch<ColtExpressState>({ game, numPlayers: 3, seed: 'server-keep', setupData: { advanced: true } });
    await playUntil(server, 'keep');
    const [stateID, version] = [server.state._stateID, answerVersion(server.state.G)];
    const seats = windows.awaiting(server.state.G);
    const kept = Object.fromEntries(seats.map((seat) => [seat, server.state.G.zones[`hand:${seat}`]!.slice(0, 1)]));
    for (const seat of seats) expect(await server.send(seat, 'keep', [version, kept[seat]], stateID)).toBe(true);
    for (const seat of seats) expect(server.state.G.zones[`hand:${seat}`]).toEqual(kept[seat]);
    expect(phaseOf(server.state.G)).not.toBe('keep');
  });

  it('keeps every seat’s bullet discard sent from the same state', async () => {
    const server = createServerMatch<ColtExpressState>({ game, numPlayers: 2, seed: 'server-discard' });
    await playUntil(server, 'discard');
    const [stateID, version] = [server.state._stateID, answerVersion(server.state.G)];
    const seats = windows.awaiting(server.state.G);
    const bullets = Object.fromEntries(seats.map((seat) => [seat, server.state.G.zones[`hand:${seat}`]!.filter((card) => /\.bullet\.|^neutral\./.test(card))]));
    for (const seat of seats) expect(await server.send(seat, 'discardBullets', [version, bullets[seat]], stateID)).toBe(true);
    for (const seat of seats) expect(server.state.G.zones[`discard:${seat}`]).toEqual(expect.arrayContaining(bullets[seat]!));
    expect(phaseOf(server.state.G)).toBe('scheme');
  });

  it('refuses a second answer from a seat and an answer quoting an older version', async () => {
    const server = createServerMatch<ColtExpressState>({ game, numPlayers: 2, seed: 'server-twice' });
    const [stateID, version] = [server.state._stateID, answerVersion(server.state.G)];
    const [first, second] = server.state.G.seats['0']!;
    expect(await server.send('0', 'place', [version, first], stateID)).toBe(true);
    expect(await server.send('0', 'place', [version, second], stateID)).toBe(false);
    expect(await server.send('1', 'place', [version - 1, server.state.G.seats['1']![0]], stateID)).toBe(false);
    expect(server.state.G.placements['0']).toBe(first);
  });
});
