import { useTranslation } from 'react-i18next';
import { catalog } from '@parlor/registry';
import type { GameManifest } from '@parlor/game-kit';
import { languageOf } from './i18n';

/** A game's title in the page's language, by its id (the id itself for a game not in the catalog). */
export function useGameTitle(games: readonly GameManifest[] = catalog): (id: string) => string {
  const { i18n } = useTranslation();
  const locale = languageOf(i18n);
  return (id) => games.find((game) => game.id === id)?.title[locale] ?? id;
}
