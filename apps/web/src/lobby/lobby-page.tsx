import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { catalog, registeredGames } from '@parlor/registry';
import { GameFilter, GameTile } from '@parlor/ui';
import type { GameManifest } from '@parlor/game-kit';
import { languageOf } from '../lib/i18n';
import { MAX_NAME_LENGTH } from '../lib/lobby-api';
import { savedName } from '../lib/seat-store';
import { CreateMatchForm } from './create-match-form';
import { OpenMatches } from './open-matches';

/** The games that match the typed text (title in any language, summary, tags) and carry every selected tag. */
export function filterGames(games: readonly GameManifest[], query: string, tags: readonly string[]): GameManifest[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return games.filter((game) => {
    if (!tags.every((tag) => game.tags.includes(tag))) return false;
    const text = [...Object.values(game.title), ...Object.values(game.summary), ...game.tags, game.id].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * The games the lobby offers: the catalog; with `?dev` in the address, the games still being
 * built (`"listed": false`) as well, so a contributor can play theirs before listing it.
 */
export function lobbyGames(search: string): readonly GameManifest[] {
  return new URLSearchParams(search).has('dev') ? registeredGames : catalog;
}

/** The lobby: every listed game with a filter; the chosen game's open matches and a form to create one. */
export function LobbyPage({ games = lobbyGames(window.location.search) }: { games?: readonly GameManifest[] }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const nameID = useId();
  const [name, setName] = useState(savedName);
  const [query, setQuery] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [selectedID, setSelectedID] = useState<string | undefined>(games.length === 1 ? games[0]!.id : undefined);
  const allTags = useMemo(() => [...new Set(games.flatMap((game) => game.tags))].sort(), [games]);
  const shown = filterGames(games, query, tags);
  const selected = games.find((game) => game.id === selectedID);

  return (
    <div className="lobby">
      <div className="lobby__head">
        <h1>{t('lobby.heading')}</h1>
        <Link href="/history" className="lobby__history">
          {t('lobby.history')}
        </Link>
      </div>
      <p className="lobby__name">
        <label htmlFor={nameID}>{t('lobby.yourName')}</label>
        <input id={nameID} value={name} maxLength={MAX_NAME_LENGTH} autoComplete="nickname" onChange={(event) => setName(event.target.value)} />
      </p>
      <GameFilter
        query={query}
        onQueryChange={setQuery}
        tags={allTags}
        selectedTags={tags}
        onToggleTag={(tag) => setTags((current) => (current.includes(tag) ? current.filter((other) => other !== tag) : [...current, tag]))}
      />
      <div className="lobby__layout">
        <section aria-label={t('lobby.games')}>
          {shown.length === 0 ? (
            <p>{t('lobby.noGames')}</p>
          ) : (
            <ul className="lobby__games">
              {shown.map((game) => (
                <li key={game.id}>
                  <GameTile manifest={game} language={language} selected={game.id === selectedID} onSelect={() => setSelectedID(game.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected ? (
          // Keyed by game: its matches and its form start afresh, never showing the last game's.
          <section key={selected.id} className="lobby__game" aria-label={selected.title[language]}>
            <h2>{selected.title[language]}</h2>
            <OpenMatches manifest={selected} playerName={name.trim()} />
            <CreateMatchForm manifest={selected} playerName={name.trim()} />
            <p className="lobby__replays">
              <Link href={`/history?game=${encodeURIComponent(selected.id)}`}>{t('lobby.gameHistory', { title: selected.title[language] })}</Link>
              {' · '}
              <Link href={`/ratings/${encodeURIComponent(selected.id)}`}>{t('lobby.gameLeaderboard', { title: selected.title[language] })}</Link>
            </p>
          </section>
        ) : (
          <p className="lobby__hint">{t('lobby.pickAGame')}</p>
        )}
      </div>
      <footer className="lobby__foot">
        <Link href="/about">{t('about.link')}</Link>
      </footer>
    </div>
  );
}
