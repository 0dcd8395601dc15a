import type { Messages } from '@lingui/core';

/**
 * Texts of the photo marks and their editor: explicit ids with English defaults (see ../i18n/messages.ts).
 * Their catalogs (below) load with the photo marks, not with the package's catalogs: an app that shows no
 * marked photo does not carry them.
 */
export const photoMarksText = {
  photoMarksLabel: {
    id: 'ui.photoMarks.label',
    message: '{name}, marked: {ticks} ticks, {crosses} crosses, {ink} ink strokes, {notes} notes',
  },
  photoMarksNotes: { id: 'ui.photoMarks.notes', message: 'Notes on {name}' },
  photoMarksLoading: { id: 'ui.photoMarks.loading', message: 'Loading picture' },
  photoMarksFailed: { id: 'ui.photoMarks.failed', message: 'The picture could not be loaded' },
  photoMarksTools: { id: 'ui.photoMarks.tools', message: 'Marking tools for {name}' },
  photoMarksTick: { id: 'ui.photoMarks.tick', message: 'Tick' },
  photoMarksCross: { id: 'ui.photoMarks.cross', message: 'Cross' },
  photoMarksInk: { id: 'ui.photoMarks.ink', message: 'Ink' },
  photoMarksNote: { id: 'ui.photoMarks.note', message: 'Note' },
  photoMarksZoomIn: { id: 'ui.photoMarks.zoomIn', message: 'Zoom in' },
  photoMarksZoomOut: { id: 'ui.photoMarks.zoomOut', message: 'Zoom out' },
  photoMarksZoom: { id: 'ui.photoMarks.zoom', message: 'Zoom {percent}%' },
  photoMarksRotateLeft: { id: 'ui.photoMarks.rotateLeft', message: 'Rotate left' },
  photoMarksRotateRight: { id: 'ui.photoMarks.rotateRight', message: 'Rotate right' },
  photoMarksUndo: { id: 'ui.photoMarks.undo', message: 'Undo' },
  photoMarksClear: { id: 'ui.photoMarks.clear', message: 'Clear marks' },
  photoMarksCanvas: {
    id: 'ui.photoMarks.canvas',
    message:
      '{name}: the arrow keys move the cursor, Enter places the chosen mark (with ink, Enter starts and ends a stroke and the arrow keys draw it)',
  },
  photoMarksNoteText: { id: 'ui.photoMarks.noteText', message: 'Note text' },
  photoMarksAddNote: { id: 'ui.photoMarks.addNote', message: 'Add note' },
  photoMarksCancel: { id: 'ui.photoMarks.cancel', message: 'Cancel' },
  photoMarksTooLarge: {
    id: 'ui.photoMarks.tooLarge',
    message: 'Picture length/width over 4096, unable to rotate',
  },
  photoMarksCleared: {
    id: 'ui.photoMarks.cleared',
    message: 'The picture was rotated: its marks were cleared',
  },
  photoMarksPlaced: { id: 'ui.photoMarks.placed', message: '{mark} placed' },
  photoMarksInkStarted: { id: 'ui.photoMarks.inkStarted', message: 'Stroke started' },
} as const;

/** The English catalog of these texts, compiled. */
export const photoMarksMessagesEn: Messages = {
  'ui.photoMarks.label': [
    ['name'],
    ', marked: ',
    ['ticks'],
    ' ticks, ',
    ['crosses'],
    ' crosses, ',
    ['ink'],
    ' ink strokes, ',
    ['notes'],
    ' notes',
  ],
  'ui.photoMarks.notes': ['Notes on ', ['name']],
  'ui.photoMarks.loading': ['Loading picture'],
  'ui.photoMarks.failed': ['The picture could not be loaded'],
  'ui.photoMarks.tools': ['Marking tools for ', ['name']],
  'ui.photoMarks.tick': ['Tick'],
  'ui.photoMarks.cross': ['Cross'],
  'ui.photoMarks.ink': ['Ink'],
  'ui.photoMarks.note': ['Note'],
  'ui.photoMarks.zoomIn': ['Zoom in'],
  'ui.photoMarks.zoomOut': ['Zoom out'],
  'ui.photoMarks.zoom': ['Zoom ', ['percent'], '%'],
  'ui.photoMarks.rotateLeft': ['Rotate left'],
  'ui.photoMarks.rotateRight': ['Rotate right'],
  'ui.photoMarks.undo': ['Undo'],
  'ui.photoMarks.clear': ['Clear marks'],
  'ui.photoMarks.canvas': [
    ['name'],
    ': the arrow keys move the cursor, Enter places the chosen mark (with ink, Enter starts and ends a stroke and the arrow keys draw it)',
  ],
  'ui.photoMarks.noteText': ['Note text'],
  'ui.photoMarks.addNote': ['Add note'],
  'ui.photoMarks.cancel': ['Cancel'],
  'ui.photoMarks.tooLarge': ['Picture length/width over 4096, unable to rotate'],
  'ui.photoMarks.cleared': ['The picture was rotated: its marks were cleared'],
  'ui.photoMarks.placed': [['mark'], ' placed'],
  'ui.photoMarks.inkStarted': ['Stroke started'],
};

/** The Traditional Chinese catalog of these texts, compiled. */
export const photoMarksMessagesHk: Messages = {
  'ui.photoMarks.label': [
    ['name'],
    '，批改記號：',
    ['ticks'],
    ' 個剔、',
    ['crosses'],
    ' 個交叉、',
    ['ink'],
    ' 筆手寫、',
    ['notes'],
    ' 個備註',
  ],
  'ui.photoMarks.notes': [['name'], '的備註'],
  'ui.photoMarks.loading': ['正在載入圖片'],
  'ui.photoMarks.failed': ['無法載入圖片'],
  'ui.photoMarks.tools': [['name'], '的批改工具'],
  'ui.photoMarks.tick': ['剔'],
  'ui.photoMarks.cross': ['交叉'],
  'ui.photoMarks.ink': ['手寫'],
  'ui.photoMarks.note': ['備註'],
  'ui.photoMarks.zoomIn': ['放大'],
  'ui.photoMarks.zoomOut': ['縮小'],
  'ui.photoMarks.zoom': ['縮放 ', ['percent'], '%'],
  'ui.photoMarks.rotateLeft': ['向左旋轉'],
  'ui.photoMarks.rotateRight': ['向右旋轉'],
  'ui.photoMarks.undo': ['復原'],
  'ui.photoMarks.clear': ['清除記號'],
  'ui.photoMarks.canvas': [
    ['name'],
    '：方向鍵移動游標，Enter 放置所選記號（手寫時，Enter 開始及結束一筆，方向鍵繪畫）',
  ],
  'ui.photoMarks.noteText': ['備註內容'],
  'ui.photoMarks.addNote': ['加入備註'],
  'ui.photoMarks.cancel': ['取消'],
  'ui.photoMarks.tooLarge': ['圖片長/寬超過4096，無法旋轉'],
  'ui.photoMarks.cleared': ['圖片已旋轉，其批改記號已清除'],
  'ui.photoMarks.placed': ['已放置', ['mark']],
  'ui.photoMarks.inkStarted': ['開始一筆'],
};

/** Both catalogs, for `i18n.load`. */
export const photoMarksMessages = { hk: photoMarksMessagesHk, en: photoMarksMessagesEn };
