import { sampleQuestions } from './fixtures';
import { isCompositeQuestion, parseQuestion } from './model';

const minimal = { questionId: 7, questionType: 'fill', subjectCode: 'ENGLISH', questionAnswer: 'a##b' };

describe('parseQuestion', () => {
  it.each(sampleQuestions.map((q) => [q.questionId, q] as const))(
    'accepts the sample %s unchanged',
    (_id, question) => {
      const result = parseQuestion(JSON.parse(JSON.stringify(question)));
      expect(result).toEqual({ ok: true, question });
    },
  );

  it('accepts short names and returns code names, with defaults filled in', () => {
    expect(parseQuestion(minimal)).toEqual({
      ok: true,
      question: {
        questionId: '7',
        questionType: 'COMPLETION',
        subjectCode: 'ENGLISH',
        questionTitle: '',
        question: [],
        questionRightStatus: null,
        questionAnswer: 'a##b',
      },
    });
  });

  it('accepts a composite given with childQuestions and short names', () => {
    const result = parseQuestion({
      questionId: 'c',
      questionType: 'read',
      subjectCode: 'CHINESE',
      childQuestions: [{ ...minimal, questionType: 'radio' }],
    });
    expect(
      result.ok &&
        isCompositeQuestion(result.question) &&
        result.question.combinationQuestions[0]?.questionType,
    ).toBe('SINGLE_CHOICE');
  });

  it.each([
    ['a non-object', 'nope', '(root)', 'expected object'],
    ['an unknown type', { ...minimal, questionType: 'quiz' }, 'questionType', 'expected one of'],
    ['an unknown subject', { ...minimal, subjectCode: 'FRENCH' }, 'subjectCode', 'expected one of "CHINESE"'],
    ['a missing id', { ...minimal, questionId: undefined }, 'questionId', 'has the wrong type'],
    ['too many options per row', { ...minimal, optionNumOneRaw: 4 }, 'optionNumOneRaw', 'must be at most 3'],
    [
      'a bad media part',
      { ...minimal, question: [{ contentType: 'VIDEO', content: 'x' }] },
      'question[0].contentType',
      'expected one of',
    ],
    [
      'a bad punctuation cell',
      { ...minimal, textData: [{ type: 'TEXT', content: 'a', underType: 'BOLD' }] },
      'textData[0].underType',
      'expected one of',
    ],
    ['a numeric answer key', { ...minimal, questionAnswer: 3 }, 'questionAnswer', 'expected string'],
    [
      'a bad child of a composite',
      {
        ...minimal,
        questionType: 'COMBINATION_READING',
        combinationQuestions: [{ ...minimal, subjectCode: 1 }],
      },
      'combinationQuestions[0].subjectCode',
      'expected one of',
    ],
    [
      'a composite without children',
      { ...minimal, questionType: 'listen' },
      'combinationQuestions',
      'expected array',
    ],
  ])('names the wrong field for %s', (_title, payload, path, message) => {
    const result = parseQuestion(payload);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.path).toBe(path);
      expect(result.error).toContain(`${path}: ${message}`);
    }
  });
});
