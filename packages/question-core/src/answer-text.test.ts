import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKey, answerText, countWords, rightAnswerText, sameAnswer } from './answer-text';
import { sampleBaseQuestions, sampleChart, sampleQuestions, sampleReading } from './fixtures';
import type { BaseQuestion } from './model';

function sample(id: string): BaseQuestion {
  const question = sampleBaseQuestions.find((q) => q.questionId === id);
  if (!question) throw new Error(`no sample ${id}`);
  return question;
}

describe('answerText', () => {
  it("names a single choice by its letter and text, in the player's letters", () => {
    const radio = sample('sample-radio-en');
    expect(answerText(radio, '2')).toBe('B. goes');
    expect(answerText(radio, ' 4 ')).toBe('D. gone');
    expect(answerText(radio, '')).toBe('(no answer)');
    expect(answerText(radio, '', { locale: 'hk' })).toBe('（未作答）');
    // An option the question does not have is shown as sent.
    expect(answerText(radio, '9')).toBe('9');
  });

  it('lists a multiple choice in the order given, each option once', () => {
    expect(answerText(sampleChart.combinationQuestions[1] as BaseQuestion, '2;1;2')).toBe('B. 香蕉, A. 蘋果');
  });

  it('joins blanks, numbering several, math as its TeX, empty blanks as a dash', () => {
    const fill = sampleBaseQuestions.find((q) => q.questionType === 'COMPLETION' && q.subjectCode !== 'MATH');
    expect(fill).toBeDefined();
    expect(answerText(fill as BaseQuestion, 'kitten##puppy')).toBe('(1) kitten  (2) puppy');
    expect(answerText(fill as BaseQuestion, '##puppy')).toBe('(1) —  (2) puppy');
    expect(answerText(fill as BaseQuestion, '##')).toBe('(no answer)');
    const math = sampleBaseQuestions.find((q) => q.questionType === 'COMPLETION' && q.useMathKeyboard);
    const mathQuestion = math ?? { ...(fill as BaseQuestion), useMathKeyboard: true };
    expect(answerText(mathQuestion, '$$\\frac{3}{4}$$##$$9$$')).toBe('(1) \\frac{3}{4}  (2) 9');
    expect(answerText(sampleChart.combinationQuestions[0] as BaseQuestion, '7')).toBe('7');
  });

  it('reads a recombined sentence in order: spaced words, Chinese characters together', () => {
    expect(answerText(sample('sample-group-sentences-en'), 'walk##I##to##school')).toBe('walk I to school');
    const chinese = { ...sample('sample-group-sentences-en'), blankNum: 3 };
    expect(answerText(chinese, '我##喜歡##Tom')).toBe('我喜歡 Tom');
  });

  it('writes pairs as left → right with their numbers and texts', () => {
    expect(answerText(sample('sample-connect-en'), '1-B;2-A')).toBe('1. cat → B. meow; 2. dog → A. moo');
    expect(answerText(sample('sample-matching-math'), '1-2;2-')).toBe(
      '1. \\frac{1}{2} → B. 0.5; 2. \\frac{1}{4} → —',
    );
  });

  it('letters a matching question’s right items as the player shows them: "1-3" reads 1 → C, never 1-3', () => {
    const text = answerText(sample('sample-matching-math'), '1-3;3-1');
    expect(text).toBe('1. \\frac{1}{2} → C. 0.25; 3. \\frac{3}{4} → A. 0.75');
    expect(text).not.toMatch(/\d-\d/);
    expect(rightAnswerText(sample('sample-matching-math'))).toBe(
      '1. \\frac{1}{2} → B. 0.5; 2. \\frac{1}{4} → C. 0.25; 3. \\frac{3}{4} → A. 0.75',
    );
  });

  it('puts dragged words in their gaps', () => {
    expect(answerText(sample('sample-text-drag-zh'), '2;1')).toBe('(1) 公園裏  (2) 快樂');
    expect(answerText(sample('sample-text-drag-zh'), ';3')).toBe('(1) —  (2) 安靜');
  });

  it('reads punctuation as the passage with its symbols, underlines and marks', () => {
    const question = sample('sample-punctuation-zh');
    expect(answerText(question, '[U:小明]說[作答##：][作答##「]今天天氣真好[作答##！][$$]')).toBe(
      '_小明_說：「今天天氣真好！□',
    );
    expect(
      answerText(sample('sample-punctuation-all-zh'), '我們去[T:香港]旅行[作答##，]玩得很開心[作答##。]'),
    ).toBe('我們去[香港]旅行，玩得很開心。');
  });

  it('describes written and spoken answers from their stored local answer', () => {
    const essay = sample('sample-essay-zh');
    expect(
      answerText(essay, '', {
        localAnswer: { answerType: 'TEXT', imgUrl: [], text: '那天早上，我很開心。' },
      }),
    ).toBe('(written answer, 8 words)');
    expect(
      answerText(sample('sample-long-answer-en'), '', {
        locale: 'hk',
        localAnswer: { answerType: 'PHOTO', imgUrl: ['a.jpg', 'b.jpg'], text: 'It saves energy.' },
      }),
    ).toBe('（文字作答，3 字） （2 張相片）');
    expect(answerText(essay, '')).toBe('(written answer)');
    expect(answerText(essay, '', { localAnswer: { answerType: null, imgUrl: [], text: ' ' } })).toBe(
      '(no answer)',
    );
    const talk = sample('sample-talk-zh');
    expect(
      answerText(talk, '', {
        localAnswer: { uploadList: [], makeList: [{ name: '1.mp3', url: 'x/1.mp3' }] },
      }),
    ).toBe('(recording)');
    expect(
      answerText(talk, '', {
        locale: 'hk',
        localAnswer: { uploadList: [{ url: 'a.mp3' }], makeList: [{ url: 'b.mp3' }] },
      }),
    ).toBe('（2 段錄音）');
  });

  it("numbers a composite's children, from a record or its JSON", () => {
    const answers = { 'sample-read-en-1': '2', 'sample-read-en-2': 'Saturday##Amy' };
    expect(answerText(sampleReading, answers)).toBe('1. B. red; 2. (1) Saturday  (2) Amy');
    expect(answerText(sampleReading, JSON.stringify({ 'sample-read-en-2': 'x##' }))).toBe(
      '1. (no answer); 2. (1) x  (2) —',
    );
    expect(answerText(sampleReading, 'not json')).toBe('1. (no answer); 2. (no answer)');
  });

  it('shortens a long answer with an ellipsis, by characters', () => {
    const fill = sampleBaseQuestions.find((q) => q.questionType === 'SHORT_ANSWER') as BaseQuestion;
    const text = answerText({ ...fill, blankNum: 1 }, '桃'.repeat(300), { maxLength: 10 });
    expect(Array.from(text)).toHaveLength(10);
    expect(text.endsWith('…')).toBe(true);
  });

  it('strips HTML from option texts', () => {
    const radio = sample('sample-radio-en');
    const html = {
      ...radio,
      options: [{ ...radio.options![0]!, optionContent: '<b>go</b> &amp; <i>come</i>' }],
    };
    expect(answerText(html, '1')).toBe('A. go & come');
  });

  it('never throws, on any question with any answer string', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sampleQuestions),
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.string({ unit: 'grapheme', maxLength: 60 }),
        ),
        fc.constantFrom<'hk' | 'en'>('hk', 'en'),
        (question, encoded, locale) => {
          const text = answerText(question, encoded, { locale });
          expect(typeof text).toBe('string');
          expect(Array.from(text).length).toBeLessThanOrEqual(200);
          expect(typeof answerKey(question, encoded)).toBe('string');
          expect(sameAnswer(question, encoded, encoded)).toBe(true);
          expect(typeof rightAnswerText({ ...question, questionAnswer: encoded } as never, { locale })).toBe(
            'string',
          );
        },
      ),
      { numRuns: 5000 },
    );
    // Broken questions and answers of the wrong kind give text, not an exception.
    for (const broken of [
      null,
      undefined,
      7,
      'x',
      {},
      { questionType: 'NOPE' },
      { questionType: 'SINGLE_CHOICE', options: 5 },
    ]) {
      for (const encoded of ['', '1', null, undefined, 5, {}]) {
        expect(typeof answerText(broken as never, encoded as never)).toBe('string');
        expect(typeof answerKey(broken as never, encoded as never)).toBe('string');
        expect(typeof rightAnswerText(broken as never, encoded as never)).toBe('string');
      }
    }
  });
});

