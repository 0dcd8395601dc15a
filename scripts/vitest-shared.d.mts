import type { AliasOptions, BuildOptions } from 'vite';
import type { InlineConfig } from 'vitest/node';

type SourceName =
  | '@harbour/domain'
  | '@harbour/ui'
  | '@harbour/ui/date-time-picker'
  | '@harbour/ui/photo-marks-editor'
  | '@harbour/ui/styles.css'
  | '@harbour/api-client'
  | '@harbour/api-client/contract'
  | '@harbour/question-engine/core';

/** Vite aliases that resolve the named workspace imports (exactly those names) to their source files. */
export declare function sourceAliases(...names: SourceName[]): Extract<AliasOptions, readonly unknown[]>;
/** Vitest options of a package; `dom` for component tests in jsdom, in New York time. */
export declare function testOptions(options?: { dom?: boolean } & InlineConfig): InlineConfig;
/** React Aria's own strings in the two locales the apps show. */
export declare const ARIA_LOCALES: string[];
/** Build options of a served app. */
export declare const APP_BUILD: BuildOptions;
