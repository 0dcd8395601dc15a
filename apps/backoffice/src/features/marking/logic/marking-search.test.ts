import { parseScoringSearch } from './marking-search';
import { overviewPathFor, scoringPathFor, unitQuery } from './marking-ways';

describe('scoring search', () => {
  it('reads the way and the position, dropping what is malformed', () => {
    expect(
      parseScoringSearch({ eHomeworkId: '12', studentId: 4, questionId: 'x', unmarkedOnly: true }),
    ).toEqual({
      eHomeworkId: 12,
      studentId: 4,
      unmarkedOnly: true,
    });
    expect(parseScoringSearch({})).toEqual({ eHomeworkId: 0 });
  });

  it('asks the server for the student in view on the same way through', () => {
    expect(unitQuery({ eHomeworkId: 1, questionId: 9, unmarkedOnly: true, classId: 3 }, 7)).toEqual({
      studentId: 7,
      move: 'current',
      questionId: 9,
      unmarkedOnly: 'true',
      classId: 3,
    });
    expect(unitQuery({ eHomeworkId: 1 })).toEqual({ move: 'current' });
  });

  it('opens writing, speaking, test and practice work on their pages', () => {
    expect(scoringPathFor({ processType: '14', processKind: 'PRACTICE' })).toBe(
      '/home/practice/writingCorrecDo',
    );
    expect(scoringPathFor({ processType: '1', processKind: 'TEST' }, { questionType: 'SPEAKING' })).toBe(
      '/home/practice/testTalkCorrectDo',
    );
    expect(scoringPathFor({ processType: '1', processKind: 'PRACTICE' }, { questionType: 'SPEAKING' })).toBe(
      '/home/practice/praTalkCorrectDo',
    );
    expect(scoringPathFor({ processType: '1', processKind: 'TEST' })).toBe('/home/practice/testCorrectDo');
    expect(scoringPathFor({ processType: '1', processKind: 'PRACTICE' })).toBe(
      '/home/practice/practiceCorrectDo',
    );
    expect(overviewPathFor({ processKind: 'TEST' })).toBe('/home/practice/testCorrect');
  });
});
