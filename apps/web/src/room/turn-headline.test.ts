import { describe, expect, it } from 'vitest';
import { createAppI18n } from '../lib/i18n';
import { turnHeadline, type HeadlineInput } from './turn-headline';

const NAMES: Record<string, string> = { '0': 'Ada', '1': 'Bo', '2': 'Cy' };

function headline(language: 'en' | 'zh-TW', given: Pick<HeadlineInput, 'acting' | 'holder' | 'me'>): string {
  const i18n = createAppI18n(language);
  return turnHeadline({ ...given, name: (seat) => NAMES[seat]!, t: i18n.t.bind(i18n) as HeadlineInput['t'], language });
}

describe('turnHeadline: the room header’s line of who acts now', () => {
  it('tells the seat whose turn it is that it is theirs, and the others whose it is', () => {
    expect(headline('en', { acting: ['0'], holder: '0', me: '0' })).toBe('Your turn');
    expect(headline('en', { acting: ['0'], holder: '0', me: '1' })).toBe('Ada’s turn');
    expect(headline('en', { acting: ['0'], holder: '0', me: null })).toBe('Ada’s turn');
    expect(headline('zh-TW', { acting: ['0'], holder: '0', me: '0' })).toBe('輪到你了');
    expect(headline('zh-TW', { acting: ['0'], holder: '0', me: '1' })).toBe('輪到 Ada');
  });

  it('tells a seat asked to answer out of turn that its answer is needed, and in whose turn', () => {
    expect(headline('en', { acting: ['1'], holder: '0', me: '1' })).toBe('Your answer is needed · Ada’s turn');
    expect(headline('zh-TW', { acting: ['1'], holder: '0', me: '1' })).toBe('需要你回應 · 輪到 Ada');
    // Everyone else reads whom the match waits for, never "your answer".
    expect(headline('en', { acting: ['1', '2'], holder: '0', me: '0' })).toBe('Ada’s turn · waiting for Bo and Cy');
    expect(headline('en', { acting: ['1', '2'], holder: '0', me: null })).toBe('Ada’s turn · waiting for Bo and Cy');
    expect(headline('en', { acting: ['0', '2'], holder: '0', me: '1' })).toBe('Ada’s turn · waiting for Cy');
  });

  it('says "Your move" while seats choose at once and nobody holds the turn, and whom it waits for to the rest', () => {
    expect(headline('en', { acting: ['0', '1'], holder: null, me: '0' })).toBe('Your move');
    expect(headline('en', { acting: ['0', '1'], holder: null, me: '2' })).toBe('Waiting for Ada and Bo');
    expect(headline('zh-TW', { acting: ['0', '1'], holder: null, me: null })).toMatch(/^等待 Ada.*Bo$/);
    expect(headline('en', { acting: [], holder: null, me: '0' })).toBe('');
  });
});
