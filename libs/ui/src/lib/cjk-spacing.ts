import type { PostProcessorModule } from 'i18next';

// Han characters (with the compatibility block), and the Latin letters, digits and closing
// marks that read as part of a Latin word ("BANG!", "8♠", "Bot 2").
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const HAN_THEN_LATIN = new RegExp(`([${HAN}])([A-Za-z0-9♠♥♦♣])`, 'g');
const LATIN_THEN_HAN = new RegExp(`([A-Za-z0-9!?♠♥♦♣)])([${HAN}])`, 'g');

/**
 * A space between Han characters and a Latin word or number beside them, as Traditional
 * Chinese typesetting puts one ("由 Bot 2 先開始", not "由Bot 2先開始"). Chinese punctuation
 * gets none. Players' names and card names arrive in sentences as Latin text, so every
 * sentence is spaced, not only the ones a translator wrote with spaces.
 */
export function spaceHan(text: string): string {
  return text.replace(HAN_THEN_LATIN, '$1 $2').replace(LATIN_THEN_HAN, '$1 $2');
}

/** An i18next post-processor applying {@link spaceHan} to every Traditional Chinese text. */
export const hanSpacing: PostProcessorModule = {
  type: 'postProcessor',
  name: 'hanSpacing',
  process(value: unknown, _key: string | string[], _options: unknown, translator: { language?: string }) {
    return typeof value === 'string' && translator?.language === 'zh-TW' ? spaceHan(value) : value;
  },
} as PostProcessorModule;
