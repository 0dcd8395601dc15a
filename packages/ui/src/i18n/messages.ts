import type { MessageDescriptor } from '@lingui/core';
import { TOAST_REGION_TEXT } from '../toast/toast-text';

/**
 * Message descriptors of the widgets. Explicit ids with English defaults: this package is built by
 * tsup (esbuild), so Lingui macros are not available here; the catalogs below are shipped compiled.
 */
export const uiText = {
  selectPlaceholder: { id: 'ui.select.placeholder', message: 'Please select' },
  selectNoData: { id: 'ui.select.noData', message: 'No data' },
  selectSearch: { id: 'ui.select.search', message: 'Search' },
  modalOk: { id: 'ui.modal.ok', message: 'OK' },
  modalCancel: { id: 'ui.modal.cancel', message: 'Cancel' },
  modalConfirm: { id: 'ui.modal.confirm', message: 'Confirm' },
  modalClose: { id: 'ui.modal.close', message: 'Close' },
  tabsNew: { id: 'ui.tabs.new', message: 'new' },
  calendarPrevious: { id: 'ui.calendar.previous', message: 'Previous month' },
  calendarNext: { id: 'ui.calendar.next', message: 'Next month' },
  calendarNoEarlier: { id: 'ui.calendar.noEarlier', message: 'cannot look up further dates' },
  calendarToday: { id: 'ui.calendar.today', message: 'today' },
  calendarPractice: { id: 'ui.calendar.practice', message: 'practice' },
  calendarTest: { id: 'ui.calendar.test', message: 'test' },
  calendarBoth: { id: 'ui.calendar.both', message: 'practice and test' },
  videoPlay: { id: 'ui.video.play', message: 'Play' },
  videoPause: { id: 'ui.video.pause', message: 'Pause' },
  videoBack: { id: 'ui.video.back', message: 'Back {seconds} seconds' },
  videoForward: { id: 'ui.video.forward', message: 'Forward {seconds} seconds' },
  videoSeek: { id: 'ui.video.seek', message: 'Position' },
  videoVolume: { id: 'ui.video.volume', message: 'Volume' },
  videoFullscreen: { id: 'ui.video.fullscreen', message: 'Full screen' },
  tableFilter: { id: 'ui.table.filter', message: 'Filter {column}' },
  tableSelectAll: { id: 'ui.table.selectAll', message: 'Select all' },
  tableNoData: { id: 'ui.table.noData', message: 'No data' },
  editorPlaceholder: { id: 'ui.editor.placeholder', message: 'Please enter the text' },
  editorLabel: { id: 'ui.editor.label', message: 'Text' },
  editorToolbar: { id: 'ui.editor.toolbar', message: 'Formatting' },
  editorBold: { id: 'ui.editor.bold', message: 'Bold' },
  editorItalic: { id: 'ui.editor.italic', message: 'Italic' },
  editorBulletList: { id: 'ui.editor.bulletList', message: 'Bulleted list' },
  editorOrderedList: { id: 'ui.editor.orderedList', message: 'Numbered list' },
  editorLink: { id: 'ui.editor.link', message: 'Link' },
  editorLinkUrl: { id: 'ui.editor.linkUrl', message: 'Link address' },
  editorImage: { id: 'ui.editor.image', message: 'Image' },
  editorImageUrl: { id: 'ui.editor.imageUrl', message: 'Image address' },
  editorInsert: { id: 'ui.editor.insert', message: 'Insert' },
  dragHandle: { id: 'ui.drag.handle', message: 'Reorder {item}' },
  dragMoveUp: { id: 'ui.drag.moveUp', message: 'Move {item} up' },
  dragMoveDown: { id: 'ui.drag.moveDown', message: 'Move {item} down' },
  dragMoved: { id: 'ui.drag.moved', message: '{item} moved to position {position} of {total}' },
  dragInstructions: {
    id: 'ui.drag.instructions',
    message: 'Drag an item, or focus its handle and press Alt with the up or down arrow to move it.',
  },
  toastRegion: TOAST_REGION_TEXT,
  toastClose: { id: 'ui.toast.close', message: 'Close' },
  toastWarning: { id: 'ui.toast.warning', message: 'Warning' },
} as const satisfies Record<string, MessageDescriptor>;

export type UiTextKey = keyof typeof uiText;
