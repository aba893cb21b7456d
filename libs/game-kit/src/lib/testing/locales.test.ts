import { describe, expect, it } from 'vitest';
import { compareLocales } from '../../testing';

describe('compareLocales', () => {
  it('accepts files with the same texts and placeholders', () => {
    const en = { seat: { taken: 'Taken by {{name}}' }, title: 'Race' };
    const zh = { title: '競賽', seat: { taken: '{{name}} 已入座' } };
    expect(compareLocales({ en, 'zh-TW': zh })).toEqual([]);
  });

  it('names missing, extra and empty texts', () => {
    const en = { a: 'A', b: { c: 'C' } };
    const zh = { a: ' ', d: 'D' };
    expect(compareLocales({ en, 'zh-TW': zh })).toEqual([
      'zh-TW: a is empty or not text',
      'zh-TW: b.c is missing',
      'zh-TW: d is not in en',
    ]);
  });

  it('names a translation that drops or renames a placeholder', () => {
    const en = { won: '{{name}} won with {{count, number}} cards' };
    expect(compareLocales({ en, 'zh-TW': { won: '{{name}} 獲勝' } })).toEqual([
      'zh-TW: won has placeholders {name}, en has {count, name}',
    ]);
    expect(compareLocales({ en, 'zh-TW': { won: '{{name}} 以 {{count}} 張牌獲勝' } })).toEqual([]);
  });

  it('refuses non-text leaves in any file', () => {
    expect(compareLocales({ en: { n: 3 } })).toEqual(['en: n is empty or not text']);
  });
});
