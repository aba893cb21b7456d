import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@parlor/game-kit';
import en from '../locales/en.json';
import zhTW from '../locales/zh-TW.json';
import { hanSpacing } from './cjk-spacing';

/** The text of libs/ui in every locale: the i18next namespace `ui`. */
export const uiLocales: Record<Locale, Record<string, unknown>> = { en, 'zh-TW': zhTW };

/** The i18next namespace of libs/ui. */
export const UI_NAMESPACE = 'ui';

/**
 * An i18next instance with libs/ui's text and the given namespaces (a game's locales under
 * its id), ready at once. The web client builds its own; boards' stories and tests use this.
 */
export function createI18n(options: { language?: Locale; namespaces?: Record<string, Record<Locale, Record<string, unknown>>> } = {}): i18n {
  const namespaces = { [UI_NAMESPACE]: uiLocales, ...options.namespaces };
  const resources: Resource = {};
  for (const locale of LOCALES) {
    resources[locale] = Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, texts[locale]]));
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).use(hanSpacing).init({
    lng: options.language ?? 'en',
    fallbackLng: 'en',
    ns: Object.keys(namespaces),
    defaultNS: UI_NAMESPACE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    postProcess: ['hanSpacing'],
  });
  return instance;
}
