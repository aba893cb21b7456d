import en from './en.json';
import zhTW from './zh-TW.json';

/** The board's text in every locale; the web client registers it as the i18next namespace 'bang'. */
export const locales: Record<'en' | 'zh-TW', Record<string, unknown>> = { en, 'zh-TW': zhTW };
