import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The link to this match, with a button that copies it. */
export function ShareLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <p className="room__share">
      <span className="pl-visually-hidden">{t('room.shareLink')}</span>
      <input readOnly value={link} aria-label={t('room.shareLink')} onFocus={(event) => event.target.select()} />
      <button
        type="button"
        className="pl-button pl-button--small"
        onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => undefined)}
      >
        {copied ? t('room.copied') : t('room.copy')}
      </button>
    </p>
  );
}
