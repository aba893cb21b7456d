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
    {
      key: 'wwsCharacters',
      type: 'boolean',
      label: { en: 'Wild West Show characters', 'zh-TW': '狂野西部秀角色' },
      help: {
        en: 'Adds the 8 Wild West Show characters to the pool (Big Spencer, Flint Westwood, Gary Looter, Greygory Deck, John Pain, Lee Van Kliff, Teren Kill, Youl Grinner).',
        'zh-TW': '加入狂野西部秀的 8 名角色（大個子史賓塞、佛林特．威斯伍德、蓋瑞．路特、葛雷戈里．戴克、約翰．佩恩、李．范．克里夫、泰倫．基爾、尤爾．葛林納）。',
      },
      default: false,
    },
    {
      key: 'greygoryAllSets',
      type: 'boolean',
      label: { en: 'Greygory Deck draws from every set', 'zh-TW': '葛雷戈里．戴克可抽所有系列角色' },
      help: {
        en: 'With the Wild West Show characters: Greygory Deck draws his two characters from every set in use, not only from the base game.',
        'zh-TW': '使用狂野西部秀角色時：葛雷戈里．戴克從所有使用中的系列抽兩名角色，而不只從基本版。',
      },
      default: false,
    },
    {
      key: 'goldRushEquipment',
      type: 'boolean',
      label: { en: 'Gold Rush: equipment and nuggets', 'zh-TW': '淘金熱：裝備與金塊' },
      help: {
        en: 'Players earn gold nuggets for the wounds they cause and for Beers they sell, and spend them in phase 2 on equipment from a market of three cards, or to make another player discard his.',
        'zh-TW': '玩家每造成一點傷害或賣掉一張啤酒就得到金塊，並可在第二階段用金塊向三張牌的市集購買裝備，或讓別的玩家棄掉他的裝備。',
      },
      default: false,
    },
    {
      key: 'goldRushCharacters',
      type: 'boolean',
      label: { en: "Gold Rush's characters", 'zh-TW': '淘金熱角色' },
      help: {
        en: "Adds Gold Rush's eight characters to the pool; most of them use gold nuggets, so Gold Rush's equipment must be on too.",
        'zh-TW': '加入淘金熱的八名角色；其中多數要用金塊，因此必須同時開啟淘金熱裝備。',
      },
      default: false,
    },
    {
      key: 'shadowGunslingers',
      type: 'boolean',
      label: { en: 'Shadow-Gunslingers', 'zh-TW': '幽影槍手' },
      help: {
        en: 'Eliminated players keep their nuggets and play a shadow turn when their seat comes round (brown cards only, no life); the Renegade becomes the Shadow-Renegade. 4 to 8 players.',
        'zh-TW': '出局的玩家保留金塊，輪到其座位時以幽影身分進行回合（只能打棕框牌，沒有生命）；叛徒成為幽影叛徒。限 4 到 8 人。',
      },
      default: false,
    },
    {
      key: 'wwsEvents',
      type: 'boolean',
      label: { en: 'Wild West Show events', 'zh-TW': '狂野西部秀事件' },
      help: {
        en: 'A face-down event stack of its own: each Stagecoach or Wells Fargo played reveals the next event, which changes the rules for everyone until the next one; the last card, Wild West Show, leaves one winner: the last one standing.',
        'zh-TW': '獨立的一疊面朝下事件牌：每打出一張驛馬車或富國銀行就翻開下一張事件，在下一張翻開前改變所有人的規則；最後一張「狂野西部秀」讓最後倖存的人獨自獲勝。',
      },
      default: false,
    },
    {
      key: 'includeGag',
      type: 'boolean',
      label: { en: 'Wild West Show: include Gag', 'zh-TW': '狂野西部秀：加入「封口令」' },
      help: {
        en: 'Puts Gag into the Wild West Show stack: while it is in effect the table chat is closed (nobody loses life for it).',
        'zh-TW': '把「封口令」加入狂野西部秀事件牌堆：生效期間關閉聊天（不會因此失去生命）。',
      },
      default: false,
    },
    {
      key: 'includeDorothyRage',
      type: 'boolean',
      label: { en: 'Wild West Show: include Dorothy Rage', 'zh-TW': '狂野西部秀：加入「狂怒桃樂絲」' },
      help: {
        en: 'Keeps Dorothy Rage in the Wild West Show stack: once a turn a player may order another to make a play he names, or show his hand.',
        'zh-TW': '保留「狂怒桃樂絲」於狂野西部秀事件牌堆：每回合一次，玩家可以命令另一名玩家照他指定的方式出牌，否則公開手牌。',
      },
      default: true,
    },
    {
      key: 'valleyOfShadows',
      type: 'boolean',
      label: { en: 'The Valley of Shadows', 'zh-TW': '暗影谷' },
      help: {
        en: 'Shuffles 16 more cards into the deck (Aim, Backfire, Escape, Saved!, Ghost, LeMat...) and 8 more characters into the pool.',
        'zh-TW': '在牌庫中洗入 16 張新牌（瞄準、反擊、逃脫、得救！、幽靈、勒馬特⋯⋯），並加入 8 名新角色。',
      },
      default: false,
    },
    {
      key: 'vosGhostCards',
      type: 'boolean',
      label: { en: 'The Valley of Shadows: Ghost cards', 'zh-TW': '暗影谷：幽靈牌' },
      help: {
        en: 'Keeps the two Ghost cards, which bring an eliminated player back at 0 life. Off by default with 3 players.',
        'zh-TW': '保留兩張幽靈牌，可讓出局的玩家以 0 點生命回到遊戲。3 人遊戲預設關閉。',
      },
      default: true,
    },
    // One choice rather than two "only this part" switches, which together would ask for nothing.
    {
      key: 'vosParts',
      type: 'choice',
      label: { en: 'The Valley of Shadows: what it adds', 'zh-TW': '暗影谷：加入的內容' },
      help: { en: 'Its cards and its characters, or only one of the two.', 'zh-TW': '加入新牌與角色，或只加入其中之一。' },
      choices: [
        { value: 'all', label: { en: 'Cards and characters', 'zh-TW': '新牌與角色' } },
        { value: 'cards', label: { en: 'Cards only', 'zh-TW': '只加入新牌' } },
        { value: 'characters', label: { en: 'Characters only', 'zh-TW': '只加入角色' } },
      ],
      default: 'all',
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
