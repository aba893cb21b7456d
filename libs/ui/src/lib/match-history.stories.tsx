import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MatchHistory, type HistoryEntry } from './match-history';
import { withLocale } from '../testing';

// Fixed times, so the stories look the same whenever they are shown.
const evening = Date.UTC(2025, 2, 4, 12, 15);
const matches: HistoryEntry[] = [
  {
    id: 'm3',
    title: 'Exploding Kittens',
    players: [{ name: 'Ada', winner: true, href: '#ada' }, { name: 'Bo', href: '#bo' }, { name: 'Bot 3', bot: true }],
    result: 'Ada won.',
    moves: 86,
    durationMs: 14 * 60_000,
    finishedAt: evening,
    replayHref: '#replay-m3',
  },
  {
    id: 'm2',
    title: 'BANG!',
    players: [
      { name: 'Chen', winner: true },
      { name: 'Dana' },
      { name: 'Eli', winner: true },
      { name: 'Fay' },
      { name: 'Gus' },
      { name: 'Hana' },
      { name: 'Ivo' },
      { name: 'A very long player name' },
    ],
    result: 'Chen and Eli won.',
    moves: 1_204,
    durationMs: 83 * 60_000,
    finishedAt: evening - 86_400_000,
    replayHref: '#replay-m2',
  },
  {
    id: 'm1',
    title: 'Colt Express',
    players: [{ name: 'Jun' }, { name: 'Kai' }],
    result: 'It is a draw.',
    moves: 1,
    finishedAt: evening - 3 * 86_400_000,
    replayHref: '#replay-m1',
  },
];

const meta = {
  title: 'UI/Match history',
  component: MatchHistory,
  decorators: [withLocale()],
  args: { matches, language: 'en' },
} satisfies Meta<typeof MatchHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finished matches, the winners marked, with more to show. */
export const Matches: Story = { args: { onShowMore: fn() } };
/** The last page: nothing more to show. */
export const LastPage: Story = {};
/** The next page is being read. */
export const LoadingMore: Story = { args: { onShowMore: fn(), loadingMore: true } };
/** Nothing finished yet. */
export const Empty: Story = { args: { matches: [] } };
/** On a phone. */
export const OnPhone: Story = { args: { onShowMore: fn() }, globals: { viewport: { value: 'phone' } } };
/** On a phone, in Chinese. */
export const OnPhoneInChinese: Story = {
  args: {
    language: 'zh-TW',
    onShowMore: fn(),
    matches: matches.map((entry, index) => ({ ...entry, title: ['爆炸貓', 'BANG!', '科特快車'][index]!, result: ['Ada 獲勝。', 'Chen、Eli 獲勝。', '平手。'][index]! })),
  },
  globals: { viewport: { value: 'phone' }, locale: 'zh-TW' },
};
