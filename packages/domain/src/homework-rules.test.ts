import {
  ARCHIVE_AFTER_DAYS,
  classHasSubjectAccess,
  formatQuestionNumbers,
  HOMEWORK_NAME_MAX,
  homeworkRuleViolations,
  homeworkTimeStatus,
  joinedAfterEnd,
  parseQuestionNumbers,
  practiceStatusOf,
  submitStatusOf,
  testDurationFits,
  textbookTypesForGrade,
  textbookTypesForUser,
} from './homework-rules';
import { processKindOf } from './process-kinds';

const DAY = 24 * 3600_000;

describe('textbookTypesForGrade (§5)', () => {
  it('lists the categories of every grade as the spec says', () => {
    for (const grade of [1, 2, 3, 4])
      expect(textbookTypesForGrade(grade)).toEqual(['A_PLUS', 'SE_ZONE', 'WRITING_ZONE']);
    expect(textbookTypesForGrade(5)).toEqual(['A_PLUS', 'HKAT', 'SE_ZONE', 'WRITING_ZONE']);
    expect(textbookTypesForGrade(6)).toEqual(['A_PLUS', 'HKAT', 'WRITING_ZONE']);
    for (const grade of [7, 8, 9])
      expect(textbookTypesForGrade(grade)).toEqual(['A_PLUS', 'HKAT', 'SE_ZONE']);
  });
  it("shows only the user's textbook types", () => {
    expect(textbookTypesForUser(5, ['HKAT', 'A_PLUS'])).toEqual(['A_PLUS', 'HKAT']);
    expect(textbookTypesForUser(6, ['SE_ZONE'])).toEqual([]);
  });
});

describe('classHasSubjectAccess (§5)', () => {
  const classes = [
    {
      classId: 1,
      aplusChineseAccessStatus: false,
      aplusEnglishAccessStatus: true,
      aplusMathAccessStatus: true,
    },
  ];
  it('is true when no class is given or the class is not found', () => {
    expect(classHasSubjectAccess(classes, undefined, 'CHINESE')).toBe(true);
    expect(classHasSubjectAccess(classes, null, 'CHINESE')).toBe(true);
    expect(classHasSubjectAccess(classes, 99, 'CHINESE')).toBe(true);
  });
  it("reads the class's flag of the subject", () => {
    expect(classHasSubjectAccess(classes, 1, 'CHINESE')).toBe(false);
    expect(classHasSubjectAccess(classes, 1, 'ENGLISH')).toBe(true);
  });
});

describe('processKindOf (§3)', () => {
  it('counts 1 and 2a–2d as practice, 3a, 3b, 4 as tests, the rest as other', () => {
    expect(['1', '2a', '2b', '2c', '2d'].map((p) => processKindOf(p as '1'))).toEqual(
      Array(5).fill('PRACTICE'),
    );
    expect(['3a', '3b', '4'].map((p) => processKindOf(p as '4'))).toEqual(Array(3).fill('TEST'));
    expect(['6', '13', '14'].map((p) => processKindOf(p as '6'))).toEqual(Array(3).fill('OTHER'));
  });
});

