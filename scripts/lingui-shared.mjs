// What the two apps' Lingui configs share: the locales (as LOCALES of @harbour/domain: Traditional
// Chinese `hk`, the default, and English; messages are written in English), and the files that hold no
// texts a user reads.
export const LINGUI_LOCALES = {
  locales: ['hk', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
};

/** Tests and stories: their strings are not shown to users. */
export const NOT_TEXTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'];
