import type { BlankAnswer } from './blanks';
import { BASE_QUESTION_TYPES } from './question-type';
import { moduleFor, registry } from './registry';
import type { QuestionTypeModule } from './type-module';

const typesWith = (trait: 'teacherMarked' | 'returnsBlanks' | 'inlineGaps') =>
  BASE_QUESTION_TYPES.filter((type) => registry[type][trait]);

describe('per-type traits of the registry', () => {
  it('has a teacher mark essays, long answers and speaking, and no other type (spec §4)', () => {
    expect(typesWith('teacherMarked')).toEqual(['ESSAY', 'LONG_ANSWER', 'SPEAKING']);
  });
  it('gives back the stored answer in blanks for completion, choice completion and short answer (spec §7)', () => {
    expect(typesWith('returnsBlanks')).toEqual(['COMPLETION', 'CHOICE_COMPLETION', 'SHORT_ANSWER']);
  });
  it('draws the gaps in the text for the blank types and text drag', () => {
    expect(typesWith('inlineGaps')).toEqual(['COMPLETION', 'CHOICE_COMPLETION', 'SHORT_ANSWER', 'TEXT_DRAG']);
  });
  it('checks a teacher-marked type NOT_CORRECT whatever is sent, and encodes nothing', () => {
    for (const type of typesWith('teacherMarked')) {
      const module: QuestionTypeModule<unknown> = registry[type];
      const question = { questionId: 'q', questionType: type } as never;
      expect(module.check(question, 'anything').status).toBe('NOT_CORRECT');
      expect(module.encode(question, module.emptyAnswer(question))).toBe('');
    }
  });
  it('requires the texts reports show of every module (a module without them does not compile)', () => {
    const { answerText: _text, ...withoutText } = registry.COMPLETION;
    // @ts-expect-error answerText is a required member of a question type module
    const incomplete: QuestionTypeModule<BlankAnswer> = withoutText;
    expect('answerText' in incomplete).toBe(false);
    for (const type of BASE_QUESTION_TYPES) {
      const module: QuestionTypeModule<unknown> = registry[type];
      expect([typeof module.answerText, typeof module.answerKey, typeof module.rightAnswerText]).toEqual([
        'function',
        'function',
        'function',
      ]);
    }
  });
  it('finds the traits by short name too', () => {
    expect(moduleFor('article')?.teacherMarked).toBe(true);
    expect(moduleFor('fill')?.returnsBlanks).toBe(true);
  });
});
