import type { QuestionMessageKey } from '../../i18n/messages';

type Translate = (key: QuestionMessageKey, values?: Record<string, string | number>) => string;

/**
 * How a recording or photo of an answer is named to the student: by its place and its question
 * ("Recording 1 of question 3"), never by the stored file's name (a number like 1795798494154.mp3).
 */
export function mediaAnswerName(
  t: Translate,
  kind: 'recording' | 'photo',
  index: number,
  serialNo: number | string | undefined,
): string {
  if (serialNo === undefined || serialNo === '')
    return t(kind === 'recording' ? 'recordingName' : 'photoName', { index });
  return t(kind === 'recording' ? 'recordingOfQuestion' : 'photoOfQuestion', { index, serialNo });
}
