// Every option of BANG! on at once, as the lobby can set them: the fullest table, for the
// playouts with every expansion together and for `npm run simulate -- bang --setup` (README).

/** Every option on; Shadow-Gunslingers only where the lobby allows it (4 to 8 players). */
export const everyOption = (numPlayers: number) => ({
  dodgeCity: true,
  bulletCharacters: true,
  highNoon: true,
  fistfulOfCards: true,
  bulletEvents: true,
  wwsCharacters: true,
  greygoryAllSets: true,
  wwsEvents: true,
  includeGag: true,
  includeDorothyRage: true,
  goldRushEquipment: true,
  goldRushCharacters: true,
  valleyOfShadows: true,
  vosGhostCards: true,
  ...(numPlayers >= 4 ? { shadowGunslingers: true } : {}),
});
