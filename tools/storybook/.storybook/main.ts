import type { StorybookConfig } from '@storybook/react-vite';

// Every story of the shared components and of every game's board, found by path: this
// project imports no game, so adding a game needs no edit here.
const config: StorybookConfig = {
  stories: ['../../../libs/ui/src/**/*.stories.tsx', '../../../games/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
