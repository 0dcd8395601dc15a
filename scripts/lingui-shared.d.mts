/** The apps' locales: `hk` and `en`, messages written in English. */
export declare const LINGUI_LOCALES: {
  locales: string[];
  sourceLocale: string;
  fallbackLocales: { default: string };
};
/** Globs of files whose strings are not shown to users. */
export declare const NOT_TEXTS: string[];
