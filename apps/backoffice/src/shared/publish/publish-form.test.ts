import {
  initialPublishValues,
  type PublishFormValues,
  publishBody,
  publishFormProblems,
  studentsSeeItAt,
} from './publish-form';

const now = new Date('2026-11-22T02:00:00Z'); // 10:00 in Hong Kong

function form(overrides: Partial<PublishFormValues> = {}): PublishFormValues {
  return {
    homeworkName: 'Unit 1 practice',
    startTime: '2026-11-23T08:00',
    endTime: '2026-11-30T18:00',
    targets: ['class:11'],
    difficulty: 'MEDIUM',
    questionCount: '',
    audioLanguage: 'CANTONESE',
    videoLanguage: 'ENGLISH',
    allowVideoFastForward: false,
    classification: 'PRACTICE',
    processType: '1',
    questionNumbers: '',
    durationMinutes: '',
    maximumPercent: '',
    immediateFeedback: true,
    maxTries: 'unlimited',
    ...overrides,
  };
}

it('accepts a complete homework form', () => {
  expect(publishFormProblems(form(), now)).toEqual({});
});

it('refuses an empty name and a name of 51 characters, and accepts 50', () => {
  expect(publishFormProblems(form({ homeworkName: '  ' }), now).homeworkName).toBe('HOMEWORK_NAME_REQUIRED');
  expect(publishFormProblems(form({ homeworkName: 'x'.repeat(51) }), now).homeworkName).toBe(
    'HOMEWORK_NAME_TOO_LONG',
  );
  expect(publishFormProblems(form({ homeworkName: 'x'.repeat(50) }), now).homeworkName).toBeUndefined();
});

it('refuses an end before the start on both fields, and an end before today', () => {
  const problems = publishFormProblems(
    form({ startTime: '2026-11-25T08:00', endTime: '2026-11-24T08:00' }),
    now,
  );
  expect(problems.endTime).toBe('END_BEFORE_START');
  expect(problems.startTime).toBe('START_AFTER_END');
  expect(
    publishFormProblems(form({ startTime: '2026-11-20T08:00', endTime: '2026-11-21T23:59' }), now).endTime,
  ).toBe('END_BEFORE_TODAY');
  expect(publishFormProblems(form({ startTime: '', endTime: '' }), now)).toMatchObject({
    startTime: 'START_REQUIRED',
    endTime: 'END_REQUIRED',
  });
});

it('asks tests for a duration within the period and a maximum not above 100%', () => {
  const test = form({ processType: '3a', startTime: '2026-11-23T08:00', endTime: '2026-11-23T09:00' });
  expect(publishFormProblems(test, now)).toMatchObject({
    durationMinutes: 'TEST_DURATION_REQUIRED',
    maximumPercent: 'TEST_MAXIMUM_REQUIRED',
  });
  expect(publishFormProblems({ ...test, durationMinutes: '61', maximumPercent: '101' }, now)).toMatchObject({
    durationMinutes: 'TEST_DURATION_ABOVE_PERIOD',
    maximumPercent: 'MAXIMUM_ABOVE_100',
  });
  expect(publishFormProblems({ ...test, durationMinutes: '60', maximumPercent: '100' }, now)).toEqual({});
  expect(
    publishFormProblems({ ...test, durationMinutes: '1h', maximumPercent: '100' }, now).durationMinutes,
  ).toBe('NUMBER_FORMAT');
});

it('reads question numbers as a list with ranges and refuses other text', () => {
  expect(publishFormProblems(form({ questionNumbers: '1,2,5-8' }), now)).toEqual({});
  expect(publishFormProblems(form({ questionNumbers: '1,,x' }), now).questionNumbers).toBe(
    'QUESTION_NUMBERS_FORMAT',
  );
});

it('needs at least one target', () => {
  expect(publishFormProblems(form({ targets: [] }), now).targets).toBe('TARGET_REQUIRED');
});

