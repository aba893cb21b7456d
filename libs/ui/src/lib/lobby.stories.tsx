import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { GameManifest } from '@parlor/game-kit';
import { ChatPanel } from './chat-panel';
import { ConnectionBanner } from './connection-banner';
import { GameFilter } from './game-filter';
import { GameTile } from './game-tile';
import { MatchSeats } from './match-seats';
import { icons } from './story-icons.generated';
import { withLocale } from '../testing';

// A made-up game, so the shared widgets' stories depend on no game module.
const manifest: GameManifest = {
  id: 'story-game',
  title: { en: 'Story Game', 'zh-TW': '故事遊戲' },
  summary: { en: 'Draw, bluff and be the last one standing.', 'zh-TW': '抽牌、虛張聲勢，撐到最後。' },
  minPlayers: 2,
  maxPlayers: 10,
  playingTime: { min: 15, max: 30 },
  tags: ['cards', 'party', 'bluffing'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
};

const meta = {
  title: 'UI/Lobby',
  component: GameTile,
  decorators: [withLocale()],
  args: { manifest, language: 'en', onSelect: fn() },
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Game: Story = {};
/** With the cover its manifest gives: emblems on the game's colours. */
export const GameWithCover: Story = { args: { manifest: { ...manifest, cover: { art: [icons.cat, icons.dynamite, icons['beer-stein']], colors: { from: '#b8432f', to: '#5a1a10', ink: '#ffe9c7' } } } } };
export const SelectedGame: Story = { args: { selected: true } };
export const GameInChinese: Story = { args: { language: 'zh-TW' } };
export const Filter: Story = {
  render: () => <GameFilter query="kit" onQueryChange={fn()} tags={['cards', 'party', 'bluffing', 'western']} selectedTags={['party']} onToggleTag={fn()} />,
};
export const OpenSeats: Story = {
  render: () => (
    <MatchSeats
      seats={[{ id: '0', name: 'Ada', connected: true }, { id: '1', name: 'Lin', connected: false }, { id: '2' }, { id: '3' }]}
      onJoin={fn()}
    />
  ),
};
export const MySeat: Story = {
  render: () => <MatchSeats seats={[{ id: '0', name: 'Ada', connected: true }, { id: '1' }]} mySeat="0" onJoin={fn()} />,
};
export const BotsAndWaiting: Story = {
  render: () => (
    <MatchSeats
      seats={[{ id: '0', name: 'Ada', connected: true }, { id: '1', name: 'Bot', bot: true, joinable: true }, { id: '2' }]}
      onJoin={fn()}
    />
  ),
};
// Deadlines a little ahead of when the story is shown: a turn, an answer, a dropped player's grace.
const soon = (seconds: number) => Date.now() + seconds * 1000;
export const ClocksAndStandIns: Story = {
  render: () => (
    <MatchSeats
      mySeat="0"
      seats={[
        { id: '0', name: 'Ada', connected: true, clocks: [{ kind: 'turn', dueAt: soon(72) }] },
        { id: '1', name: 'Lin', connected: false, clocks: [{ kind: 'grace', dueAt: soon(42) }, { kind: 'response', dueAt: soon(8) }] },
        { id: '2', name: 'Bo', connected: false, botPlaying: true },
        { id: '3', name: 'Bot', bot: true },
      ]}
    />
  ),
};
export const SeatActions: Story = {
  render: () => (
    <MatchSeats
      mySeat="0"
      seats={[{ id: '0', name: 'Ada', connected: true }, { id: '1' }, { id: '2', name: 'Bot', bot: true }]}
      actions={(seat) =>
        seat.name === undefined && !seat.bot ? (
          <button type="button" className="pl-button pl-button--small" onClick={fn()}>
            Add a bot
          </button>
        ) : null
      }
    />
  ),
};
export const ConnectionLost: Story = { render: () => <ConnectionBanner connected={false} /> };
export const Chat: Story = {
  render: () => (
    <ChatPanel
      messages={[
        { id: '1', sender: 'Ada', text: 'Who has the Nope?' },
        { id: '2', sender: 'Lin', text: 'Not telling.', mine: true },
      ]}
      onSend={fn()}
    />
  ),
};
export const EmptyChatForSpectator: Story = { render: () => <ChatPanel messages={[]} /> };
