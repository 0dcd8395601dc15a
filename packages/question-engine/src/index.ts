// The core, as `./core` gives it (written here, not through ./core: esbuild's code splitting drops a
// star re-export of an external package that two entries share).
export * from '@harbour/question-core';
export { questionEngineMessages } from './i18n/catalogs';
export { type QuestionMessageKey, qm as questionEngineMessageDescriptors } from './i18n/messages';
export * from './overlays';
export { READING_FONT_SIZES, type ReadingFontSize } from './player/font-size';
export { QuestionPlayer, type QuestionPlayerProps } from './player/question-player';
export { QuestionTypeBadge } from './player/question-type-badge';
export { registerQuestionWidget } from './player/widget-registry';
export type { ListenEvent } from './widgets/audio/audio-player';
export { AUDIO_INIT_DELAY_MS, RELISTEN_DELAY_MS } from './widgets/audio/limited-listen';
export { CONNECT_TIP_MS } from './widgets/connect/links';
export { MAX_ESSAY_IMAGES } from './widgets/essay/images';
export { FILL_MAX_ROWS, FILL_MAX_WIDTH, FILL_MIN_ROWS, FILL_MIN_WIDTH } from './widgets/fill/fill-rules';
export type {
  SubmitContext,
  SubmitHandler,
  SubmitResult,
  Uploader,
  UploadResult,
  WidgetProps,
} from './widgets/shared/types';
export {
  MAX_RECORD_SECONDS,
  MIN_RECORD_SECONDS,
  RECORDER_BIT_RATE_KBPS,
  RECORDER_SAMPLE_RATE,
  UPLOAD_PART_SIZE,
  UPLOAD_TIMEOUT_MS,
  VOICE_METER_LEVELS,
} from './widgets/speaking/recording-rules';

import './styles.css';
