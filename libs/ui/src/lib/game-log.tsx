import './ui.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One line of a game log. */
export interface LogLine {
  key: string | number;
  text: string;
}

// Within this many pixels of the end, the reader counts as following the newest line.
const FOLLOW_SLACK_PX = 12;

/**
 * The game's whole log, newest last, announced politely to screen readers as it grows. It
 * follows the newest line: scrolled to the end whenever a line arrives, unless the reader has
 * scrolled up to read back, in which case a button brings them to the newest line.
 */
export function GameLog({ lines, label }: { lines: LogLine[]; label?: string }) {
  const { t } = useTranslation('ui');
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [behind, setBehind] = useState(false);
  const newest = lines.at(-1)?.key;
  const empty = lines.length === 0;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (following.current) element.scrollTop = element.scrollHeight;
    else setBehind(true);
  }, [lines.length, newest]);

  // The box can change size after the lines arrive (the dock under it grows, a prompt opens,
  // the window turns, a font loads): a reader following the log stays on its newest line.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [empty]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    following.current = element.scrollTop + element.clientHeight >= element.scrollHeight - FOLLOW_SLACK_PX;
    if (following.current) setBehind(false);
  };
  const toNewest = () => {
    const element = box.current;
    if (!element) return;
    following.current = true;
    setBehind(false);
    element.scrollTop = element.scrollHeight;
  };

  return (
    <section className="pl-log" aria-label={label ?? t('log.label')} data-parlor-log="">
      <div ref={box} className="pl-log__scroll" onScroll={onScroll} tabIndex={0} aria-label={label ?? t('log.label')} role="log">
        {lines.length === 0 ? (
          <p className="pl-log__empty">{t('log.empty')}</p>
        ) : (
          <ol className="pl-log__lines">
            {lines.map((line, i) => (
              <li key={line.key} data-parlor-newest={i === lines.length - 1 ? '' : undefined}>
                {line.text}
              </li>
            ))}
          </ol>
        )}
      </div>
      {behind && (
        <button type="button" className="pl-log__newest" onClick={toNewest}>
          {t('log.toNewest')}
        </button>
      )}
    </section>
  );
}
