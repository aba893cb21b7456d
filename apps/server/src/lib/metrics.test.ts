// /metrics on a real server: what moves, refusals and storage batches it counts, and that
// reading it (or /healthz) takes nothing away from the next reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { State } from 'boardgame.io';
import { connected, makeMove, next, probeMatch, startTestServer, type TestServer } from '../test/harness';
import { refusalReason } from './metrics';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function sync(matchID: string, playerID: string, credentials: string): Promise<{ socket: Socket; stateID: number }> {
  const socket = server.socket('probe');
  await connected(socket);
  const reply = next<[string, { state: State }]>(socket, 'sync', 10_000);
  socket.emit('sync', matchID, playerID, credentials, 2);
  return { socket, stateID: (await reply)![1].state._stateID };
}

/** The value of one series in /metrics, 0 when absent. */
async function metric(series: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(series + ' '));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, ms = 20_000, what = 'the condition'): Promise<void> {
  for (const start = Date.now(); !(await check()); await sleep(20)) if (Date.now() - start > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
}

describe('GET /metrics', () => {
  it('serves Prometheus text with the process defaults and Parlor’s own series', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
      'parlor_event_loop_delay_seconds_bucket',
      'parlor_sockets',
      'parlor_seats_connected',
      'parlor_matches_with_sockets',
      'parlor_states_cached',
      'parlor_cache_bytes{cache="states"}',
      'parlor_cache_bytes{cache="replays"}',
      'parlor_cache_bytes{cache="seats"}',
      'parlor_cache_bytes{cache="limits-join"}',
      'parlor_cache_bytes{cache="limits-messages"}',
      'parlor_move_stage_seconds_total{stage="send"}',
    ]) {
      expect(text, name).toContain(`\n${name}`);
    }
  });

  it('counts moves applied and refused by reason, socket refusals, and storage batches; reading changes nothing', async () => {
    const { matchID, seats } = await probeMatch(server);
    const a = await sync(matchID, '0', seats[0]!.credentials);
    const b = await sync(matchID, '1', seats[1]!.credentials);
    await until(async () => (await metric('parlor_seats_connected')) >= 2);
    const applied = 'parlor_moves_applied_total{game="probe",by="person"}';
    const appliedBefore = await metric(applied);
    const movesBefore = await metric('parlor_move_duration_seconds_count{game="probe"}');
    const notActiveBefore = await metric('parlor_moves_refused_total{game="probe",reason="not-active"}');
    const staleBefore = await metric('parlor_moves_refused_total{game="probe",reason="stale"}');
    const badBefore = await metric('parlor_socket_messages_refused_total{event="update",code="bad-request"}');
    const stage = (name: string) => metric(`parlor_move_stage_seconds_total{stage="${name}"}`);
    const stagesBefore = await Promise.all(['checks', 'rules', 'store', 'filter', 'send'].map(stage));

    a.socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), a.stateID, matchID, '0');
    await until(async () => (await metric(applied)) === appliedBefore + 1);
    // Every stage the move went through counted some time (the plan's too, with a table keeper).
    const stagesAfter = await Promise.all(['checks', 'rules', 'store', 'filter', 'send'].map(stage));
    stagesAfter.forEach((seconds, i) => expect(seconds, ['checks', 'rules', 'store', 'filter', 'send'][i]).toBeGreaterThan(stagesBefore[i]!));
    // Seat 1 is not the one to move; seat 0 sends from the state it had before its move; a move nobody has.
    b.socket.emit('update', makeMove('inc', [], '1', seats[1]!.credentials), a.stateID + 1, matchID, '1');
    a.socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), a.stateID, matchID, '0');
    a.socket.emit('update', makeMove('fly', [], '0', seats[0]!.credentials), a.stateID + 1, matchID, '0');
    await until(
      async () =>
        (await metric('parlor_moves_refused_total{game="probe",reason="not-active"}')) === notActiveBefore + 1 &&
        (await metric('parlor_moves_refused_total{game="probe",reason="stale"}')) === staleBefore + 1 &&
        (await metric('parlor_socket_messages_refused_total{event="update",code="bad-request"}')) === badBefore + 1,
    );
    expect(await metric('parlor_move_duration_seconds_count{game="probe"}')).toBe(movesBefore + 1);
    expect(await metric('parlor_storage_batch_size_count{kind="state"}')).toBeGreaterThan(0);
    // The match's state is cached, and counted against the cache's bound.
    expect(await metric('parlor_cache_bytes{cache="states"}')).toBeGreaterThan(0);
    // The match's seats are kept while it has sockets here, and its joins and messages counted.
    expect(await metric('parlor_cache_bytes{cache="seats"}')).toBeGreaterThan(0);
    expect(await metric('parlor_cache_bytes{cache="limits-join"}')).toBeGreaterThan(0);
    expect(await metric('parlor_cache_bytes{cache="limits-messages"}')).toBeGreaterThan(0);
    // The seats' connection flags are written by the database's thread after the syncs were
    // answered (what parlor_seats_connected counts): wait for that batch to be counted.
    await until(async () => (await metric('parlor_storage_batch_duration_seconds_count{kind="connection"}')) > 0, 20_000, 'a batch of connection flags being committed');
    expect(await metric('parlor_storage_batch_duration_seconds_count{kind="connection"}')).toBeGreaterThan(0);

    // Cumulative: a second reader (or /healthz between them) sees the same counts.
    expect((await server.api('/healthz')).body).toMatchObject({ status: 'ok' });
    expect(await metric('parlor_move_duration_seconds_count{game="probe"}')).toBe(movesBefore + 1);
    expect(await metric(applied)).toBe(appliedBefore + 1);
    a.socket.disconnect();
    b.socket.disconnect();
  });

  it('names refusals by a bounded set of reasons, never by the state ids or move names in the words', () => {
    expect(refusalReason('sent from state 12, now 14')).toBe('stale');
    expect(refusalReason('seat not active')).toBe('not-active');
    expect(refusalReason('move not available now')).toBe('not-available');
    expect(refusalReason('refused by the rules')).toBe('rules');
    expect(refusalReason('match is over')).toBe('over');
    expect(refusalReason('the seat was given up')).toBe('seat-given-up');
    expect(refusalReason('something new')).toBe('failed');
  });
});
