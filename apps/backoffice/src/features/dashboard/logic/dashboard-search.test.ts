import type { CalendarDay, ClassSelectOption } from '@harbour/api-client';
import {
  chooseClassId,
  homeworkCounts,
  homeworkTypesByDay,
  monthKey,
  monthStart,
  parseDashboardSearch,
} from './dashboard-search';

const days: CalendarDay[] = [
  {
    totalDate: '2026-11-03',
    homeworks: [
      {
        eHomeworkId: 1,
        homeworkName: 'A',
        endTime: '2026-11-03T10:00:00Z',
        practiceStatus: 'FINISHED',
        processType: '1',
        subjectCode: 'MATH',
      },
    ],
  },
  {
    totalDate: '2026-11-24',
    homeworks: [
      {
        eHomeworkId: 2,
        homeworkName: 'B',
        endTime: '2026-11-24T10:00:00Z',
        practiceStatus: 'NOT_STARTED',
        processType: '3a',
        subjectCode: 'MATH',
      },
      {
        eHomeworkId: 3,
        homeworkName: 'C',
        endTime: '2026-11-24T08:00:00Z',
        practiceStatus: 'IN_PROGRESS',
        processType: '2b',
        subjectCode: 'MATH',
      },
    ],
  },
  { totalDate: '2026-11-30', homeworks: [] },
];

describe('parseDashboardSearch', () => {
  it('keeps well-formed values', () => {
    expect(parseDashboardSearch({ classId: '4', month: '2026-11', day: '2026-11-24' })).toEqual({
      classId: 4,
      month: '2026-11',
      day: '2026-11-24',
    });
  });
  it('drops malformed values without throwing', () => {
    expect(parseDashboardSearch({ classId: 'x', month: '2026-13', day: 5 })).toEqual({});
    expect(parseDashboardSearch({ classId: -1 })).toEqual({});
  });
});

describe('months', () => {
  it('reads YYYY-MM, or falls back to the current month', () => {
    expect(monthKey(monthStart('1999-12', new Date(2026, 10, 22)))).toBe('1999-12');
    expect(monthKey(monthStart(undefined, new Date(2026, 10, 22)))).toBe('2026-11');
  });
  it("falls back to Hong Kong's month, not the browser's, in another zone", () => {
    // vite.config.ts runs the unit tests in New York.
    expect(new Date('2026-11-30T20:00:00Z').getTimezoneOffset()).toBe(300);
    // 20:00 UTC on 30 November 2026: 15:00 on the 30th in New York, 04:00 on 1 December in Hong Kong.
    expect(monthKey(monthStart(undefined, new Date('2026-11-30T20:00:00Z')))).toBe('2026-12');
    expect(monthKey(monthStart(undefined, new Date('2026-11-30T15:59:59Z')))).toBe('2026-11');
  });
});

describe('chooseClassId', () => {
  const grades: ClassSelectOption[] = [
    {
      gradeCode: 1,
      groups: [],
      classes: [
        {
          classId: 10,
          className: '1A',
          fixedGroupStatus: false,
          aplusChineseAccessStatus: true,
          aplusEnglishAccessStatus: true,
          aplusMathAccessStatus: true,
        },
        {
          classId: 11,
          className: '1B',
          fixedGroupStatus: false,
          aplusChineseAccessStatus: true,
          aplusEnglishAccessStatus: true,
          aplusMathAccessStatus: true,
        },
      ],
    },
  ];
  it('keeps a class in scope and otherwise takes the first', () => {
    expect(chooseClassId(grades, 11)).toBe(11);
    expect(chooseClassId(grades, 99)).toBe(10);
    expect(chooseClassId(grades)).toBe(10);
    expect(chooseClassId([])).toBeNull();
  });
});

describe('homework of the month', () => {
  it('maps days to processTypes for the markers', () => {
    expect(homeworkTypesByDay(days)).toEqual({
      '2026-11-03': ['1'],
      '2026-11-24': ['3a', '2b'],
      '2026-11-30': [],
    });
  });
  it('counts all, practice, tests and not started', () => {
    expect(homeworkCounts(days, ['1', '2a', '2b', '2c', '2d'], ['3a', '3b', '4'])).toEqual({
      total: 3,
      practice: 2,
      tests: 1,
      others: 0,
      notStarted: 1,
    });
  });
  it('counts what is neither practice nor a test (task sheets …) so that the parts add up to the total', () => {
    const withSheet: CalendarDay[] = [
      ...days,
      {
        totalDate: '2026-11-28',
        homeworks: [
          {
            eHomeworkId: 4,
            homeworkName: 'D',
            endTime: '2026-11-28T08:00:00Z',
            practiceStatus: 'NOT_STARTED',
            processType: '13',
            subjectCode: 'MATH',
          },
        ],
      },
    ];
    const counts = homeworkCounts(withSheet, ['1', '2a', '2b', '2c', '2d'], ['3a', '3b', '4']);
    expect(counts).toMatchObject({ total: 4, practice: 2, tests: 1, others: 1, notStarted: 2 });
    expect(counts.practice + counts.tests + counts.others).toBe(counts.total);
  });
});
