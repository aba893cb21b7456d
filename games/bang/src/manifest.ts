import { defineManifest } from '@parlor/game-kit';

/** What the lobby shows before anything else of the game is loaded. */
export const manifest = defineManifest({
  id: 'bang',
  title: { en: 'BANG!', 'zh-TW': '砰！' },
  summary: {
    en: 'A Wild West shoot-out with secret roles: the Sheriff and his Deputies against the Outlaws, and a Renegade who wants to be the last one standing. 3 to 8 players, with Dodge City.',
    'zh-TW': '有隱藏身分的西部槍戰：警長和副警長對抗歹徒，還有一個想成為最後倖存者的叛徒。3 到 8 人，可加入道奇市擴充。',
  },
  minPlayers: 3,
  maxPlayers: 8,
  // Three players is the Dodge City variant with face-up roles; a new table starts at four.
  defaultPlayers: 4,
  playingTime: { min: 20, max: 40 },
  tags: ['cards', 'hidden-roles', 'western', 'elimination'],
  setupOptions: [
    {
      key: 'dodgeCity',
      type: 'boolean',
      label: { en: 'Dodge City', 'zh-TW': '道奇市' },
      help: {
        en: 'Shuffles 40 more cards into the deck (green cards, Punch, Dodge, Brawl...) and 15 more characters into the pool.',
        'zh-TW': '在牌庫中洗入 40 張新牌（綠框牌、給你一拳、閃躲、打群架⋯⋯），並加入 15 名新角色。',
      },
      default: false,
    },
    {
      key: 'bulletCharacters',
      type: 'boolean',
      label: { en: "The Bullet's characters", 'zh-TW': '子彈版特殊角色' },
      help: {
        en: 'Adds Uncle Will, Johnny Kisch and Claus "The Saint" to the characters dealt.',
        'zh-TW': '加入威爾大叔、強尼凱許與聖誕老人三名角色。',
      },
      default: false,
    },
  ],
  locales: ['en', 'zh-TW'],
  // A turn may hold several shots and answers; an answer (a Missed!, a Beer) is one decision.
  timeControls: { default: 'normal', turnSeconds: { relaxed: 180, normal: 90, fast: 45 }, responseSeconds: { relaxed: 45, normal: 25, fast: 12 } },
});
