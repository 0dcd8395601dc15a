import { followUpProblems } from './follow-up-form';

describe('follow-up form', () => {
  const now = new Date('2026-11-25T02:00:00Z');
  const good = {
    homeworkName: '3A follow-up',
    startTime: '2026-11-25T11:00',
    endTime: '2026-12-02T11:00',
    questionCount: 2,
    studentCount: 3,
  };

  it('lets a named follow-up with questions, students and times in order through', () => {
    expect(followUpProblems(good, now)).toEqual({});
  });

  it('names the missing name, times, questions and students', () => {
    expect(
      followUpProblems(
        { homeworkName: ' ', startTime: '', endTime: '', questionCount: 0, studentCount: 0 },
        now,
      ),
    ).toEqual({
      homeworkName: 'HOMEWORK_NAME_REQUIRED',
      startTime: 'START_REQUIRED',
      endTime: 'END_REQUIRED',
      questions: 'QUESTIONS_REQUIRED',
      students: 'STUDENTS_REQUIRED',
    });
  });

  it('applies §5: at most 50 characters, an end not before the start nor before today', () => {
    expect(followUpProblems({ ...good, homeworkName: 'x'.repeat(51) }, now).homeworkName).toBe(
      'HOMEWORK_NAME_TOO_LONG',
    );
    expect(followUpProblems({ ...good, endTime: '2026-11-25T10:00' }, now).endTime).toBe('END_BEFORE_START');
    expect(
      followUpProblems({ ...good, startTime: '2026-11-20T10:00', endTime: '2026-11-24T10:00' }, now).endTime,
    ).toBe('END_BEFORE_TODAY');
  });
});
