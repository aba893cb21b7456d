import { defineManifest } from '@parlor/game-kit';

/** What the lobby shows before anything else of the game is loaded. */
export const manifest = defineManifest({
  id: 'colt-express',
  title: { en: 'Colt Express', 'zh-TW': '科特快車' },
  summary: {
    en: 'Draw cards one by one and stop before your total passes the target.',
    'zh-TW': '一張一張抽牌，在點數總和超過目標之前停手。',
  },
  minPlayers: 2,
  maxPlayers: 6,
  playingTime: { min: 5, max: 10 },
  tags: ['cards', 'push-your-luck'],
  setupOptions: [
    {
      key: 'target',
      type: 'integer',
      label: { en: 'Target total', 'zh-TW': '目標點數' },
      help: { en: 'Whoever ends closest to it without going over wins.', 'zh-TW': '最接近且不超過目標的玩家獲勝。' },
      min: 15,
      max: 31,
      default: 21,
    },
  ],
  locales: ['en', 'zh-TW'],
});
