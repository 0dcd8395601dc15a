import './tokens.css';
import './widgets.css';
// The processType icon's styles ride in styles.css; its code is the entry @harbour/ui/process-type-icon.
import './process-type-icon/process-type-icon.css';
// The PDF viewer's styles ride in styles.css too; its code is the entry @harbour/ui/pdf-viewer.
import './pdf-viewer/pdf-viewer.css';

export { Button, type ButtonProps } from './button/button';
export { PlainButton, type PlainButtonProps } from './button/plain-button';
export { Calendar, type CalendarProps } from './calendar/calendar';
export {
  CALENDAR_CELL_COUNT,
  CALENDAR_WEEK_STARTS_ON,
  type CalendarCell,
  calendarDayKey,
  calendarMonthGrid,
  canGoToPreviousMonth,
  type DayTime,
  EARLIEST_CALENDAR_YEAR,
  type HomeworkMarker,
  type HomeworkTypesByDay,
  homeworkMarker,
} from './calendar/calendar-grid';
export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './checkbox/checkbox';
export { CountUp, type CountUpProps } from './count-up/count-up';
export {
  COUNT_UP_INTERVAL_MS,
  COUNT_UP_STEPS,
  COUNT_UP_STEPS_ABOVE_LAST,
  countUpSequence,
  countUpStep,
} from './count-up/count-up-step';
export { moveItem } from './drag-sort/move-item';
export { uiMessagesEn } from './i18n/catalog-en';
export { uiMessagesHk } from './i18n/catalog-hk';
export { uiMessages } from './i18n/catalogs';
export { ARIA_LOCALE_TAGS, ariaLocaleTag, localeTag, UI_LOCALE_TAGS } from './i18n/locale-tags';
export { type UiTextKey, uiText } from './i18n/messages';
export { ConfirmHost, type ConfirmOptions, confirm } from './modal/confirm';
export {
  MODAL_SIZES,
  Modal,
  type ModalActions,
  type ModalProps,
  type ModalSize,
  type ModalTone,
  modalDimensions,
} from './modal/modal';
export {
  type NaturalSize,
  PhotoMarkShapes,
  PhotoMarks,
  type PhotoMarksProps,
  PhotoMarksSvg,
  useNaturalSize,
} from './photo-marks/photo-marks';
export {
  clampUnit,
  PHOTO_ROTATIONS,
  type PhotoMark,
  type PhotoMarking,
  type PhotoPoint,
  type PhotoRotation,
  rotatedSize,
  turnedRotation,
} from './photo-marks/photo-marks-geometry';
export { Popover, type PopoverProps } from './popover/popover';
export {
  clampPercent,
  DEGREE_COLOURS,
  type DegreeColour,
  degreeColour,
  type ProgressBand,
  progressBand,
  type RingBand,
  ringBand,
} from './progress/colour-bands';
export {
  CIRCLE_PROGRESS_SIZE,
  CIRCLE_PROGRESS_STROKE,
  CircleProgress,
  DegreeMark,
  type DegreeMarkProps,
  type ProgressProps,
  RowProgress,
} from './progress/progress';
export { canConfirmColumnFilter, columnFilterValue, inSelectedValues } from './table/column-filter';
export { TabBar, type TabBarProps, type TabItem } from './tabs/tab-bar';
export { TextInput, type TextInputProps } from './text-input/text-input';
export { trimInput } from './text-input/trim-input';
export { COMMON_FONT_SIZES, type CommonFont, DEFAULT_COMMON_FONT, toCommonFont } from './theme/common-font';
export { ThemeRoot, type ThemeRootProps, type UiTheme } from './theme/theme-root';
export {
  Message,
  showToast,
  showWarning,
  TOAST_MAX_VISIBLE,
  TOAST_TIMEOUT_MS,
  ToastHost,
  type ToastMessage,
  type ToastTone,
} from './toast/toast';
export { VideoPlayer, type VideoPlayerProps, type VideoTrack } from './video-player/video-player';
export {
  formatVideoTime,
  mediaVolume,
  skipTime,
  VIDEO_SKIP_SECONDS,
  VIDEO_VOLUME_MAX,
} from './video-player/video-time';
