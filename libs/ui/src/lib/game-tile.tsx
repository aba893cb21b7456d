import './ui.css';
import { useTranslation } from 'react-i18next';
import type { GameManifest, Locale } from '@parlor/game-kit';
import { Art } from './art';

/** Props of {@link GameTile}. */
export interface GameTileProps {
  manifest: GameManifest;
  /** The language to show the manifest's own text in. */
  language: Locale;
  /** The game whose matches are shown now. */
  selected?: boolean;
  onSelect?: () => void;
}

/** A game's cover: its emblems on its colours (the manifest's `cover`), or a plain band without one. */
export function GameCover({ manifest }: { manifest: GameManifest }) {
  const cover = manifest.cover;
  const style = cover ? { background: `linear-gradient(135deg, ${cover.colors.from}, ${cover.colors.to})`, color: cover.colors.ink } : undefined;
  return (
    <div className="pl-cover" style={style} aria-hidden="true" data-parlor-cover="">
      {cover?.art.map((icon, i) => <Art key={i} icon={icon} className={`pl-cover__art pl-cover__art--${i}`} />)}
    </div>
  );
}

/** A game in the lobby: its cover, title, summary, player counts, playing time and tags, and a button to open it. */
export function GameTile({ manifest, language, selected = false, onSelect }: GameTileProps) {
  const { t } = useTranslation('ui');
  const title = manifest.title[language];
  return (
    <article className="pl-game-tile" data-selected={selected || undefined} aria-label={title}>
      <GameCover manifest={manifest} />
      <h3 className="pl-game-tile__title">{title}</h3>
      <p className="pl-game-tile__summary">{manifest.summary[language]}</p>
      <p className="pl-game-tile__facts">
        {t('lobby.players', { min: manifest.minPlayers, max: manifest.maxPlayers })} ·{' '}
        {t('lobby.minutes', { min: manifest.playingTime.min, max: manifest.playingTime.max })}
      </p>
      <ul className="pl-tags" aria-label={t('lobby.tags')}>
        {manifest.tags.map((tag) => (
          <li key={tag} className="pl-tag">
            {t(`lobby.tag.${tag}`, { defaultValue: tag })}
          </li>
        ))}
      </ul>
      {onSelect && (
        <button type="button" className="pl-button" aria-pressed={selected} onClick={onSelect}>
          {t('lobby.open', { title })}
        </button>
      )}
    </article>
  );
}
