import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Where the pictures and libraries come from, and whose games these are. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <article className="about">
      <h1>{t('about.title')}</h1>
      <p>{t('about.intro')}</p>
      <h2>{t('about.pictures')}</h2>
      <p>
        {t('about.gameIcons')}{' '}
        <a href="https://game-icons.net">game-icons.net</a> ·{' '}
        <a href="https://creativecommons.org/licenses/by/3.0/">CC BY 3.0</a>
      </p>
      <p>
        {t('about.lucide')} <a href="https://lucide.dev">lucide.dev</a> · ISC
      </p>
      <h2>{t('about.software')}</h2>
      <p>{t('about.softwareText')}</p>
      <h2>{t('about.games')}</h2>
      <p>{t('about.gamesText')}</p>
      <p>
        <Link href="/">{t('app.backToLobby')}</Link>
      </p>
    </article>
  );
}