describe('rightAnswerText', () => {
  it("reads each type's key as answerText reads an answer", () => {
    expect(rightAnswerText(sample('sample-radio-en'))).toBe('B. goes');
    const fill = sampleBaseQuestions.find(
      (q) => q.questionType === 'COMPLETION' && q.subjectCode !== 'MATH',
    ) as BaseQuestion;
    // A blank's first accepted alternative.
    expect(fill.questionAnswer).toBe('kitten|kitty##puppy|pup');
    expect(rightAnswerText(fill)).toBe('(1) kitten  (2) puppy');
    expect(rightAnswerText(sample('sample-group-sentences-en'))).toBe('I walk to school');
    expect(rightAnswerText(sample('sample-connect-en'))).toBe(
      '1. cat → B. meow; 2. dog → C. woof; 3. cow → A. moo',
    );
    expect(rightAnswerText(sample('sample-punctuation-zh'))).toBe('_小明_說：「今天天氣真好！」');
  });

  it('is empty for a teacher-marked question and a question without a key', () => {
    expect(rightAnswerText(sample('sample-essay-zh'))).toBe('');
    expect(rightAnswerText(sample('sample-talk-zh'))).toBe('');
    expect(rightAnswerText({ ...sample('sample-radio-en'), questionAnswer: '' })).toBe('');
  });

  it("numbers a composite's children, a child without a key as a dash", () => {
    expect(rightAnswerText(sampleReading)).toBe('1. B. red; 2. (1) Saturday  (2) Amy');
    const withEssay = {
      ...sampleReading,
      combinationQuestions: [sampleReading.combinationQuestions[0]!, sample('sample-essay-zh')],
    };
    expect(rightAnswerText(withEssay, { locale: 'hk' })).toBe('1. B. red; 2. —');
  });
});

