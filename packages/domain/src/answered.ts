/**
 * One saved part of a student's answer to a homework question: the whole question's, or one sub-question's of
 * a composite. `localAnswer` is the media answer (photos, text, recordings) when the part has one.
 */
export interface SavedAnswerPart {
  studentAnswer: string;
  localAnswer?: unknown;
}

/** Whether a media answer (photos and text, or recordings) holds something; a deleted recording does not. */
export function mediaHoldsSomething(local: unknown): boolean {
  if (!local || typeof local !== 'object') return false;
  const value = local as Record<string, unknown>;
  const filled = (list: unknown) =>
    Array.isArray(list) &&
    list.some((item) =>
      typeof item === 'string' ? item !== '' : typeof item?.url === 'string' && item.url !== '',
    );
  if ('imgUrl' in value || 'text' in value)
    return filled(value.imgUrl) || (typeof value.text === 'string' && value.text.trim() !== '');
  return filled(value.uploadList) || filled(value.makeList);
}

/**
 * Whether a homework question counts as answered, on the home list's "n of m answered" and the homework page's
 * navigator alike (the one rule): some saved part of it holds something. A composite answered in part counts;
 * an answer taken back to nothing (a deleted recording) does not. Whether a hand-in may leave it is another
 * rule (the server's submitTips names the composites still missing a part).
 */
export function questionAnswered(parts: readonly SavedAnswerPart[]): boolean {
  return parts.some((part) => part.studentAnswer !== '' || mediaHoldsSomething(part.localAnswer));
}
