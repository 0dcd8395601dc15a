import { sampleBaseQuestions, sampleQuestions, sampleReading } from './fixtures';
import { findAnswerKeys, toStudentView } from './student-view';

describe('toStudentView', () => {
  it.each(sampleQuestions.map((q) => [q.questionId, q] as const))(
    'leaves no answer key in %s',
    (_id, question) => {
      const view = toStudentView(question);
      expect(findAnswerKeys(view)).toEqual([]);
      if (question.correctWay !== 'AUTO') expect(view.questionAnalysis).toBeUndefined();
    },
  );

  it('keeps the analysis when correctWay is AUTO', () => {
    const auto = sampleBaseQuestions.find((q) => q.correctWay === 'AUTO')!;
    expect(toStudentView(auto).questionAnalysis).toEqual(auto.questionAnalysis);
  });

  it('keeps what the student needs and does not change the input', () => {
    const punctuation = sampleBaseQuestions.find((q) => q.questionType === 'PUNCTUATION')!;
    const before = JSON.stringify(punctuation);
    const view = toStudentView(punctuation);
    expect(view.textData?.map((cell) => cell.content).join('')).toBe('小明說今天天氣真好');
    expect(JSON.stringify(punctuation)).toBe(before);
    expect(findAnswerKeys(punctuation).length).toBeGreaterThan(0);
  });

  it('cleans every child of a composite', () => {
    const view = toStudentView({
      ...sampleReading,
      questionAnalysis: [{ contentType: 'TEXT', content: 'why' }],
    });
    expect(view.combinationQuestions).toHaveLength(2);
    expect(findAnswerKeys(view)).toEqual([]);
    expect(view.questionAnalysis).toBeUndefined();
  });

  it('drops rightAnswer flags from options', () => {
    const radio = {
      ...sampleBaseQuestions[0]!,
      options: [{ optionNo: '1', optionContent: 'go', optionType: 'TEXT' as const, rightAnswer: true }],
    };
    expect(findAnswerKeys(radio)).toEqual(['$.options[0].rightAnswer', '$.questionAnswer']);
    expect(toStudentView(radio).options).toEqual([
      { optionNo: '1', optionContent: 'go', optionType: 'TEXT' },
    ]);
  });
});
