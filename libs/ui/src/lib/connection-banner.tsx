import { useTranslation } from 'react-i18next';

/**
 * Tells the player their connection dropped and that it is being restored; nothing while
 * connected. `message` replaces the default text (a first connection that has not come yet).
 */
export function ConnectionBanner({ connected, message }: { connected: boolean; message?: string }) {
  const { t } = useTranslation('ui');
  if (connected) return null;
  return (
    <div className="pl-banner" role="alert">
      {message ?? t('connection.lost')}
    </div>
  );
}