describe('homeworkTimeStatus (§4) at its boundaries', () => {
  const publishTime = new Date('2026-11-01T00:00:00Z');
  const startTime = new Date('2026-11-02T00:00:00Z');
  const endTime = new Date('2026-11-05T00:00:00Z');
  const times = { publishTime, startTime, endTime };
  const at = (t: number) => homeworkTimeStatus(times, new Date(t));
  it('is NOT_PUBLISHED without a publish time and until the publish time', () => {
    expect(homeworkTimeStatus({ ...times, publishTime: null }, startTime)).toBe('NOT_PUBLISHED');
    expect(at(publishTime.getTime() - 1)).toBe('NOT_PUBLISHED');
  });
  it('is SCHEDULED from publishing until one millisecond before the start', () => {
    expect(at(publishTime.getTime())).toBe('SCHEDULED');
    expect(at(startTime.getTime() - 1)).toBe('SCHEDULED');
  });
  it('is ONGOING from the start until one millisecond before the end', () => {
    expect(at(startTime.getTime())).toBe('ONGOING');
    expect(at(endTime.getTime() - 1)).toBe('ONGOING');
  });
  it('is EXPIRED from the end, ARCHIVED from ARCHIVE_AFTER_DAYS after it', () => {
    expect(at(endTime.getTime())).toBe('EXPIRED');
    expect(at(endTime.getTime() + ARCHIVE_AFTER_DAYS * DAY - 1)).toBe('EXPIRED');
    expect(at(endTime.getTime() + ARCHIVE_AFTER_DAYS * DAY)).toBe('ARCHIVED');
  });
  it('accepts ISO strings', () => {
    expect(
      homeworkTimeStatus(
        {
          publishTime: '2026-11-01T00:00:00Z',
          startTime: '2026-11-02T00:00:00Z',
          endTime: '2026-11-05T00:00:00Z',
        },
        '2026-11-03T00:00:00Z',
      ),
    ).toBe('ONGOING');
  });
  it('maps to the practice status', () => {
    expect(
      ['NOT_PUBLISHED', 'SCHEDULED', 'ONGOING', 'EXPIRED', 'ARCHIVED'].map((s) =>
        practiceStatusOf(s as 'ONGOING'),
      ),
    ).toEqual(['NOT_STARTED', 'NOT_STARTED', 'IN_PROGRESS', 'FINISHED', 'FINISHED']);
  });
});

describe('joinedAfterEnd at its boundaries', () => {
  const end = '2026-11-30T10:00:00.000Z';
  it('is true for a student who joined at the end or later, false before and for one there from the start', () => {
    expect(joinedAfterEnd('2026-11-30T09:59:59.999Z', end)).toBe(false);
    expect(joinedAfterEnd(end, end)).toBe(true);
    expect(joinedAfterEnd('2026-12-01T00:00:00.000Z', end)).toBe(true);
    expect(joinedAfterEnd(null, end)).toBe(false);
  });
});

describe('submitStatusOf (§4) at its boundaries', () => {
  const end = '2026-11-30T10:00:00.000Z';
  const before = '2026-11-30T09:59:59.999Z';
  it('is NOT_SUBMIT before the end and OVERDUE from the end itself', () => {
    expect(submitStatusOf({ handedIn: null, needed: true }, end, before)).toBe('NOT_SUBMIT');
    expect(submitStatusOf({ handedIn: null, needed: true }, end, end)).toBe('OVERDUE');
  });
  it('keeps the status of a hand-in, on time or late, asked of the student or not', () => {
    expect(submitStatusOf({ handedIn: 'DELAY', needed: true }, end, end)).toBe('DELAY');
    expect(submitStatusOf({ handedIn: 'NORMAL', needed: false }, end, before)).toBe('NORMAL');
  });
  it('is NO_NEED for a student the homework does not ask it of, before and after the end', () => {
    expect(submitStatusOf({ handedIn: null, needed: false }, end, before)).toBe('NO_NEED');
    expect(submitStatusOf({ handedIn: null, needed: false }, end, end)).toBe('NO_NEED');
  });
});

describe('parseQuestionNumbers (§5)', () => {
  it('reads lists with ranges such as 1,2,5-8', () => {
    expect(parseQuestionNumbers('1,2,5-8')).toEqual({ ok: true, numbers: [1, 2, 5, 6, 7, 8] });
    expect(parseQuestionNumbers(' 3 ， 1 , 2-2 ')).toEqual({ ok: true, numbers: [1, 2, 3] });
    expect(parseQuestionNumbers('8-5')).toEqual({ ok: false, reason: 'FORMAT' });
    expect(parseQuestionNumbers('0')).toEqual({ ok: false, reason: 'FORMAT' });
    expect(parseQuestionNumbers('1,,2')).toEqual({ ok: false, reason: 'FORMAT' });
    expect(parseQuestionNumbers('a-b')).toEqual({ ok: false, reason: 'FORMAT' });
    expect(parseQuestionNumbers('')).toEqual({ ok: false, reason: 'EMPTY' });
    expect(parseQuestionNumbers('1-100000')).toEqual({ ok: false, reason: 'TOO_MANY' });
  });
  it('writes numbers back as ranges', () => {
    expect(formatQuestionNumbers([8, 1, 2, 5, 6, 7])).toBe('1-2,5-8');
    expect(formatQuestionNumbers([3])).toBe('3');
  });
});

