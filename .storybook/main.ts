import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import type { StorybookConfig } from '@storybook/react-vite';

const linguiConfig = getConfig({
  configPath: fileURLToPath(new URL('../apps/backoffice/lingui.config.ts', import.meta.url)),
});

/** One Storybook for the whole repo: the stories of ui, question-engine and the back-office. */
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/question-engine/src/**/*.stories.@(ts|tsx)',
    '../apps/backoffice/src/**/*.stories.@(ts|tsx)',
  ],
  // Accessibility checks (axe) on every story; docs pages generated from each component's types and comments.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(base) {
    const { mergeConfig } = await import('vite');
    const react = (await import('@vitejs/plugin-react')).default;
    // The back-office stories use Lingui macros, compiled by Babel as in the app.
    return mergeConfig(
      {
        ...base,
        plugins: (base.plugins ?? []).filter(
          (p) => !(p && 'name' in p && String(p.name).startsWith('vite:react')),
        ),
      },
      { plugins: [react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } })] },
    );
  },
};
export default config;
