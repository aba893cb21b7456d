import { useTranslation } from 'react-i18next';

/** Tells the player their connection dropped and that it is being restored; nothing while connected. */
export function ConnectionBanner({ connected }: { connected: boolean }) {
  const { t } = useTranslation('ui');
  if (connected) return null;
  return (
    <div className="pl-banner" role="alert">
      {t('connection.lost')}
    </div>
  );
}