describe('homeworkRuleViolations (§5)', () => {
  const now = '2026-11-22T04:00:00Z'; // 12:00 in Hong Kong
  const base = {
    homeworkName: 'Unit 1',
    processType: '1' as const,
    startTime: '2026-11-22T01:00:00Z',
    endTime: '2026-11-25T15:00:00Z',
  };
  it('accepts a valid practice', () => {
    expect(homeworkRuleViolations(base, now)).toEqual([]);
  });
  it('needs a name of at most 50 characters (trimmed)', () => {
    expect(homeworkRuleViolations({ ...base, homeworkName: '   ' }, now)).toEqual([
      { field: 'homeworkName', rule: 'HOMEWORK_NAME_REQUIRED' },
    ]);
    expect(homeworkRuleViolations({ ...base, homeworkName: '字'.repeat(HOMEWORK_NAME_MAX) }, now)).toEqual(
      [],
    );
    expect(homeworkRuleViolations({ ...base, homeworkName: 'x'.repeat(HOMEWORK_NAME_MAX + 1) }, now)).toEqual(
      [{ field: 'homeworkName', rule: 'HOMEWORK_NAME_TOO_LONG' }],
    );
  });
  it('refuses an end before today (Hong Kong days) and an end before the start', () => {
    // 2026-11-21T15:59Z is 23:59 on the 21st in Hong Kong: yesterday.
    expect(
      homeworkRuleViolations(
        { ...base, startTime: '2026-11-20T00:00:00Z', endTime: '2026-11-21T15:59:00Z' },
        now,
      ),
    ).toEqual([{ field: 'endTime', rule: 'END_BEFORE_TODAY' }]);
    // 16:00Z on the 21st is midnight of the 22nd in Hong Kong: today.
    expect(
      homeworkRuleViolations(
        { ...base, startTime: '2026-11-20T00:00:00Z', endTime: '2026-11-21T16:00:00Z' },
        now,
      ),
    ).toEqual([]);
    expect(homeworkRuleViolations({ ...base, startTime: '2026-11-26T00:00:00Z' }, now)).toEqual([
      { field: 'endTime', rule: 'END_BEFORE_START' },
      { field: 'startTime', rule: 'START_AFTER_END' },
    ]);
  });
  it('needs a test duration not above the test period and a maximum not above 100%', () => {
    const test = {
      ...base,
      processType: '3a' as const,
      startTime: '2026-11-23T01:00:00Z',
      endTime: '2026-11-23T02:00:00Z',
    };
    expect(homeworkRuleViolations(test, now)).toEqual([
      { field: 'durationMinutes', rule: 'TEST_DURATION_REQUIRED' },
      { field: 'maximumPercent', rule: 'TEST_MAXIMUM_REQUIRED' },
    ]);
    expect(homeworkRuleViolations({ ...test, durationMinutes: 60, maximumPercent: 100 }, now)).toEqual([]);
    expect(homeworkRuleViolations({ ...test, durationMinutes: 61, maximumPercent: 101 }, now)).toEqual([
      { field: 'durationMinutes', rule: 'TEST_DURATION_ABOVE_PERIOD' },
      { field: 'maximumPercent', rule: 'MAXIMUM_ABOVE_100' },
    ]);
    expect(testDurationFits(60, test.startTime, test.endTime)).toBe(true);
  });
  it('checks the question numbers format', () => {
    expect(homeworkRuleViolations({ ...base, questionNumbers: '1,2,5-8' }, now)).toEqual([]);
    expect(homeworkRuleViolations({ ...base, questionNumbers: '5-1' }, now)).toEqual([
      { field: 'questionNumbers', rule: 'QUESTION_NUMBERS_FORMAT' },
    ]);
  });
});
