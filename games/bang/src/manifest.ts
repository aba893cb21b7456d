import { defineManifest } from '@parlor/game-kit';
import { icons } from './cover.generated';

/** What the lobby shows before anything else of the game is loaded. */
export const manifest = defineManifest({
  id: 'bang',
  title: { en: 'BANG!', 'zh-TW': '砰！' },
  summary: {
    en: 'A Wild West shoot-out with secret roles: the Sheriff and his Deputies against the Outlaws, and a Renegade who wants to be the last one standing. 3 to 8 players, with Dodge City and the High Noon and A Fistful of Cards event decks.',
    'zh-TW': '有隱藏身分的西部槍戰：警長和副警長對抗歹徒，還有一個想成為最後倖存者的叛徒。3 到 8 人，可加入道奇市擴充，以及日正當中與一大票幫手事件牌堆。',
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
    {
      key: 'highNoon',
      type: 'boolean',
      label: { en: 'High Noon', 'zh-TW': '日正當中' },
      help: {
        en: 'An event deck: from the second round on, each of the Sheriff\'s turns reveals an event that changes the rules for everyone until his next turn.',
        'zh-TW': '事件牌堆：從第二輪起，警長每回合開始時翻開一張事件，在他下個回合前改變所有人的規則。',
      },
      default: false,
    },
    {
      key: 'fistfulOfCards',
      type: 'boolean',
      label: { en: 'A Fistful of Cards', 'zh-TW': '一大票幫手' },
      help: {
        en: 'A second event deck; with High Noon too, 12 events from both decks and one of the two final cards.',
        'zh-TW': '第二副事件牌堆；與日正當中同時使用時，從兩副中隨機取 12 張，再加上兩張終局事件之一。',
      },
      default: false,
    },
    {
      key: 'bulletEvents',
      type: 'boolean',
      label: { en: "The Bullet's events", 'zh-TW': '子彈版事件' },
      help: {
        en: 'Adds New Identity and Handcuffs to the High Noon deck (each player gets a spare character, face down, for New Identity).',
        'zh-TW': '在日正當中牌堆中加入「新身份」與「手銬」（每位玩家另得一張面朝下的備用角色，供「新身份」使用）。',
      },
      default: true,
    },
  ],
  locales: ['en', 'zh-TW'],
  // A turn may hold several shots and answers; an answer (a Missed!, a Beer) is one decision.
  timeControls: { default: 'normal', turnSeconds: { relaxed: 180, normal: 90, fast: 45 }, responseSeconds: { relaxed: 45, normal: 25, fast: 12 } },
  // Bump when a rules change could make a stored match play out differently: its replay then says so.
  version: '1.0.0',
  // Once a match is over, nothing in it needs to stay secret: its replay may show every hand.
  revealAfterMatch: true,
  // The lobby's tile: crossed pistols before the Sheriff's star and a stick of dynamite, on a desert dusk.
  cover: { art: [icons['crossed-pistols'], icons['law-star'], icons.dynamite], colors: { from: '#c2642c', to: '#5a2314', ink: '#fff3dc' } },
});
