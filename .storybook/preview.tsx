import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { loadAllCatalogs } from '../apps/backoffice/src/app/all-catalogs';
import { activateLocale, type Locale } from '../apps/backoffice/src/shared/i18n';

// Every catalog of the back-office (the app loads each with its layout route) and the question engine's.
loadAllCatalogs();

const preview: Preview = {
  // A docs page for every component, from its props' types and comments.
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
    // The accessibility panel on every story; a violation is an error, not a to-do.
    a11y: { test: 'error' },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'hk', title: '繁體中文 (hk)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
    fontSize: {
      description: 'Reading font size of the question engine (spec §2: large, default, small)',
      toolbar: {
        title: 'Font size',
        icon: 'paragraph',
        items: [
          { value: 'large', title: 'Large' },
          { value: 'default', title: 'Default' },
          { value: 'small', title: 'Small' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'hk' },
  decorators: [
    (Story, context) => {
      activateLocale(context.globals.locale as Locale);
      return (
        <I18nProvider i18n={i18n}>
          <Story />
        </I18nProvider>
      );
    },
  ],
};
export default preview;
