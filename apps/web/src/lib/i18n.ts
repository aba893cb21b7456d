import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@parlor/game-kit';
import { hanSpacing, uiLocales, UI_NAMESPACE } from '@parlor/ui';
import en from '../locales/en.json';
import zhTW from '../locales/zh-TW.json';

/** The languages the app offers, with their names as their speakers write them. */
export const LANGUAGES: readonly { code: Locale; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'zh-TW', name: '繁體中文' },
];

/** The app's own namespace; libs/ui has `ui`, each game its id. */
export const WEB_NAMESPACE = 'web';

/** Where the chosen language is remembered. */
export const LANGUAGE_KEY = 'parlor.language';

/**
 * The app's i18next instance: the language chosen before (or the browser's, Chinese for any
 * zh-Hant/zh-TW/zh-HK browser), English otherwise. Games' text is added when a board loads.
 */
export function createAppI18n(language?: Locale): i18n {
  const instance = i18next.createInstance();
  if (!language) instance.use(LanguageDetector);
  // Latin words (players' and bots' names, card names) inside Chinese sentences get a space on either side.
  void instance.use(initReactI18next).use(hanSpacing).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((entry) => entry.code),
    // zh, zh-Hant and zh-HK browsers get Traditional Chinese, the only Chinese there is.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: [WEB_NAMESPACE, UI_NAMESPACE],
    defaultNS: WEB_NAMESPACE,
    resources: {
      en: { [WEB_NAMESPACE]: en, [UI_NAMESPACE]: uiLocales.en },
      'zh-TW': { [WEB_NAMESPACE]: zhTW, [UI_NAMESPACE]: uiLocales['zh-TW'] },
    },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_KEY,
      caches: ['localStorage'],
      // Regional variants count as the language we have: en-GB is English (and so wins over a
      // browser's second choice), zh-HK and zh-Hant are Traditional Chinese.
      convertDetectedLanguage: (detected: string) => (/^zh\b/i.test(detected) ? 'zh-TW' : /^en\b/i.test(detected) ? 'en' : detected),
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    postProcess: ['hanSpacing'],
  });
  return instance;
}

/** The language in use, as one of ours. */
export function languageOf(instance: i18n): Locale {
  return instance.resolvedLanguage === 'zh-TW' ? 'zh-TW' : 'en';
}

/** Adds a game's text as the namespace `<game id>` (once; later calls change nothing). */
export function addGameText(instance: i18n, gameID: string, locales: Record<Locale, Record<string, unknown>>): void {
  for (const [locale, texts] of Object.entries(locales)) {
    if (!instance.hasResourceBundle(locale, gameID)) instance.addResourceBundle(locale, gameID, texts, true, false);
  }
}
