import en from './en.json';
import zhTW from './zh-TW.json';

/** The board's text in every locale; the web client registers it as the i18next namespace 'exploding-kittens'. */
export const locales = { en, 'zh-TW': zhTW };
