import type { Decorator } from '@storybook/react-vite';

/**
 * The room's space for a board at the four window sizes every table must fit (the room's
 * header taken off): a laptop, a smaller laptop, a phone held upright and held sideways.
 */
export const FRAMES = {
  laptop: { width: 1280 - 320, height: 800 - 56 },
  laptopSmall: { width: 1366 - 320, height: 768 - 56 },
  phone: { width: 390, height: 844 - 48 },
  phoneSideways: { width: 844, height: 390 - 40 },
} as const;

/** One of {@link FRAMES}. */
export type FrameName = keyof typeof FRAMES;

/**
 * A Storybook decorator putting the story in a box the size the room gives a board, so a
 * board's story shows it as it fits (or does not) at that window size.
 */
export function withFrame(frame: FrameName): Decorator {
  const { width, height } = FRAMES[frame];
  function FrameDecorator(Story: Parameters<Decorator>[0]) {
    return (
      <div className="pl-story-frame" data-frame={frame} style={{ width, height, maxWidth: '100%', boxSizing: 'border-box', overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    );
  }
  return FrameDecorator;
}
