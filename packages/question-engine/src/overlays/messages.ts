import { compileCatalogs, type DescriptorTable } from '../i18n/compile';

/**
 * The texts of the app-wide overlays (spec §2): the vertical-window prompt, the device prompt and the
 * image preview. Kept apart from the question texts so an app shell can load them without the rest.
 */
export const overlayDescriptors = {
  verticalWindow: {
    id: 'qe.overlay.vertical',
    message: 'Please resize the browser window for the best experience.',
  },
  dismissVertical: { id: 'qe.overlay.dismissVertical', message: 'Hide this message' },
  deviceTitle: { id: 'qe.overlay.deviceTitle', message: 'Please use a PC browser' },
  needPc: {
    id: 'qe.overlay.needPc',
    message:
      'This feature needs Chrome on a Windows or Mac computer, or the student or school app on a mobile device.',
  },
  needPcFor: {
    id: 'qe.overlay.needPcFor',
    message:
      '{feature} needs Chrome on a Windows or Mac computer, or the student or school app on a mobile device.',
  },
  iSee: { id: 'qe.overlay.iSee', message: 'I see' },
  downloadWindowsChrome: { id: 'qe.overlay.windowsChrome', message: 'Chrome for Windows' },
  downloadMacChrome: { id: 'qe.overlay.macChrome', message: 'Chrome for Mac' },
  iosStudentApp: { id: 'qe.overlay.iosStudent', message: 'Student app for iOS' },
  androidStudentApp: { id: 'qe.overlay.androidStudent', message: 'Student app for Android' },
  iosSchoolApp: { id: 'qe.overlay.iosSchool', message: 'School app for iOS' },
  androidSchoolApp: { id: 'qe.overlay.androidSchool', message: 'School app for Android' },
  previewDialog: { id: 'qe.media.previewDialog', message: 'Picture preview' },
  closePreview: { id: 'qe.media.closePreview', message: 'Close' },
  previousPicture: { id: 'qe.media.previousPicture', message: 'Previous picture' },
  nextPicture: { id: 'qe.media.nextPicture', message: 'Next picture' },
  pictureOf: { id: 'qe.media.pictureOf', message: 'Picture {position} of {total}' },
} as const satisfies DescriptorTable<string>;

export type OverlayMessageKey = keyof typeof overlayDescriptors;

/** Traditional Chinese wording; the vertical-window prompt is the spec's own text. */
export const overlayHk: Record<OverlayMessageKey, string> = {
  verticalWindow: '請調整瀏覽器大小，以達至最佳效果。',
  dismissVertical: '隱藏此提示',
  deviceTitle: '請使用電腦瀏覽器',
  needPc: '此功能需要在 Windows 或 Mac 電腦上使用 Chrome 瀏覽器，流動裝置請使用學生或學校應用程式。',
  needPcFor: '{feature}需要在 Windows 或 Mac 電腦上使用 Chrome 瀏覽器，流動裝置請使用學生或學校應用程式。',
  iSee: '我知道了',
  downloadWindowsChrome: 'Windows 版 Chrome',
  downloadMacChrome: 'Mac 版 Chrome',
  iosStudentApp: 'iOS 學生應用程式',
  androidStudentApp: 'Android 學生應用程式',
  iosSchoolApp: 'iOS 學校應用程式',
  androidSchoolApp: 'Android 學校應用程式',
  previewDialog: '圖片預覽',
  closePreview: '關閉',
  previousPicture: '上一張',
  nextPicture: '下一張',
  pictureOf: '第 {position} 張，共 {total} 張',
};

/** The overlays' catalogs, compiled, to load with `i18n.load(locale, overlayMessages[locale])`. */
export const overlayMessages = compileCatalogs(overlayDescriptors, overlayHk);