it('builds the body with several targets at once and Hong Kong times in UTC', () => {
  const body = publishBody(
    form({ targets: ['grade:3', 'class:11', 'group:7'], questionNumbers: ' 1,2,5-8 ', questionCount: '4' }),
    { subjectCode: 'MATH', gradeCode: 3, textbookType: 'A_PLUS', paperId: 9 },
  );
  expect(body).toMatchObject({
    homeworkName: 'Unit 1 practice',
    paperId: 9,
    questionNumbers: '1,2,5-8',
    questionCount: 4,
    startTime: '2026-11-23T00:00:00.000Z',
    endTime: '2026-11-30T10:00:00.000Z',
    targets: [
      { scope: 'WHOLE_GRADE', gradeCode: 3 },
      { scope: 'SINGLE_CLASS', classId: 11 },
      { scope: 'GROUP', groupId: 7 },
    ],
  });
  expect(body).not.toHaveProperty('durationMinutes');
});

describe('initialPublishValues', () => {
  it('opens now, is due 23:59 Hong Kong time of the next school day, and trims the name to 50', () => {
    // Sunday 10:20 in Hong Kong: due Monday 23:59.
    const values = initialPublishValues('homework', 'x'.repeat(60), new Date('2026-11-22T02:20:00Z'));
    expect(values).toMatchObject({ startTime: '2026-11-22T10:20', endTime: '2026-11-23T23:59', targets: [] });
    expect(values.homeworkName).toHaveLength(50);
    expect(values).toMatchObject({ classification: 'PRACTICE', durationMinutes: '', maximumPercent: '' });
  });

  it('checks practice at once with unlimited tries, and takes the subject’s audio language', () => {
    expect(initialPublishValues('homework', 'P', now, 'ENGLISH')).toMatchObject({
      immediateFeedback: true,
      maxTries: 'unlimited',
      audioLanguage: 'ENGLISH',
    });
    expect(initialPublishValues('homework', 'P', now, 'CHINESE').audioLanguage).toBe('CANTONESE');
  });

  it('gives tests an examination with 60 minutes and 100 %, no feedback and one try', () => {
    expect(initialPublishValues('test', 'Quiz', now)).toMatchObject({
      homeworkName: 'Quiz',
      startTime: '2026-11-22T10:00',
      classification: 'EXAMINATION',
      durationMinutes: '60',
      maximumPercent: '100',
      immediateFeedback: false,
      maxTries: '1',
    });
  });
});

describe('studentsSeeItAt', () => {
  it('says nothing for a homework that opens now or earlier', () => {
    expect(studentsSeeItAt('2026-11-22T10:00', now, 'hk')).toBeNull();
    expect(studentsSeeItAt('2026-11-22T09:00', now, 'en')).toBeNull();
    expect(studentsSeeItAt('', now, 'en')).toBeNull();
  });
  it('says when a later start opens, in Hong Kong time, in the app’s one format in the page’s language', () => {
    expect(studentsSeeItAt('2026-11-28T15:00', now, 'hk')).toBe('2026/11/28 下午03:00');
    expect(studentsSeeItAt('2026-11-28T15:00', now, 'en')).toBe('2026/11/28 03:00 pm');
    expect(studentsSeeItAt('2026-11-22T10:01', now, 'en')).toBe('2026/11/22 10:01 am');
    expect(studentsSeeItAt('2026-12-01T00:05', now, 'hk')).toBe('2026/12/01 上午12:05');
  });
});

it('sends the feedback setting, one try when feedback is off', () => {
  const source = { subjectCode: 'ENGLISH', gradeCode: 3, textbookType: 'A_PLUS', paperId: 1 } as const;
  expect(publishBody(form({ maxTries: '2' }), source)).toMatchObject({
    immediateFeedback: true,
    maxTries: 2,
  });
  expect(publishBody(form({ maxTries: 'unlimited' }), source)).toMatchObject({ maxTries: null });
  expect(publishBody(form({ immediateFeedback: false, maxTries: '3' }), source)).toMatchObject({
    immediateFeedback: false,
    maxTries: 1,
  });
  // A test: no feedback, one try, whatever the values hold.
  expect(
    publishBody(form({ processType: '3a', immediateFeedback: true, maxTries: 'unlimited' }), source),
  ).toMatchObject({ immediateFeedback: false, maxTries: 1 });
});
