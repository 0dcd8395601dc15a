import type { Messages } from '@lingui/core';
import { type QuestionMessageKey, qm } from './messages';

/**
 * Traditional Chinese (locale code hk, the default) wording. Where the spec gives the Chinese
 * text it is kept exactly, including the simplified characters of the microphone errors.
 */
const hkSource: Record<QuestionMessageKey, string> = {
  serialNo: '第 {serialNo} 題',
  submit: '提交',
  submitting: '提交中…',
  again: '再做一次',
  submitTips: '請先作答再提交。',
  serverError: '伺服器內部錯誤',
  showExplanation: '查看答案及解析',
  hideExplanation: '收起答案及解析',
  explanation: '解析',
  rightAnswer: '正確答案：{answer}',
  noExplanation: '此題沒有解析。',
  statusRight: '正確',
  statusWrong: '錯誤',
  statusPartRight: '部分正確',
  statusNotCorrect: '等待老師批改',
  resultRegion: '結果',
  answerArea: '作答區',
  previous: '上一題',
  next: '下一題',
  subQuestionOf: '第 {index} 小題，共 {total} 小題',
  fontSize: '字體大小',
  fontLarge: '大',
  fontDefault: '預設',
  fontSmall: '小',
  picture: '圖片 {index}',
  openPreview: '全螢幕查看圖片',
  closePreview: '關閉',
  previewDialog: '圖片預覽',
  unsupportedType: '暫不支援此題型。',
  listenTitle: '題目音頻',
  listenPreview: '預習音頻',
  listenContent: '聆聽音頻',
  play: '播放',
  pause: '暫停',
  audioPosition: '播放進度',
  playsLeft: '剩餘播放次數：{count}',
  playsUsed: '已沒有播放次數',
  options: '選項',
  optionRight: '正確',
  optionWrong: '錯誤',
  pleaseSelect: '請選擇',
  gap: '第 {index} 空',
  gapRight: '第 {index} 空正確',
  gapWrong: '第 {index} 空錯誤',
  mathInput: '第 {index} 空的數學輸入',
  choosePhoto: '拍照上傳',
  chooseText: '文字作答',
  back: '返回',
  addPhotos: '加入相片（jpg、jpeg、png，最多3張）',
  deletePhoto: '刪除第 {index} 張相片',
  onlyJpg: '只支持jpg、jpeg、png格式的圖片',
  moreThree: '最多上傳3張圖片，多出的圖片未有加入',
  wordsCount: '{count} / {limit} 字',
  essayText: '你的答案',
  uploading: '上傳中…',
  uploadFailed: '上傳失敗，請再試一次。',
  chooseUpload: '上傳錄音',
  chooseRecord: '錄音',
  startRecording: '開始錄音',
  stopRecording: '停止錄音',
  recordingTime: '已錄音 {seconds} 秒，最多 {max} 秒',
  voiceLevel: '音量',
  encoding: '正在儲存錄音…',
  onlyMp3: '只支持mp3格式錄音',
  minRecord: '請最少錄音10s時長',
  maxRecord: '最多錄音180s',
  deleteClip: '刪除錄音 {name}',
  deleteConfirm: '你確定要刪除此段錄音嗎？',
  yes: '是',
  thinkAgain: '不，我要再想想',
  micUnsupported: '当前浏览器不支持录音功能。',
  micDenied: '用户拒绝提供信息。',
  micHardware: '浏览器不支持硬件设备。',
  micNotFound: '无法发现指定的硬件设备。',
  micOther: '无法打开麦克风。异常信息:{code}',
  pool: '待放置的選項',
  slot: '第 {index} 格',
  slotWith: '第 {index} 格：{content}',
  emptySlot: '第 {index} 格，未有內容',
  picked: '已拿起「{content}」，請選擇要放入的格子。',
  placed: '「{content}」已放入第 {index} 格。',
  returned: '「{content}」已放回選項。',
  dragHint: '把選項拖到格子中，或先按選項再按格子。按已放置的選項可把它放回。',
  connectTip: '提示：請先點擊左側內容開始連線',
  connectTipVertical: '提示：請先點擊上方內容開始連線',
  deleteLink: '刪除連線 {from} – {to}',
  linkedTo: '已連到 {to}',
  linked: '已連接 {from} 與 {to}。',
  selectedItem: '已選擇 {item}，請選擇要連接的項目。',
  leftItems: '連線起點',
  rightItems: '連線終點',
  matchFor: '{item} 的配對',
  symbolBar: '符號欄',
  underline: '下劃綫',
  mark: '標記',
  appendMode: '追加符號（不取代原有符號）',
  noPunctuationInUnderline: '下劃綫中不能有標點符號',
  punctuationText: '待加標點的文字',
  symbolSlot: '第 {index} 個標點位置：{content}',
  emptySymbol: '空',
  removeRange: '移除{kind}：{text}',
  selectionHint: '拖動滑鼠或按 Shift 及方向鍵選取文字，再按「下劃綫」或「標記」。先選符號，再按標點位置。',
  symbolPicked: '已選擇符號 {symbol}，請選擇標點位置。',
  cellRight: '正確',
  cellWrong: '錯誤',
  verticalWindow: '請調整瀏覽器大小，以達至最佳效果。',
  needPc: '此功能需要在 Windows 或 Mac 電腦上使用 Chrome 瀏覽器，流動裝置請使用學生或學校應用程式。',
  iSee: '我知道了',
  downloadWindowsChrome: 'Windows 版 Chrome',
  downloadMacChrome: 'Mac 版 Chrome',
  iosStudentApp: 'iOS 學生應用程式',
  androidStudentApp: 'Android 學生應用程式',
  iosSchoolApp: 'iOS 學校應用程式',
  androidSchoolApp: 'Android 學校應用程式',
};

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Compiles a message with plain `{name}` placeholders to Lingui's compiled form, so the catalogs
 * work in production builds, where Lingui has no runtime compiler.
 */
export function compilePlainMessage(source: string): Messages[string] {
  const parts: (string | [string])[] = [];
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(source.slice(last, match.index));
    parts.push([match[1] as string]);
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push(source.slice(last));
  return parts.length === 0 ? [''] : parts;
}

function compileCatalog(source: Record<QuestionMessageKey, string>): Messages {
  const out: Messages = {};
  for (const key of Object.keys(qm) as QuestionMessageKey[]) {
    out[qm[key].id] = compilePlainMessage(source[key]);
  }
  return out;
}

const enSource = Object.fromEntries(
  Object.entries(qm).map(([key, descriptor]) => [key, descriptor.message]),
) as Record<QuestionMessageKey, string>;

/** The question engine's catalogs, compiled, to load with `i18n.load(questionEngineMessages)`. */
export const questionEngineMessages: { hk: Messages; en: Messages } = {
  hk: compileCatalog(hkSource),
  en: compileCatalog(enSource),
};
