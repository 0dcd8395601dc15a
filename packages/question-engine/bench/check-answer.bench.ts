import { bench, describe } from 'vitest';
import { checkAnswer } from '../src/core';
import { benchPaper, fillInBaseline, tenBlankAnswer, tenBlankFillIn } from './papers';

describe('checkAnswer, 10-blank fill-in with alternatives', () => {
  bench('checkAnswer (fill-in, 10 blanks)', () => {
    checkAnswer(tenBlankFillIn, tenBlankAnswer);
  });
  bench('baseline: compare the two joined strings', () => {
    fillInBaseline(tenBlankFillIn.questionAnswer ?? '', tenBlankAnswer);
  });
});

describe('checkAnswer, 40-question mixed paper', () => {
  bench('checkAnswer x 40 (one paper)', () => {
    for (const [question, answer] of benchPaper) checkAnswer(question, answer);
  });
});
