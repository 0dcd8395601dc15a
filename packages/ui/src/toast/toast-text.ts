import type { MessageDescriptor } from '@lingui/core';

/** The toast region's name: with the host, which every page mounts (the other toast texts load with the queue). */
export const TOAST_REGION_TEXT = {
  id: 'ui.toast.region',
  message: 'Notifications',
} as const satisfies MessageDescriptor;