describe('answerKey and sameAnswer', () => {
  it('group choices regardless of order, repeats and case', () => {
    const multiple = sampleChart.combinationQuestions[1] as BaseQuestion;
    expect(sameAnswer(multiple, '2;1', '1;2;2')).toBe(true);
    expect(sameAnswer(multiple, '1', '1;2')).toBe(false);
    expect(sameAnswer(sample('sample-connect-en'), '2-C;1-b', '1-B;2-C')).toBe(true);
  });

  it('group blanks as the checker compares them: case, full width and math spelling', () => {
    const fill = sampleBaseQuestions.find(
      (q) => q.questionType === 'COMPLETION' && q.subjectCode !== 'MATH',
    ) as BaseQuestion;
    expect(sameAnswer(fill, ' Kitten ##puppy', 'ｋｉｔｔｅｎ##PUPPY')).toBe(true);
    expect(sameAnswer(fill, 'kitten##puppy', 'puppy##kitten')).toBe(false);
    expect(sameAnswer({ ...fill, answerCaseSensitiveStatus: true }, 'Kitten##x', 'kitten##x')).toBe(false);
    expect(sameAnswer(fill, '$$\\frac34$$##', '$$\\frac{3}{4}$$##')).toBe(true);
    expect(answerKey(fill, '##')).toBe('');
  });

  it('group written answers by their text, not by their (empty) submitted string', () => {
    const essay = sample('sample-essay-zh');
    const a = answerKey(essay, '', { text: 'Hello  world', imgUrl: [] });
    expect(a).toBe(answerKey(essay, '', { text: 'Hello world ', imgUrl: [] }));
    expect(a).not.toBe(answerKey(essay, '', { text: 'Goodbye', imgUrl: [] }));
    expect(answerKey(essay, '')).toBe('');
  });

  it('group a composite child by child', () => {
    expect(
      sameAnswer(
        sampleReading,
        { 'sample-read-en-1': '2', 'sample-read-en-2': 'AMY##x' },
        {
          'sample-read-en-2': 'amy##x',
          'sample-read-en-1': '2;',
        },
      ),
    ).toBe(true);
    expect(answerKey(sampleReading, {})).toBe('');
  });
});

it('counts words: a Chinese character each, a run of other letters each', () => {
  expect(countWords('I like 香港 very much!')).toBe(6);
  expect(countWords('')).toBe(0);
  expect(countWords("don't stop — now")).toBe(3);
});
