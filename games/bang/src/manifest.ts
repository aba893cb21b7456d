import { defineManifest } from '@parlor/game-kit';

/** What the lobby shows before anything else of the game is loaded. */
export const manifest = defineManifest({
  id: 'bang',
  title: { en: 'BANG!', 'zh-TW': '砰！' },
  summary: {
    en: 'A Wild West shoot-out with secret roles: the Sheriff and his Deputies against the Outlaws, and a Renegade who wants to be the last one standing.',
    'zh-TW': '有隱藏身分的西部槍戰：警長和副警長對抗歹徒，還有一個想成為最後倖存者的叛徒。',
  },
  minPlayers: 4,
  maxPlayers: 7,
  playingTime: { min: 20, max: 40 },
  tags: ['cards', 'hidden-roles', 'western', 'elimination'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
});
