import {
  commentRequired,
  correctionStatusOf,
  isBlankText,
  MAX_ROTATABLE_PICTURE_SIDE,
  markingSaveKind,
  markingScoreError,
  marksAfterRotation,
  pictureRotatable,
  questionNeedsTeacher,
  resultsPublishingCheck,
  writingCriteriaScoreError,
} from './marking-rules';

describe('markingScoreError (§5 marking scores)', () => {
  it('accepts whole numbers from 0 to the maximum', () => {
    expect(markingScoreError(0, 10)).toBeNull();
    expect(markingScoreError(10, 10)).toBeNull();
    expect(markingScoreError(7, 10)).toBeNull();
  });
  it('refuses a negative score, naming 0', () => {
    expect(markingScoreError(-1, 10)).toEqual({ reason: 'NEGATIVE', limit: 0 });
  });
  it('refuses a score above the maximum, naming it', () => {
    expect(markingScoreError(11, 10)).toEqual({ reason: 'ABOVE_MAXIMUM', limit: 10 });
  });
  it('refuses decimals and what is not a number', () => {
    expect(markingScoreError(2.5, 10)).toEqual({ reason: 'NOT_WHOLE', limit: 10 });
    expect(markingScoreError(Number.NaN, 10)?.reason).toBe('NOT_WHOLE');
    expect(markingScoreError(Number.POSITIVE_INFINITY, 10)?.reason).toBe('NOT_WHOLE');
  });
});

describe('writingCriteriaScoreError (§5 breakdown share)', () => {
  const criteria = [
    { ruleName: 'Content', share: 40, total: 4 },
    { ruleName: 'Language', share: 60, total: 6 },
  ];
  it('accepts one whole score per criterion within its total, adding up to the score', () => {
    const given = [
      { ruleName: 'Content', score: 4 },
      { ruleName: 'Language', score: 0 },
    ];
    expect(writingCriteriaScoreError(given, criteria, 4)).toBeNull();
  });
  it('refuses a criterion above its total, naming the total and the rule', () => {
    const given = [
      { ruleName: 'Content', score: 5 },
      { ruleName: 'Language', score: 1 },
    ];
    expect(writingCriteriaScoreError(given, criteria, 6)).toEqual({
      reason: 'ABOVE_MAXIMUM',
      limit: 4,
      ruleName: 'Content',
    });
  });
  it('refuses decimals and negatives per criterion', () => {
    expect(
      writingCriteriaScoreError(
        [
          { ruleName: 'Content', score: 1.5 },
          { ruleName: 'Language', score: 1 },
        ],
        criteria,
        3,
      )?.reason,
    ).toBe('NOT_WHOLE');
    expect(
      writingCriteriaScoreError(
        [
          { ruleName: 'Content', score: -1 },
          { ruleName: 'Language', score: 1 },
        ],
        criteria,
        0,
      )?.reason,
    ).toBe('NEGATIVE');
  });
  it('refuses an unknown, a missing or a repeated criterion', () => {
    expect(writingCriteriaScoreError([{ ruleName: 'Style', score: 1 }], criteria, 1)).toMatchObject({
      reason: 'CRITERIA_MISMATCH',
      ruleName: 'Style',
    });
    expect(writingCriteriaScoreError([{ ruleName: 'Content', score: 1 }], criteria, 1)).toMatchObject({
      reason: 'CRITERIA_MISMATCH',
      ruleName: 'Language',
    });
    expect(
      writingCriteriaScoreError(
        [
          { ruleName: 'Content', score: 1 },
          { ruleName: 'Content', score: 1 },
          { ruleName: 'Language', score: 1 },
        ],
        criteria,
        3,
      ),
    ).toMatchObject({ reason: 'CRITERIA_MISMATCH', ruleName: 'Content' });
  });
  it('refuses criteria that do not add up to the score, naming their sum', () => {
    const given = [
      { ruleName: 'Content', score: 2 },
      { ruleName: 'Language', score: 3 },
    ];
    expect(writingCriteriaScoreError(given, criteria, 6)).toEqual({ reason: 'CRITERIA_SUM', limit: 5 });
  });
  it('has nothing to check without criteria', () => {
    expect(writingCriteriaScoreError([], [], 3)).toBeNull();
  });
});

describe('questionNeedsTeacher and commentRequired', () => {
  it('a teacher marks teacher-marked types and open short-answer keys', () => {
    expect(questionNeedsTeacher({ questionType: 'ESSAY', typeTeacherMarked: true, openKey: false })).toBe(
      true,
    );
    expect(
      questionNeedsTeacher({ questionType: 'SHORT_ANSWER', typeTeacherMarked: false, openKey: true }),
    ).toBe(true);
    expect(
      questionNeedsTeacher({ questionType: 'SHORT_ANSWER', typeTeacherMarked: false, openKey: false }),
    ).toBe(false);
    expect(
      questionNeedsTeacher({ questionType: 'SINGLE_CHOICE', typeTeacherMarked: false, openKey: false }),
    ).toBe(false);
  });
  it('essays, long answers and speaking need a comment; open short answers and auto types do not', () => {
    for (const questionType of ['ESSAY', 'LONG_ANSWER', 'SPEAKING'])
      expect(commentRequired({ questionType, teacherMarked: true })).toBe(true);
    expect(commentRequired({ questionType: 'SHORT_ANSWER', teacherMarked: true })).toBe(false);
    expect(commentRequired({ questionType: 'SINGLE_CHOICE', teacherMarked: false })).toBe(false);
  });
});

