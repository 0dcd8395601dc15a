import type { MessageDescriptor, Messages } from '@lingui/core';

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
  toastRegion: { id: 'ui.toast.region', message: 'Notifications' },
  toastClose: { id: 'ui.toast.close', message: 'Close' },
  toastWarning: { id: 'ui.toast.warning', message: 'Warning' },
} as const satisfies Record<string, MessageDescriptor>;

export type UiTextKey = keyof typeof uiText;

/** The catalogs of this package, compiled (Lingui's array form), to pass to `i18n.load(uiMessages)`. */
export const uiMessages: { hk: Messages; en: Messages } = {
  hk: {
    'ui.select.placeholder': ['請選擇'],
    'ui.select.noData': ['暫無數據'],
    'ui.select.search': ['搜尋'],
    'ui.modal.ok': ['確定'],
    'ui.modal.cancel': ['取消'],
    'ui.modal.confirm': ['確認'],
    'ui.modal.close': ['關閉'],
    'ui.tabs.new': ['有新內容'],
    'ui.calendar.previous': ['上一個月'],
    'ui.calendar.next': ['下一個月'],
    'ui.calendar.noEarlier': ['無法查詢更早的日期'],
    'ui.calendar.today': ['今天'],
    'ui.calendar.practice': ['練習'],
    'ui.calendar.test': ['測驗'],
    'ui.calendar.both': ['練習及測驗'],
    'ui.video.play': ['播放'],
    'ui.video.pause': ['暫停'],
    'ui.video.back': ['後退', ['seconds'], '秒'],
    'ui.video.forward': ['前進', ['seconds'], '秒'],
    'ui.video.seek': ['播放進度'],
    'ui.video.volume': ['音量'],
    'ui.video.fullscreen': ['全螢幕'],
    'ui.table.filter': ['篩選', ['column']],
    'ui.table.selectAll': ['全選'],
    'ui.table.noData': ['暫無數據'],
    'ui.editor.placeholder': ['請輸入正文'],
    'ui.editor.label': ['正文'],
    'ui.editor.toolbar': ['格式'],
    'ui.editor.bold': ['粗體'],
    'ui.editor.italic': ['斜體'],
    'ui.editor.bulletList': ['項目符號清單'],
    'ui.editor.orderedList': ['編號清單'],
    'ui.editor.link': ['連結'],
    'ui.editor.linkUrl': ['連結網址'],
    'ui.editor.image': ['圖片'],
    'ui.editor.imageUrl': ['圖片網址'],
    'ui.editor.insert': ['插入'],
    'ui.drag.handle': ['調整', ['item'], '的次序'],
    'ui.drag.moveUp': ['將', ['item'], '上移'],
    'ui.drag.moveDown': ['將', ['item'], '下移'],
    'ui.drag.moved': [['item'], '已移到第', ['position'], '位（共', ['total'], '項）'],
    'ui.drag.instructions': ['拖動項目，或聚焦其把手後按 Alt 加上下方向鍵移動。'],
    'ui.toast.region': ['通知'],
    'ui.toast.close': ['關閉'],
    'ui.toast.warning': ['警告'],
  },
  en: {
    'ui.select.placeholder': ['Please select'],
    'ui.select.noData': ['No data'],
    'ui.select.search': ['Search'],
    'ui.modal.ok': ['OK'],
    'ui.modal.cancel': ['Cancel'],
    'ui.modal.confirm': ['Confirm'],
    'ui.modal.close': ['Close'],
    'ui.tabs.new': ['new'],
    'ui.calendar.previous': ['Previous month'],
    'ui.calendar.next': ['Next month'],
    'ui.calendar.noEarlier': ['cannot look up further dates'],
    'ui.calendar.today': ['today'],
    'ui.calendar.practice': ['practice'],
    'ui.calendar.test': ['test'],
    'ui.calendar.both': ['practice and test'],
    'ui.video.play': ['Play'],
    'ui.video.pause': ['Pause'],
    'ui.video.back': ['Back ', ['seconds'], ' seconds'],
    'ui.video.forward': ['Forward ', ['seconds'], ' seconds'],
    'ui.video.seek': ['Position'],
    'ui.video.volume': ['Volume'],
    'ui.video.fullscreen': ['Full screen'],
    'ui.table.filter': ['Filter ', ['column']],
    'ui.table.selectAll': ['Select all'],
    'ui.table.noData': ['No data'],
    'ui.editor.placeholder': ['Please enter the text'],
    'ui.editor.label': ['Text'],
    'ui.editor.toolbar': ['Formatting'],
    'ui.editor.bold': ['Bold'],
    'ui.editor.italic': ['Italic'],
    'ui.editor.bulletList': ['Bulleted list'],
    'ui.editor.orderedList': ['Numbered list'],
    'ui.editor.link': ['Link'],
    'ui.editor.linkUrl': ['Link address'],
    'ui.editor.image': ['Image'],
    'ui.editor.imageUrl': ['Image address'],
    'ui.editor.insert': ['Insert'],
    'ui.drag.handle': ['Reorder ', ['item']],
    'ui.drag.moveUp': ['Move ', ['item'], ' up'],
    'ui.drag.moveDown': ['Move ', ['item'], ' down'],
    'ui.drag.moved': [['item'], ' moved to position ', ['position'], ' of ', ['total']],
    'ui.drag.instructions': [
      'Drag an item, or focus its handle and press Alt with the up or down arrow to move it.',
    ],
    'ui.toast.region': ['Notifications'],
    'ui.toast.close': ['Close'],
    'ui.toast.warning': ['Warning'],
  },
};

/** BCP 47 tag of each Lingui locale code used by the app (for Intl date names). */
export const UI_LOCALE_TAGS: Record<string, string> = { hk: 'zh-Hant-HK', en: 'en' };

export function localeTag(locale: string): string {
  return UI_LOCALE_TAGS[locale] ?? locale;
}

/**
 * Locale given to React Aria for its own strings. It matches zh-Hant-HK to its first 'zh' catalog
 * (Simplified, zh-CN), so hk uses zh-TW, its Traditional Chinese catalog.
 */
export const ARIA_LOCALE_TAGS: Record<string, string> = { hk: 'zh-TW', en: 'en-US' };

export function ariaLocaleTag(locale: string): string {
  return ARIA_LOCALE_TAGS[locale] ?? locale;
}
