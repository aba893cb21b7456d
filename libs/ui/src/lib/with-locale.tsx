import { useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@parlor/game-kit';
import { createI18n } from './i18n';

/**
 * A Storybook decorator giving stories libs/ui's text plus the given namespaces, in the locale
 * chosen in Storybook's toolbar (`globals.locale`), English by default.
 */
export function withLocale(namespaces: Record<string, Record<Locale, Record<string, unknown>>> = {}): Decorator {
  function LocaleDecorator(Story: Parameters<Decorator>[0], context: Parameters<Decorator>[1]) {
    const language: Locale = context.globals.locale === 'zh-TW' ? 'zh-TW' : 'en';
    const i18n = useMemo(() => createI18n({ language, namespaces }), [language]);
    return (
      <I18nextProvider i18n={i18n}>
        <Story />
      </I18nextProvider>
    );
  }
  return LocaleDecorator;
}
