import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageOf } from './i18n';

/** Switches the whole app (and the open board) between the languages offered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="app-language">
      <label htmlFor={id}>{t('app.language')}</label>
      <select id={id} value={languageOf(i18n)} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </span>
  );
}