describe('isBlankText (§5 comments required)', () => {
  it('text made only of invisible characters is blank', () => {
    for (const text of [
      '',
      ' ',
      '\t\n',
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u00A0',
      '\u3000',
      ' \u200B\u00A0 ',
    ])
      expect(isBlankText(text), JSON.stringify(text)).toBe(true);
    expect(isBlankText(undefined)).toBe(true);
  });
  it('any visible character is text', () => {
    for (const text of ['a', ' ok ', '\u200B好', '👍', '\u00A0.'])
      expect(isBlankText(text), JSON.stringify(text)).toBe(false);
  });
  it('an override reason made of a zero-width space is no reason', () => {
    expect(
      markingSaveKind({
        saved: { draft: false, markerId: 1 },
        markerId: 1,
        teacherMarked: true,
        announced: false,
        overrideReason: '\u200B',
      }),
    ).toBe('MARKING_SAVED');
  });
});

describe('markingSaveKind (§4 saved marking cannot be edited again)', () => {
  const base = { markerId: 1, teacherMarked: true, announced: false, overrideReason: undefined };
  it('a first marking of a teacher-marked answer is a marking', () => {
    expect(markingSaveKind({ ...base, saved: null })).toBe('MARKING');
  });
  it('the same teacher may save a draft again; another teacher needs a reason', () => {
    expect(markingSaveKind({ ...base, saved: { draft: true, markerId: 1 } })).toBe('MARKING');
    expect(markingSaveKind({ ...base, saved: { draft: true, markerId: 2 } })).toBe('MARKING_SAVED');
    expect(markingSaveKind({ ...base, saved: { draft: true, markerId: 2 }, overrideReason: 'x' })).toBe(
      'OVERRIDE',
    );
  });
  it('a final marking is not edited: changing it is an override with a reason', () => {
    expect(markingSaveKind({ ...base, saved: { draft: false, markerId: 1 } })).toBe('MARKING_SAVED');
    expect(markingSaveKind({ ...base, saved: { draft: false, markerId: 1 }, overrideReason: '  ' })).toBe(
      'MARKING_SAVED',
    );
    expect(
      markingSaveKind({ ...base, saved: { draft: false, markerId: 1 }, overrideReason: 'recount' }),
    ).toBe('OVERRIDE');
  });
  it('an automatic score changes only by an override', () => {
    expect(markingSaveKind({ ...base, teacherMarked: false, saved: null })).toBe('REASON_REQUIRED');
    expect(markingSaveKind({ ...base, teacherMarked: false, saved: null, overrideReason: 'typo' })).toBe(
      'OVERRIDE',
    );
  });
  it('after results are published only overrides', () => {
    expect(markingSaveKind({ ...base, announced: true, saved: null })).toBe('RESULTS_ANNOUNCED');
    expect(markingSaveKind({ ...base, announced: true, saved: null, overrideReason: 'late' })).toBe(
      'OVERRIDE',
    );
  });
});

describe('pictureRotatable (§5: rotation impossible above 4096)', () => {
  it('turns pictures up to 4096 either way, not beyond', () => {
    expect(MAX_ROTATABLE_PICTURE_SIDE).toBe(4096);
    expect(pictureRotatable(4096, 4096)).toBe(true);
    expect(pictureRotatable(4097, 100)).toBe(false);
    expect(pictureRotatable(100, 4097)).toBe(false);
  });
  it('rotating a marked picture clears its marks', () => {
    const picture = { rotation: 0, marks: ['tick'] };
    expect(marksAfterRotation(picture, 0)).toEqual(['tick']);
    expect(marksAfterRotation(picture, 90)).toEqual([]);
  });
});

describe('resultsPublishingCheck (§5 all scores entered before publishing)', () => {
  const scored = { teacherAnswers: 2, unscored: 0 };
  it.each([
    ['is ready when no answer needs a teacher', [], 'READY'],
    [
      'is ready when every teacher-marked answer is scored',
      [scored, { teacherAnswers: 0, unscored: 0 }],
      'READY',
    ],
    [
      "refuses when a student is partly scored ('Some students have not been scored')",
      [
        { teacherAnswers: 2, unscored: 1 },
        { teacherAnswers: 2, unscored: 2 },
      ],
      'NOT_ALL_SCORED',
    ],
    [
      'asks to continue when students have every teacher-marked answer unscored',
      [scored, { teacherAnswers: 2, unscored: 2 }],
      'ASK_TO_CONTINUE',
    ],
  ] as const)('%s', (_title, students, expected) => {
    expect(resultsPublishingCheck(students)).toBe(expected);
  });
});

describe('correctionStatusOf (§3)', () => {
  it('waits while answers wait for a teacher, corrected when none, announced after publishing', () => {
    expect(correctionStatusOf({ announced: false, toMarkCount: 1 })).toBe('WAIT_CORRECT');
    expect(correctionStatusOf({ announced: false, toMarkCount: 0 })).toBe('CORRECTED');
    expect(correctionStatusOf({ announced: true, toMarkCount: 3 })).toBe('ANNOUNCED');
  });
});
