import { type CheckResult, checkAnswer, registry } from '@harbour/question-core';
import { sampleBaseQuestions } from '@harbour/question-core/samples';
import { benchPaper, fillInBaseline, tenBlankAnswer, tenBlankFillIn } from './papers';

// Answers arrive from the network, so the benchmark uses fresh (non-literal) strings like a server.
const student = JSON.parse(JSON.stringify(tenBlankAnswer)) as string;
const reference = JSON.parse(JSON.stringify(tenBlankFillIn.questionAnswer)) as string;

export function checkFillIn(): CheckResult {
  return checkAnswer(tenBlankFillIn, student);
}

export function baseline(): boolean {
  return fillInBaseline(reference, student);
}

export function checkPaper(): number {
  let right = 0;
  for (const [question, answer] of benchPaper) if (checkAnswer(question, answer).status === 'RIGHT') right++;
  return right;
}

/** Hostile answers of about 200,000 characters: runs of the encodings' own markers. */
export const HOSTILE_LENGTH = 200_000;
const HOSTILE_UNITS = ['[U:', '[作答##', '#', '-;', '|##', 'ｋ', '$$', '[$$]'];
const hostile = HOSTILE_UNITS.map((unit) => unit.repeat(Math.ceil(HOSTILE_LENGTH / unit.length)));
/** Characters handled by one call of a hostile case. */
export const HOSTILE_CHARACTERS = hostile.reduce((sum, input) => sum + input.length, 0);

const punctuation = sampleBaseQuestions.find((q) => q.questionType === 'PUNCTUATION')!;
const fillIn = sampleBaseQuestions.find((q) => q.questionType === 'COMPLETION')!;

/** The punctuation parser itself on every hostile input (registry decode: no length check). */
export function parseHostilePunctuation(): number {
  let cells = 0;
  for (const input of hostile) cells += registry.PUNCTUATION.decode(punctuation, input).length;
  return cells;
}

/** checkAnswer of a punctuation question on every hostile input: refused by length, unread. */
export function checkHostilePunctuation(): number {
  let wrong = 0;
  for (const input of hostile) if (checkAnswer(punctuation, input).status === 'WRONG') wrong++;
  return wrong;
}

/** checkAnswer of a fill-in question (free text, no length bound) on every hostile input. */
export function checkHostileFillIn(): number {
  let wrong = 0;
  for (const input of hostile) if (checkAnswer(fillIn, input).status === 'WRONG') wrong++;
  return wrong;
}
