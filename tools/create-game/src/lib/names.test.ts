import { describe, expect, it } from 'vitest';
import { checkGameId, gameNames } from '../index';
import { checkTitle } from './scaffold';

describe('gameNames', () => {
  it('derives every name from a kebab-case id', () => {
    expect(gameNames('exploding-kittens')).toEqual({
      id: 'exploding-kittens',
      pascal: 'ExplodingKittens',
      camel: 'explodingKittens',
      title: 'Exploding Kittens',
      titleZh: 'Exploding Kittens',
    });
    expect(gameNames('bang', { title: 'BANG!', titleZh: '砰！' })).toMatchObject({ pascal: 'Bang', title: 'BANG!', titleZh: '砰！' });
  });

  it.each(['Bang', 'colt_express', 'colt--express', '-bang', '9lives', 'registry', 'a'.repeat(41), ''])('refuses the id %j', (id) => {
    expect(checkGameId(id)).toBeDefined();
    expect(() => gameNames(id)).toThrow();
  });

  it('refuses titles that cannot go into source and locale files', () => {
    expect(checkTitle('Colt Express')).toBeUndefined();
    expect(checkTitle('爆炸貓')).toBeUndefined();
    expect(checkTitle("Don't")).toMatch(/quotes/);
    expect(checkTitle('a{b}')).toMatch(/braces/);
  });
});
