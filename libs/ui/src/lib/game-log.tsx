import { useTranslation } from 'react-i18next';

/** One line of a game log. */
export interface LogLine {
  key: string | number;
  text: string;
}

/** The game's log, newest last, announced politely to screen readers as it grows. */
export function GameLog({ lines, label }: { lines: LogLine[]; label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <section className="pl-log" aria-label={label ?? t('log.label')}>
      {lines.length === 0 ? (
        <p className="pl-log__empty">{t('log.empty')}</p>
      ) : (
        <ol className="pl-log__lines" aria-live="polite">
          {lines.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
