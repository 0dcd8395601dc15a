import { type MessageValues, useMessagesT } from '../i18n/use-messages-t';
import { type OverlayMessageKey, overlayDescriptors } from './messages';

/** Translates the overlays' messages by key in the active Lingui locale. */
export function useOverlayT(): (key: OverlayMessageKey, values?: MessageValues) => string {
  return useMessagesT(overlayDescriptors);
}
