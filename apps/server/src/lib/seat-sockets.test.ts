import { describe, expect, it } from 'vitest';
import { SeatSockets } from './seat-sockets';

describe('SeatSockets', () => {
  it('says when a seat’s first socket comes and its last one goes, whatever comes between', () => {
    const sockets = new SeatSockets();
    expect(sockets.up('m', '0')).toBe(true);
    expect(sockets.up('m', '0')).toBe(false);
    expect(sockets.up('m', '1')).toBe(true);
    expect(sockets.up('n', '0')).toBe(true);
    expect(sockets.size).toBe(3);
    expect(sockets.held()).toEqual([
      ['m', '0'],
      ['m', '1'],
      ['n', '0'],
    ]);
    expect(sockets.down('m', '0')).toBe(false);
    expect(sockets.connected('m', '0')).toBe(true);
    expect(sockets.down('m', '0')).toBe(true);
    expect(sockets.connected('m', '0')).toBe(false);
    expect(sockets.down('m', '1')).toBe(true);
    expect(sockets.held()).toEqual([['n', '0']]);
    sockets.clear();
    expect(sockets.size).toBe(0);
    expect(sockets.connected('n', '0')).toBe(false);
  });
});
