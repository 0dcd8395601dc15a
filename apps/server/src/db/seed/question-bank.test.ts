import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SubjectCode } from '@harbour/api-client/contract';
import { textbookTypesForGrade } from '@harbour/domain';
import {
  BASE_QUESTION_TYPES,
  type BaseQuestion,
  COMPOSITE_QUESTION_TYPES,
  CONNECT_LETTERS,
  checkAnswer,
  checkComposite,
  isCompositeQuestion,
  parseQuestion,
  type Question,
} from '@harbour/question-engine/core';
import { assetsFolder } from '../../assets';
import { rightAnswerOf } from './homework';
import { type BankQuestion, buildQuestionBank, KNOWLEDGE_POINTS, VARIANTS_PER_TYPE } from './question-bank';

const bank = buildQuestionBank();
const SUBJECTS: SubjectCode[] = ['CHINESE', 'ENGLISH', 'MATH'];
const TYPES = [...BASE_QUESTION_TYPES, ...COMPOSITE_QUESTION_TYPES];
const TEACHER_MARKED = new Set(['ESSAY', 'LONG_ANSWER', 'SPEAKING']);

/** A readable label of a bank question for failure messages. */
const label = (q: BankQuestion) =>
  `${q.subjectCode} ${q.questionType} P${q.gradeCode} "${q.searchText.slice(0, 40)}"`;
const childrenOf = (question: Question): BaseQuestion[] =>
  isCompositeQuestion(question) ? question.combinationQuestions : [question];
/** Every text a student reads: title, text parts and text options, of the question and its children. */
function textsOf(question: Question): string[] {
  const own = [
    question.questionTitle,
    ...question.question.filter((p) => p.contentType === 'TEXT').map((p) => p.content),
  ];
  const children = isCompositeQuestion(question) ? question.combinationQuestions.flatMap(textsOf) : [];
  const options = isCompositeQuestion(question)
    ? []
    : (question.options ?? []).filter((o) => o.optionType === 'TEXT').map((o) => o.optionContent);
  return [...own, ...options, ...children].filter((value) => value.trim() !== '');
}
const CJK = /[\u4e00-\u9fff]/;
/** Simplified-only forms of common characters: the bank is written in Traditional Chinese. */
const SIMPLIFIED = /[们这说时学问题数图书个长边钱买卖两来么为发现写读听对错应该条词语阅]/;

