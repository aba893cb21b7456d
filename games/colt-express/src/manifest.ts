import { defineManifest } from '@parlor/game-kit';
import { icons } from './cover.generated';

/** What the lobby shows before anything else of the game is loaded. */
export const manifest = defineManifest({
  id: 'colt-express',
  title: { en: 'Colt Express', 'zh-TW': '科特快車' },
  summary: {
    en: 'Bandits rob a train: plan your actions in secret, then watch them play out. The richest bandit wins.',
    'zh-TW': '盜匪搶劫火車：先暗中規劃行動，再看它們依序上演。最富有的盜匪獲勝。',
  },
  minPlayers: 2,
  maxPlayers: 6,
  playingTime: { min: 30, max: 40 },
  tags: ['cards', 'programming', 'take-that'],
  setupOptions: [
    {
      key: 'advanced',
      type: 'boolean',
      label: { en: 'Advanced variant', 'zh-TW': '進階規則' },
      help: {
        en: 'Own discard pile, keep cards between rounds, refill to 6. Always on with 2 players.',
        'zh-TW': '各自的棄牌堆、回合間保留手牌、補滿至 6 張。兩人遊戲一律使用。',
      },
      default: false,
    },
  ],
  locales: ['en', 'zh-TW'],
  // The lobby's cover: the locomotive, a revolver and a money bag, from night blue to a rusty dusk.
  cover: { art: [icons['steam-locomotive'], icons.revolver, icons['swap-bag']], colors: { from: '#1f3352', to: '#b5532f', ink: '#ffe9c7' } },
  // Each card played in Schemin' and each action resolved in Stealin' is one decision.
  timeControls: { default: 'normal', turnSeconds: { relaxed: 60, normal: 30, fast: 15 }, responseSeconds: { relaxed: 60, normal: 30, fast: 15 } },
  // Bump when a rules change could make a stored match play out differently: its replay then says so.
  version: '1.0.0',
  // Once a match is over, nothing in it needs to stay secret: its replay may show every hand.
  revealAfterMatch: true,
});
