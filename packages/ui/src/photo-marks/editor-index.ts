// The photo marks editor, an entry of its own: only the scoring screens load it.
export {
  CURSOR_LONG_STEP,
  CURSOR_STEP,
  MAX_INK_POINTS,
  MAX_MARKS,
  PHOTO_ZOOMS,
  PhotoMarksEditor,
  type PhotoMarksEditorProps,
  type PhotoMarkTool,
} from './photo-marks-editor';