describe('the authored question bank', () => {
  it(`has at least ${VARIANTS_PER_TYPE} questions of every type in every subject`, () => {
    const counts = SUBJECTS.flatMap((subject) =>
      TYPES.map((type) => [
        subject,
        type,
        bank.filter((q) => q.subjectCode === subject && q.questionType === type).length >= VARIANTS_PER_TYPE,
      ]),
    );
    expect(counts.filter(([, , enough]) => !enough)).toEqual([]);
    expect(bank.length).toBeGreaterThanOrEqual(SUBJECTS.length * TYPES.length * VARIANTS_PER_TYPE);
  });

  it('parses every question with the engine, unchanged, with its catalogue fields matching the content', () => {
    for (const q of bank) {
      const parsed = parseQuestion(q.content);
      expect([label(q), parsed.ok ? 'ok' : parsed.error]).toEqual([label(q), 'ok']);
      if (!parsed.ok) continue;
      expect(parsed.question).toEqual(q.content);
      expect([label(q), q.content.subjectCode, q.content.questionType]).toEqual([
        label(q),
        q.subjectCode,
        q.questionType,
      ]);
      expect(q.searchText.length).toBeGreaterThan(0);
    }
  });

  it('answers every question RIGHT with its own key, and not with an empty answer', () => {
    for (const q of bank) {
      const question = q.content;
      if (isCompositeQuestion(question)) {
        const answers = Object.fromEntries(
          question.combinationQuestions.map((c) => [c.questionId, rightAnswerOf(c)]),
        );
        expect([label(q), checkComposite(question, answers).status]).toEqual([label(q), 'RIGHT']);
        expect([label(q), checkComposite(question, {}).status]).toEqual([label(q), 'WRONG']);
        continue;
      }
      if (TEACHER_MARKED.has(question.questionType)) {
        expect([label(q), checkAnswer(question, 'anything').status]).toEqual([label(q), 'NOT_CORRECT']);
        continue;
      }
      expect([label(q), checkAnswer(question, rightAnswerOf(question)).status]).toEqual([label(q), 'RIGHT']);
      expect([label(q), checkAnswer(question, '').status]).toEqual([label(q), 'WRONG']);
    }
  });

  it('keeps every key consistent with what the student is shown', () => {
    /** Each part of a key is an option the student is shown (matched on `field`). */
    const expectKeyPartsOffered = (
      where: string,
      parts: readonly string[],
      options: NonNullable<BaseQuestion['options']>,
      field: 'optionNo' | 'optionContent' | 'serialNo',
    ) => {
      for (const part of parts)
        expect([where, part, options.some((o) => o[field] === part)]).toEqual([where, part, true]);
    };
    for (const q of bank) {
      for (const child of childrenOf(q.content)) {
        const options = child.options ?? [];
        const key = child.questionAnswer ?? '';
        const where = `${label(q)} ${child.questionId}`;
        switch (child.questionType) {
          case 'SINGLE_CHOICE':
          case 'MULTIPLE_CHOICE':
            expectKeyPartsOffered(where, key.split(';'), options, 'optionNo');
            break;
          case 'CHOICE_COMPLETION':
          case 'RECOMBINE_SENTENCE':
            expectKeyPartsOffered(where, key.split('##'), options, 'optionContent');
            break;
          case 'TEXT_DRAG':
            expectKeyPartsOffered(where, key.split(';'), options, 'serialNo');
            break;
          case 'CONNECTING':
          case 'MATCHING': {
            const left = options.filter((o) => o.side === 'LEFT');
            const right = options.filter((o) => o.side === 'RIGHT');
            expect([where, left.length, right.length <= CONNECT_LETTERS.length]).toEqual([
              where,
              right.length,
              true,
            ]);
            expect([where, child.rightOptions?.length]).toEqual([where, left.length]);
            break;
          }
          case 'PUNCTUATION':
          case 'PUNCTUATION_ALL':
            // The passage's own success fields give the same key as questionAnswer.
            expect([where, checkAnswer({ ...child, questionAnswer: null }, key).status]).toEqual([
              where,
              'RIGHT',
            ]);
            break;
          default:
            break;
        }
        if (['COMPLETION', 'CHOICE_COMPLETION', 'TEXT_DRAG'].includes(child.questionType)) {
          const gaps = child.question
            .filter((p) => p.contentType === 'TEXT')
            .reduce((sum, p) => sum + p.content.split('[$$]').length - 1, 0);
          expect([where, gaps]).toEqual([where, child.blankNum]);
        }
      }
    }
  });

  it('gives every question and sub-question a real analysis', () => {
    for (const q of bank) {
      for (const question of [
        q.content,
        ...(isCompositeQuestion(q.content) ? q.content.combinationQuestions : []),
      ]) {
        const analysis = (question.questionAnalysis ?? []).filter((p) => p.contentType === 'TEXT');
        expect([label(q), analysis.some((p) => p.content.trim().length >= 8)]).toEqual([label(q), true]);
      }
    }
  });

  it('refers only to pictures and audio that exist under assets/media', () => {
    const urls = new Set(JSON.stringify(bank).match(/\/media\/[^"\\]+/g) ?? []);
    expect([...urls].filter((url) => url.endsWith('.svg')).length).toBeGreaterThan(10);
    expect([...urls].filter((url) => url.endsWith('.mp3')).length).toBeGreaterThan(5);
    for (const url of urls) {
      expect([url, /^\/media\/(pictures\/[a-z0-9-]+\.svg|audio\/[a-z0-9-]+\.mp3)$/.test(url)]).toEqual([
        url,
        true,
      ]);
      const file = join(assetsFolder('media'), url.slice('/media/'.length));
      expect([url, existsSync(file) && statSync(file).size > 0]).toEqual([url, true]);
    }
  });

  it('gives every listening question its recordings', () => {
    const listening = bank.filter((q) => q.questionType === 'COMBINATION_LISTENING');
    for (const q of listening) {
      const question = q.content as Question & { listenContentAudioUrl?: string };
      expect([label(q), question.listenContentAudioUrl?.endsWith('.mp3')]).toEqual([label(q), true]);
      expect(
        question.question.some(
          (p) => p.contentType === 'AUDIO' && p.content === question.listenContentAudioUrl,
        ),
      ).toBe(true);
    }
    for (const type of ['COMBINATION_CHART'] as const) {
      for (const q of bank.filter((b) => b.questionType === type)) {
        expect([label(q), q.content.question.some((p) => p.contentType === 'PICTURE')]).toEqual([
          label(q),
          true,
        ]);
      }
    }
  });

  it('writes Chinese and Mathematics in Traditional Chinese and English in English', () => {
    for (const q of bank) {
      const texts = textsOf(q.content);
      const shown = [
        q.content.questionTitle,
        ...q.content.question.filter((p) => p.contentType === 'TEXT').map((p) => p.content),
      ];
      if (q.subjectCode === 'ENGLISH') {
        expect([label(q), texts.filter((t) => CJK.test(t))]).toEqual([label(q), []]);
      } else {
        expect([label(q), shown.some((t) => CJK.test(t))]).toEqual([label(q), true]);
        expect([label(q), texts.filter((t) => SIMPLIFIED.test(t))]).toEqual([label(q), []]);
      }
    }
  });

  it('keeps Chinese words out of $$ math, and every $$ closed', () => {
    for (const q of bank) {
      const strings = JSON.stringify(q.content).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
      for (const value of strings) {
        // Gap markers split the text before math is read (engine GapText), so split here too.
        for (const piece of (JSON.parse(value) as string).split('[$$]')) {
          expect([label(q), piece, (piece.match(/\$\$/g) ?? []).length % 2]).toEqual([label(q), piece, 0]);
          const math = [...piece.matchAll(/\$\$([\s\S]+?)\$\$/g)].map((m) => m[1] ?? '');
          expect([label(q), math.filter((tex) => CJK.test(tex))]).toEqual([label(q), []]);
        }
      }
    }
  });

  it('tags every question with a knowledge point of its subject and a course family of its grade', () => {
    for (const q of bank) {
      expect([label(q), q.knowledgePoints.length > 0]).toEqual([label(q), true]);
      expect([
        label(q),
        q.knowledgePoints.filter((p) => !KNOWLEDGE_POINTS[q.subjectCode].includes(p)),
      ]).toEqual([label(q), []]);
      expect([label(q), textbookTypesForGrade(q.gradeCode).includes(q.textbookType)]).toEqual([
        label(q),
        true,
      ]);
    }
  });

  it('spreads every subject over grades 1 to 9, and every type over at least two grades', () => {
    for (const subject of SUBJECTS) {
      const grades = new Set(bank.filter((q) => q.subjectCode === subject).map((q) => q.gradeCode));
      expect([subject, [...grades].sort()]).toEqual([subject, [1, 2, 3, 4, 5, 6, 7, 8, 9]]);
      for (const type of TYPES) {
        const typeGrades = new Set(
          bank.filter((q) => q.subjectCode === subject && q.questionType === type).map((q) => q.gradeCode),
        );
        expect([subject, type, typeGrades.size >= 2]).toEqual([subject, type, true]);
      }
    }
  });

  it('starts every subject with a two-blank fill-in question the homework seed and benchmark can answer', () => {
    for (const subject of SUBJECTS) {
      const first = bank.find((q) => q.subjectCode === subject && q.questionType === 'COMPLETION');
      const question = first?.content as BaseQuestion;
      expect([subject, question.blankNum]).toEqual([subject, 2]);
      expect([subject, checkAnswer(question, rightAnswerOf(question)).status]).toEqual([subject, 'RIGHT']);
      expect([subject, checkAnswer(question, 'wrong##wrong').status]).toEqual([subject, 'WRONG']);
      expect([subject, checkAnswer(question, '0##0').status]).toEqual([subject, 'WRONG']);
    }
  });

  it('gives every typed essay a words limit that holds the length its question asks for', () => {
    // "about 250 words", "at least 50 words", "不少於二百字" / "不少於 80 字": the limit (words, a Chinese
    // character counting one) is at least the length asked.
    const CHINESE_NUMBERS: Record<string, number> = { 二百: 200, 四百: 400, 六百: 600 };
    const asked = (text: string): number | null => {
      const english = /(?:about|at least) (\d+) words/.exec(text);
      if (english) return Number(english[1]);
      const chinese = /不少於\s*(\d+|[二四六]百)\s*字/.exec(text);
      if (!chinese?.[1]) return null;
      return CHINESE_NUMBERS[chinese[1]] ?? Number(chinese[1]);
    };
    const essays = bank.filter((q) => q.questionType === 'ESSAY');
    const checked = essays.flatMap((q) => {
      const length = asked(textsOf(q.content).join(' '));
      const limit = isCompositeQuestion(q.content) ? undefined : q.content.wordsLimit;
      return length === null ? [] : [{ label: label(q), length, limit }];
    });
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const essay of checked) expect(essay.limit ?? 0, essay.label).toBeGreaterThanOrEqual(essay.length);
  });

  it('numbers the sub-questions of a composite uniquely', () => {
    for (const q of bank.filter((b) => isCompositeQuestion(b.content))) {
      const ids = childrenOf(q.content).map((c) => c.questionId);
      expect([label(q), ids.length >= 2, new Set(ids).size]).toEqual([label(q), true, ids.length]);
    }
  });
});
