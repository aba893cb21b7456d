// Written by `npm run icons` from the names in this package's package.json (parlor.icons): do not edit.
// Pictures from game-icons.net by Lorc, Delapouite and contributors, CC BY 3.0
// (https://creativecommons.org/licenses/by/3.0/), points rounded to whole units.
import type { IconData } from '@parlor/game-kit';

export const icons = {
  "cat": { body: "<path fill=\"currentColor\" d=\"m463 37-30 51-7-3c-27-8-72-7-98 1l-7 2L293 39c-34 69-33 118-15 149 18 33 57 49 99 48 49-1 89-20 107-54 17-32 16-81-21-145zM324 138c18 0 29 15 31 36-37 18-54 4-61-26 12-7 22-10 30-10zm109 0c9 0 19 3 30 10-7 30-24 44-61 26 2-21 13-36 31-36zm-293 51q-2 0-4 0c-30 0-56 10-76 26C17 251 3 316 47 381c21 34 45 55 71 65 33 12 67 8 100 4s66-11 97-9c31 2 62 10 91 41 19 22 46-1 23-24C394 424 357 411 320 408s-72 5-104 9-60 7-85-2c-14-6-28-15-41-31h351c14-53 15-107 2-142-19 8-42 12-66 13h0c-30 0-59-7-83-23a426 426 0 0 0-14 10l-6 4-5-5C222 204 178 189 140 189z\"/>" },
  "sparky-bomb": { body: "<path fill=\"currentColor\" d=\"m259 19-80 70L102 43l9 89-89 28 93 42L73 325l86-71 16 95 32-50 13 14c-4 13-7 27-7 42 0 76 62 139 138 139S490 431 490 355C490 278 428 217 351 217c-16 0-31 2-45 7l-7-6 67-27-88-26 73-65-108 7zM17 71l22 31 36 3L52 72zm407 18-74 45 67-8 30-16L424 89zm-252 61 18 2c-2 25 6 32 19 44 10 9 24 19 36 36l21-22 31 31 4 5 6-2c13-5 26-8 40-9-7 3-13 7-18 13-13 13-19 31-18 51l38 5-2-49 38 40 46-22-12 47 45 18-53 20 7 40c17 0 32-6 43-18a58.5 58.5 0 0 0 9-11c-7 60-57 106-119 106C285 475 232 421 232 355c0-15 2-29 7-42l2-5-4-5-32-32 26-26c-10-16-23-25-34-35-15-13-28-30-25-60zm-87 74-50 19-12 32 38-8 24-43zm63 108-25 67 15 32 17-36-7-63z\"/>" },
} as const satisfies Record<string, IconData>;

/** A picture this package ships. */
export type IconName = keyof typeof icons;
