import type { Locale } from '@harbour/api-client/contract';

/**
 * User-facing messages of the server in both locales. The English text is the wording of
 * back-office spec §8 where the spec gives one.
 */
export const MESSAGES = {
  unauthorized: { en: 'Please log in', hk: '請先登入' },
  sessionExpired: { en: 'Your session has expired, please log in again', hk: '登入已過期，請重新登入' },
  wrongPassword: { en: 'Wrong password', hk: '密碼錯誤' },
  oldPasswordIncorrect: { en: 'The old password you entered is not correct', hk: '你輸入的舊密碼不正確' },
  passwordUnchanged: {
    en: 'Your new password cannot be your previous password',
    hk: '新密碼不能與舊密碼相同',
  },
  passwordsInconsistent: { en: 'The passwords are inconsistent', hk: '兩次輸入的密碼不一致' },
  passwordFormat: {
    en: 'The password must be 6 to 30 characters with letters and numbers',
    hk: '密碼須為6至30位，並包含字母及數字',
  },
  userTypeError: { en: 'user type error', hk: '用戶類型錯誤' },
  tooManyAttempts: { en: 'Too many attempts, please try again later', hk: '嘗試次數過多，請稍後再試' },
  tryAgainIn: {
    en: 'Too many attempts, please try again in {seconds} seconds',
    hk: '嘗試次數過多，請於{seconds}秒後再試',
  },
  invalidField: { en: 'Invalid value of {field}', hk: '{field} 的值無效' },
  forbidden: { en: 'You have no permission to access this', hk: '你沒有權限存取此內容' },
  notFound: { en: 'No data', hk: '沒有資料' },
  payloadTooLarge: { en: 'The request is too large', hk: '請求內容過大' },
  serverError: { en: 'Internal server error', hk: '伺服器內部錯誤' },
  idempotencyKeyReused: {
    en: 'This request key was already used for a different request',
    hk: '此請求編號已用於另一個請求',
  },
  idempotencyInProgress: {
    en: 'The same request is still being processed, please try again shortly',
    hk: '相同的請求仍在處理中，請稍後再試',
  },
  homeworkExpired: { en: 'This homework has expired and cannot be deleted', hk: '此功課已過期，無法刪除' },
  deletedPractice: { en: 'Homework deleted', hk: '已刪除功課' },
  malformedAnswer: {
    en: 'The answer cannot be read for this question type: {reason}',
    hk: '答案格式與題型不符：{reason}',
  },
  uploadWrongType: {
    en: 'Upload failed: {field} must be a {allowed} file',
    hk: '上載失敗：{field} 須為 {allowed} 檔案',
  },
  uploadTooLarge: {
    en: 'Upload failed: {field} is larger than {limit}',
    hk: '上載失敗：{field} 大於 {limit}',
  },
  uploadMissingFile: { en: 'Upload failed: {field} is missing', hk: '上載失敗：缺少 {field}' },
  uploadPdfActiveContent: {
    en: 'Upload failed: {field} contains scripts, actions or embedded files, which are not accepted',
    hk: '上載失敗：{field} 含有程式碼、自動動作或內嵌檔案，不獲接受',
  },
  uploadTokenUsed: {
    en: 'Upload failed: this upload authorisation has already been used; ask for a new one',
    hk: '上載失敗：此上載授權已使用，請重新取得授權',
  },
  uploadQuotaReached: {
    en: "Upload failed: you have reached today's limit of {limit} uploads; please try again tomorrow",
    hk: '上載失敗：你今日已上載 {limit} 個檔案，已達上限，請明天再試',
  },
  uploadTokenInvalid: {
    en: 'Upload failed: the upload authorisation is invalid or expired',
    hk: '上載失敗：上載授權無效或已過期',
  },
  uploadUnknown: {
    en: 'Upload failed: this upload is unknown, finished or expired; start again',
    hk: '上載失敗：此上載不存在、已完成或已過期，請重新上載',
  },
  uploadPartTooLarge: {
    en: 'Upload failed: part {part} is larger than {limit} bytes',
    hk: '上載失敗：第 {part} 部分大於 {limit} 位元組',
  },
  uploadPartMissing: {
    en: 'Upload failed: part {part} is missing',
    hk: '上載失敗：缺少第 {part} 部分',
  },
  uploadPartDuplicate: {
    en: 'Upload failed: part {part} is named more than once',
    hk: '上載失敗：第 {part} 部分重複',
  },
  uploadPartChanged: {
    en: 'Upload failed: part {part} is not the part that was uploaded',
    hk: '上載失敗：第 {part} 部分與已上載的不符',
  },
  uploadTooManyOpen: {
    en: 'Upload failed: you have {limit} unfinished uploads; finish them or wait a few minutes',
    hk: '上載失敗：你有 {limit} 個未完成的上載，請先完成或稍候再試',
  },
  thirdPartyNotConfigured: {
    en: 'Sign-in with {provider} is not configured on this server; please log in with your account and password',
    hk: '此伺服器未設定 {provider} 登入，請以帳號及密碼登入',
  },
  thirdPartyRefused: {
    en: 'Sign-in with {provider} failed: the account is not linked to a teacher of a school',
    hk: '{provider} 登入失敗：此帳戶未連結任何學校的教師',
  },
  homeworkNameRequired: { en: 'Please enter the homework name', hk: '請輸入功課名稱' },
  homeworkNameTooLong: { en: 'The homework name can be at most 50 characters', hk: '功課名稱最多50個字' },
  endBeforeToday: { en: 'The end date cannot be before today', hk: '結束日期不能早於今天' },
  endBeforeStart: { en: 'The end date cannot be before the start date', hk: '結束日期不能早於開始日期' },
  startAfterEnd: { en: 'The start date cannot be later than the end date', hk: '開始日期不能晚於結束日期' },
  testDurationRequired: { en: 'Please enter the test duration', hk: '請輸入測驗時長' },
  testDurationAbovePeriod: {
    en: 'The duration cannot be longer than the test period',
    hk: '測驗時長不能超過測驗時段',
  },
  testMaximumRequired: { en: 'Please enter the maximum value', hk: '請輸入最高值' },
  maximumAbove100: { en: 'The maximum value cannot be above 100%', hk: '最高值不能超過100%' },
  questionNumbersFormat: {
    en: 'Question numbers must be a list such as 1,2,5-8',
    hk: '題號須為列表，例如 1,2,5-8',
  },
  insufficientQuestions: { en: 'Insufficient number of questions', hk: '題目數量不足' },
  partPublishFailed: { en: 'Part of homework publish failed', hk: '部分功課發佈失敗' },
  partDeleteFailed: { en: 'Part of homework delete failed', hk: '部分功課刪除失敗' },
  batchNoAssessment: { en: 'Assessments cannot be published in batch', hk: '評估不能批量發佈' },
  homeworkCompleted: {
    en: 'A student has completed this homework, so it cannot be deleted',
    hk: '已有學生完成此功課，無法刪除',
  },
  homeworkNotPublished: { en: 'This homework has not been published', hk: '此功課尚未發佈' },
  classNoAccess: { en: 'Class {className} has no access to this course', hk: '{className} 班未開通此課程' },
  targetGradeMismatch: {
    en: 'Every target must be in grade {grade} of the homework',
    hk: '發佈對象須為此功課的年級（{grade}）',
  },
  redoNotSubmitted: {
    en: 'Only students who have submitted can be asked to redo',
    hk: '只可要求已提交的學生重做',
  },
  workPaperDistributed: {
    en: 'This task sheet has already been published (one task sheet per publish)',
    hk: '此工作紙已發佈（每次發佈只限一份工作紙）',
  },
  questionNotInHomework: {
    en: 'This question is not part of this homework',
    hk: '此題目不屬於這份功課',
  },
  homeworkSubmitted: {
    en: 'This homework has been submitted; its answers can no longer be changed',
    hk: '此功課已提交，答案不能再修改',
  },
  testTimeUp: {
    en: "Time is up: this test's answers can no longer be changed",
    hk: '時間已到，此測驗的答案不能再修改',
  },
  noTriesLeft: {
    en: 'You have used every try at this question; your answer is checked when you hand in',
    hk: '此題已用完所有作答次數，交功課後才會批改',
  },
  homeworkNotStarted: { en: 'This homework has not started yet', hk: '此功課尚未開始' },
  testNotStarted: { en: 'Please start the test first', hk: '請先開始測驗' },
  testNotOpen: {
    en: 'This test can only be started between its start and end time',
    hk: '此測驗只可在開始及結束時間之間開始',
  },
  submitTips: {
    en: 'Please answer every question before submitting: question {numbers} not answered',
    hk: '請完成所有題目後再提交：第 {numbers} 題尚未作答',
  },
  mediaNotUploaded: {
    en: 'Upload failed: {field} is not a file you uploaded',
    hk: '上載失敗：{field} 不是你上載的檔案',
  },
  scoreNotWhole: {
    en: 'The score must be a whole number from 0 to {limit}',
    hk: '分數須為 0 至 {limit} 的整數',
  },
  scoreNegative: { en: 'The score cannot be below 0', hk: '分數不能低於 0' },
  scoreAboveMaximum: {
    en: 'The score cannot be above the maximum of {limit}',
    hk: '分數不能高於滿分 {limit} 分',
  },
  criterionNotWhole: {
    en: 'The score of {ruleName} must be a whole number from 0 to {limit}',
    hk: '「{ruleName}」的分數須為 0 至 {limit} 的整數',
  },
  criterionNegative: {
    en: 'The score of {ruleName} cannot be below 0',
    hk: '「{ruleName}」的分數不能低於 0',
  },
  criterionAboveMaximum: {
    en: 'The score of {ruleName} cannot be above its total of {limit}',
    hk: '「{ruleName}」的分數不能高於其總分 {limit} 分',
  },
  criteriaMismatch: {
    en: 'Give one score for each of the {limit} scoring criteria ({ruleName})',
    hk: '請為 {limit} 項評分準則各給一個分數（{ruleName}）',
  },
  criteriaSum: {
    en: 'The score must be the sum of the criteria scores, {limit}',
    hk: '分數須等於各評分準則分數之和 {limit} 分',
  },
  commentRequired: { en: 'Please write a comment with this score', hk: '請為此分數填寫評語' },
  markingSaved: {
    en: 'Saved marking cannot be edited again: give a reason to override the score',
    hk: '已儲存的批改不能再修改：如需更改分數，請填寫更改原因',
  },
  autoScoreOverride: {
    en: 'This score was given by the automatic check: give a reason to override it',
    hk: '此分數由系統自動批改：如需更改，請填寫更改原因',
  },
  markingConflict: {
    en: '{name} saved the marking of this answer in the meantime; reload it before saving',
    hk: '{name} 剛剛已儲存此答案的批改，請重新載入後再儲存',
  },
  answerChanged: {
    en: 'The student answered this question again in the meantime; reload it before saving',
    hk: '學生剛剛重新作答此題，請重新載入後再儲存',
  },
  answerNotSubmitted: {
    en: 'This answer has not been submitted yet, so it cannot be marked',
    hk: '此答案尚未提交，未能批改',
  },
  resultsAnnounced: {
    en: 'The results have been published and class scoring has ended: give a reason to override the score',
    hk: '成績已公佈，班級評分已結束：如需更改分數，請填寫更改原因',
  },
  pictureTooLargeToRotate: {
    en: 'Picture length/width over 4096, unable to rotate',
    hk: '圖片長度或寬度超過 4096，無法旋轉',
  },
  notAllScored: { en: 'Some students have not been scored', hk: '部分學生尚未評分' },
  unscoredStudents: {
    en: '{count} students have no score for any question that needs marking. Publish the results anyway?',
    hk: '有 {count} 名學生所有須批改的題目均未評分，是否仍要公佈成績？',
  },
  notAnExam: { en: 'Only a test or exam can be withdrawn', hk: '只可撤回測驗或考試' },
  commentBankFull: {
    en: 'Your comment bank holds {limit} comments, as many as it can: delete one before saving another',
    hk: '你的評語庫已有 {limit} 則評語，已達上限：請先刪除一則再儲存',
  },
  examWithdrawn: {
    en: 'This exam has been withdrawn and its records erased',
    hk: '此測驗已撤回，學生記錄已清除',
  },
  calendarEndBeforeStart: { en: 'The last day is before the first day', hk: '結束日期早於開始日期' },
  unitOutsideTerm: {
    en: 'A unit must lie inside its term ({start} to {end})',
    hk: '單元日期須在學期之內（{start} 至 {end}）',
  },
  termUnitsOutside: {
    en: 'The unit "{name}" ({start} to {end}) would fall outside the term: change the unit first',
    hk: '單元「{name}」（{start} 至 {end}）會在學期之外，請先修改該單元',
  },
  termOverlap: {
    en: 'The term overlaps semester {semester} of {year} ({start} to {end})',
    hk: '學期日期與{year}學年第{semester}學期（{start} 至 {end}）重疊',
  },
  termSemesterTaken: {
    en: 'Semester {semester} of {year} already exists',
    hk: '{year}學年第{semester}學期已經存在',
  },
  unitOverlap: {
    en: 'The unit overlaps "{name}" ({start} to {end}) of the same class and subject',
    hk: '單元日期與同班同科的「{name}」（{start} 至 {end}）重疊',
  },
  termHasHomework: {
    en: "Homework belongs to this term's units: it cannot be deleted",
    hk: '此學期的單元已有功課，不可刪除',
  },
  otherHomeworkUnit: {
    en: 'The "Other homework" unit is kept by the system and cannot be changed or deleted',
    hk: '「其他功課」單元由系統管理，不可修改或刪除',
  },
  unitPaper: {
    en: "A paper is not a course paper of this class's grade and subject",
    hk: '試卷不屬於此班級年級及科目的課程',
  },
  importRequired: { en: 'Required', hk: '必須填寫' },
  importTooLong: { en: 'At most {max} characters', hk: '最多{max}個字' },
  importBadDate: { en: 'Not a date (YYYY-MM-DD)', hk: '日期格式不正確（YYYY-MM-DD）' },
  importUnknownClass: { en: 'No class of this name in the school', hk: '學校沒有此班級' },
  importUnknownSubject: {
    en: 'Unknown subject (CHINESE, ENGLISH or MATH)',
    hk: '未知科目（中文、英文或數學）',
  },
  importOutOfScope: {
    en: 'You may not set up this class and subject',
    hk: '你沒有權限設定此班級及科目',
  },
  importBadOrder: { en: 'A whole number from 1 to 999', hk: '須為1至999的整數' },
  importUnknownPaper: {
    en: 'No course paper "{name}" of this class\'s grade and subject',
    hk: '此班級年級及科目沒有試卷「{name}」',
  },
  importBadObjective: {
    en: '"{text}" is not "ASPECT: knowledge point" (aspects: {aspects})',
    hk: '「{text}」不是「學習範疇: 知識點」（學習範疇：{aspects}）',
  },
  importRowsOverlap: {
    en: 'Overlaps row {row} of the same class and subject',
    hk: '與同班同科的第{row}行重疊',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The message in the locale, with {name} placeholders filled. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The language a request's Accept-Language header asks for: its first tag, en… for en and zh… for hk;
 * null when it names neither (absent, or `*` as Node's fetch sends), so the caller falls back.
 */
export function localeFromHeader(header: string | undefined): Locale | null {
  const first = header?.trim().toLowerCase() ?? '';
  if (/^en\b/.test(first)) return 'en';
  if (/^zh\b/.test(first)) return 'hk';
  return null;
}
