import { type CheckResult, checkAnswer } from '../src/core';
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
