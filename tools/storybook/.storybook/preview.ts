import type { Preview } from '@storybook/react-vite';

// The locale switch every story's i18n decorator reads (globals.locale).
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh-TW', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The two sizes every board must fit with its hand, open prompt and buttons in view; a story
  // shows one with `globals: { viewport: { value: 'phone' } }`.
  parameters: {
    viewport: {
      options: {
        laptop: { name: 'Laptop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  initialGlobals: { locale: 'en' },
};

export default preview;
