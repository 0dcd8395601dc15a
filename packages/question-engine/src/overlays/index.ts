/**
 * The app-wide overlays of spec §2, light enough for an app shell: no question types, no math, no
 * drag and drop. Load `overlayMessages[locale]` into Lingui and import `@harbour/question-engine/overlays.css`.
 */

export { type DeviceLinks, DevicePrompt, type DevicePromptProps } from './device-prompt';
export { ImagePreview, type ImagePreviewProps, type PreviewImage } from './image-preview';
export { type OverlayMessageKey, overlayDescriptors, overlayMessages } from './messages';
export {
  isVerticalWindow,
  ORIENTATION_CHECK_DELAY_MS,
  VERTICAL_WINDOW_MARGIN,
} from './vertical-window';
export {
  VERTICAL_PROMPT_DISMISSED_KEY,
  VERTICAL_PROMPT_HEIGHT_VAR,
  VerticalWindowPrompt,
} from './vertical-window-prompt';

import './overlays.css';
