import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link GameFilter}. */
export interface GameFilterProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Every tag the games carry. */
  tags: readonly string[];
  selectedTags: readonly string[];
  onToggleTag: (tag: string) => void;
}

/** Narrows the lobby's games by text and by tags (a game must carry every selected tag). */
export function GameFilter({ query, onQueryChange, tags, selectedTags, onToggleTag }: GameFilterProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <form className="pl-filter" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>{t('lobby.filter')}</label>
      <input id={id} type="search" value={query} placeholder={t('lobby.filterPlaceholder')} onChange={(event) => onQueryChange(event.target.value)} />
      <div className="pl-filter__tags" role="group" aria-label={t('lobby.tags')}>
        {tags.map((tag) => (
          <button key={tag} type="button" className="pl-tag pl-tag--toggle" aria-pressed={selectedTags.includes(tag)} onClick={() => onToggleTag(tag)}>
            {t(`lobby.tag.${tag}`, { defaultValue: tag })}
          </button>
        ))}
      </div>
    </form>
  );
}
