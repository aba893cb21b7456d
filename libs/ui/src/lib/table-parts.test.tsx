import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { Card, CardMotion, createI18n, Dock, GameLog, ResponsePrompt } from '../index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const inLocale = (node: ReactNode) => render(<I18nextProvider i18n={createI18n({ language: 'en' })}>{node}</I18nextProvider>);
const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ key: i, text: `line ${i}` }));

/** Gives the log's scrolling box a size, as a browser would (jsdom lays nothing out). */
function sized(box: HTMLElement, height: number, content: () => number) {
  Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => height });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, get: content });
}

describe('GameLog', () => {
  it('shows every line, marks the newest, and follows it as lines arrive', () => {
    const { rerender } = inLocale(<GameLog lines={lines(3)} />);
    const box = screen.getByRole('log');
    let count = 3;
    sized(box, 100, () => count * 20);
    count = 40;
    rerender(
      <I18nextProvider i18n={createI18n({ language: 'en' })}>
        <GameLog lines={lines(40)} />
      </I18nextProvider>,
    );
    expect(box.querySelectorAll('li')).toHaveLength(40);
    expect(box.querySelector('[data-parlor-newest]')?.textContent).toBe('line 39');
    expect(box.scrollTop).toBe(800);
  });

  it('leaves a reader who scrolled up where they are, and offers the way back to the newest line', () => {
    const i18n = createI18n({ language: 'en' });
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <GameLog lines={lines(30)} />
      </I18nextProvider>,
    );
    const box = screen.getByRole('log');
    let count = 30;
    sized(box, 100, () => count * 20);
    box.scrollTop = 40;
    fireEvent.scroll(box);
    count = 31;
    rerender(
      <I18nextProvider i18n={i18n}>
        <GameLog lines={lines(31)} />
      </I18nextProvider>,
    );
    expect(box.scrollTop).toBe(40);
    fireEvent.click(screen.getByRole('button', { name: 'Newest ↓' }));
    expect(box.scrollTop).toBe(620);
    expect(screen.queryByRole('button', { name: 'Newest ↓' })).toBeNull();
  });
});

describe('Dock', () => {
  it('holds the newest line, the open prompt and the hand, in that order', () => {
    inLocale(
      <Dock latest="Bo played Attack on you." prompt={<ResponsePrompt kind="nope" title="Nope?" actions={<button type="button">Pass</button>} />}>
        <p>the hand</p>
      </Dock>,
    );
    const dock = screen.getByRole('region', { name: 'Your hand and choices' });
    expect([...dock.children].map((child) => child.textContent)).toEqual(['Bo played Attack on you.', 'Nope?Pass', 'the hand']);
    expect(dock.querySelector('[data-parlor-prompt]')?.getAttribute('data-parlor-prompt')).toBe('nope');
  });
});

describe('CardMotion', () => {
  /** Places each card where `places` says, and records the animations asked of it. */
  function stage(places: Record<string, number>) {
    const animations: { id: string; keyframes: Keyframe[] }[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const x = places[this.dataset.cardId ?? ''] ?? 0;
      return { left: x, top: 0, right: x + 10, bottom: 10, width: 10, height: 10, x, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    HTMLElement.prototype.animate = function (this: HTMLElement, keyframes: Keyframe[]) {
      animations.push({ id: this.dataset.cardId ?? '', keyframes });
      return {} as Animation;
    } as HTMLElement['animate'];
    return animations;
  }
  const table = (hand: string[], pile: string[]) => (
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <CardMotion>
        {hand.map((id) => (
          <Card key={id} id={id} label={id} />
        ))}
        {pile.map((id) => (
          <Card key={id} id={id} label={id} />
        ))}
      </CardMotion>
    </I18nextProvider>
  );

  it('glides a card that changed places from where it was, and fades in one not seen before', () => {
    const places: Record<string, number> = { a: 0, b: 100 };
    const animations = stage(places);
    const { rerender } = render(table(['a', 'b'], []));
    expect(animations).toEqual([]);
    places.b = 400;
    places.c = 200;
    rerender(table(['a', 'c'], ['b']));
    expect(animations).toEqual([
      { id: 'c', keyframes: [{ opacity: 0, transform: 'scale(0.85)' }, { opacity: 1, transform: 'none' }] },
      { id: 'b', keyframes: [{ transform: 'translate(-300px, 0px)' }, { transform: 'none' }] },
    ]);
  });

  it('moves nothing for a player who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const places: Record<string, number> = { a: 0, b: 100 };
    const animations = stage(places);
    const { rerender } = render(table(['a', 'b'], []));
    places.b = 400;
    rerender(table(['a'], ['b', 'c']));
    expect(animations).toEqual([]);
  });
});
