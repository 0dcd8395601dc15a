import type { MediaAnswer } from '@harbour/api-client';
import { mediaHoldsSomething } from '@harbour/domain';

interface Clip {
  name?: unknown;
  url?: unknown;
}

const clips = (list: unknown) =>
  (Array.isArray(list) ? (list as Clip[]) : [])
    .filter((clip) => typeof clip?.url === 'string' && clip.url !== '')
    .map((clip) => ({ name: typeof clip.name === 'string' ? clip.name : '', url: clip.url as string }));

/**
 * The engine's local answer of an essay, long answer or speaking question as the answer call's `localAnswer`
 * (mediaAnswerSchema): only the fields the contract knows, clips without a stored URL left out. null for
 * anything else.
 */
export function toMediaAnswer(local: unknown): MediaAnswer | null {
  if (!local || typeof local !== 'object') return null;
  const value = local as Record<string, unknown>;
  if ('imgUrl' in value || 'text' in value) {
    const answerType =
      value.answerType === 'PICTURE' || value.answerType === 'TEXT' ? value.answerType : null;
    return {
      answerType,
      imgUrl: (Array.isArray(value.imgUrl) ? value.imgUrl : [])
        .filter((url): url is string => typeof url === 'string' && url !== '')
        .slice(0, 3),
      text: typeof value.text === 'string' ? value.text : '',
    };
  }
  if ('uploadList' in value || 'makeList' in value) {
    const answerType =
      value.answerType === 'UPLOAD' || value.answerType === 'RECORD' ? value.answerType : null;
    return { answerType, uploadList: clips(value.uploadList), makeList: clips(value.makeList) };
  }
  return null;
}

/**
 * Whether a media answer holds something: a photo, some text, a recording. (The engine lets an essay be
 * submitted empty; the navigator marks it answered only when it is not.)
 */
export function mediaAnswered(answer: MediaAnswer | null): boolean {
  return mediaHoldsSomething(answer);
}
