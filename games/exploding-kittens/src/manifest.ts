import { defineManifest } from '@parlor/game-kit';
import { icons } from './cover.generated';

/** What the lobby shows before anything else of the game is loaded. */
export const manifest = defineManifest({
  id: 'exploding-kittens',
  title: { en: 'Exploding Kittens', 'zh-TW': '爆炸貓' },
  summary: {
    en: 'Draw cards until someone draws an Exploding Kitten. Skip, attack, peek and Nope your way to being the last one standing. Party Pack, 2-10 players.',
    'zh-TW': '輪流抽牌，直到有人抽到爆炸貓。用跳過、攻擊、預見未來和休想卡活到最後。派對包，2-10 人。',
  },
  minPlayers: 2,
  maxPlayers: 10,
  playingTime: { min: 10, max: 30 },
  tags: ['cards', 'party', 'elimination'],
  setupOptions: [
    {
      key: 'fiveDifferentCombo',
      type: 'boolean',
      label: { en: 'Five different cards combo', 'zh-TW': '五張不同卡連擊' },
      help: {
        en: 'From the original edition: discard five cards with different titles to take any card from the discard pile.',
        'zh-TW': '原版規則：棄掉五張名稱不同的卡，從棄牌堆拿取任意一張卡。',
      },
      default: false,
    },
  ],
  locales: ['en', 'zh-TW'],
  // An answer is a Nope or a pass; a Nope window's one clock is the sooner of its answer clock and NOPE_SECONDS.
  timeControls: { default: 'normal', turnSeconds: { relaxed: 90, normal: 45, fast: 20 }, responseSeconds: { relaxed: 30, normal: 15, fast: 10 } },
  // Bump when a rules change could make a stored match play out differently: its replay then says so.
  version: '1.0.1',
  // Once a match is over, nothing in it needs to stay secret: its replay may show every hand.
  revealAfterMatch: true,
  // The lobby's tile: a lit bomb and a cat, on the colours of a fuse burning in the dark.
  cover: { art: [icons['sparky-bomb'], icons.cat], colors: { from: '#2a1633', to: '#c2410c', ink: '#ffe3b8' } },
});
