import {
  defaultAudioLanguage,
  defaultDueTime,
  defaultFeedbackSetting,
  feedbackSettingOf,
  mayTryAgain,
  triesLeft,
} from './publish-defaults';

// 2026-11-23 is a Monday; 2026-11-27 a Friday. Times below are Hong Kong's, written with their offset.
const hk = (wall: string) => new Date(`${wall}+08:00`);

describe('defaultDueTime: 23:59 Hong Kong time of the next school day', () => {
  it('gives the next day on Monday to Thursday', () => {
    expect(defaultDueTime(hk('2026-11-23T09:00:00'))).toEqual(hk('2026-11-24T23:59:00'));
    expect(defaultDueTime(hk('2026-11-26T09:00:00'))).toEqual(hk('2026-11-27T23:59:00'));
  });
  it('gives Monday on Friday, Saturday and Sunday', () => {
    expect(defaultDueTime(hk('2026-11-27T08:00:00'))).toEqual(hk('2026-11-30T23:59:00'));
    expect(defaultDueTime(hk('2026-11-28T15:00:00'))).toEqual(hk('2026-11-30T23:59:00'));
    expect(defaultDueTime(hk('2026-11-29T23:59:00'))).toEqual(hk('2026-11-30T23:59:00'));
  });
  it('gives the next school day, not today, at 23:30 and at 23:59 on a weekday', () => {
    expect(defaultDueTime(hk('2026-11-24T23:30:00'))).toEqual(hk('2026-11-25T23:59:00'));
    expect(defaultDueTime(hk('2026-11-24T23:59:59'))).toEqual(hk('2026-11-25T23:59:00'));
    expect(defaultDueTime(hk('2026-11-25T00:00:00'))).toEqual(hk('2026-11-26T23:59:00'));
  });
  it('counts days in Hong Kong, not in UTC', () => {
    // Thursday 17:00 UTC is already Friday 01:00 in Hong Kong: due Monday.
    expect(defaultDueTime(new Date('2026-11-26T17:00:00Z'))).toEqual(hk('2026-11-30T23:59:00'));
    // Thursday 15:59 UTC is still Thursday 23:59 in Hong Kong: due Friday.
    expect(defaultDueTime(new Date('2026-11-26T15:59:00Z'))).toEqual(hk('2026-11-27T23:59:00'));
    // Sunday 16:00 UTC is Monday 00:00 in Hong Kong: due Tuesday.
    expect(defaultDueTime('2026-11-29T16:00:00.000Z')).toEqual(hk('2026-12-01T23:59:00'));
  });
  it('crosses months and years', () => {
    expect(defaultDueTime(hk('2026-12-31T10:00:00'))).toEqual(hk('2027-01-01T23:59:00'));
    expect(defaultDueTime(hk('2027-01-29T10:00:00'))).toEqual(hk('2027-02-01T23:59:00'));
  });
});

describe('defaultFeedbackSetting', () => {
  it('checks practice at once with unlimited tries', () => {
    for (const processType of ['1', '2a', '2b', '2c', '2d'] as const)
      expect(defaultFeedbackSetting(processType)).toEqual({ immediateFeedback: true, maxTries: null });
  });
  it('gives tests and other homework no feedback and one try', () => {
    for (const processType of ['3a', '3b', '4', '13', '14', '6'] as const)
      expect(defaultFeedbackSetting(processType)).toEqual({ immediateFeedback: false, maxTries: 1 });
  });
});

describe('feedbackSettingOf', () => {
  it("keeps a practice's chosen setting, the default for what was not chosen", () => {
    expect(feedbackSettingOf('1', { immediateFeedback: false, maxTries: 1 })).toEqual({
      immediateFeedback: false,
      maxTries: 1,
    });
    expect(feedbackSettingOf('2a', { maxTries: 2 })).toEqual({ immediateFeedback: true, maxTries: 2 });
    expect(feedbackSettingOf('13', {})).toEqual({ immediateFeedback: false, maxTries: 1 });
  });
  it('gives a test no feedback and one try whatever was asked', () => {
    for (const processType of ['3a', '3b', '4'] as const)
      expect(feedbackSettingOf(processType, { immediateFeedback: true, maxTries: null })).toEqual({
        immediateFeedback: false,
        maxTries: 1,
      });
  });
});

describe('tries', () => {
  it('allows a try while fewer than the limit are used', () => {
    expect(mayTryAgain(2, 1)).toBe(true);
    expect(mayTryAgain(2, 2)).toBe(false);
    expect(mayTryAgain(1, 0)).toBe(true);
    expect(mayTryAgain(1, 1)).toBe(false);
    expect(mayTryAgain(null, 1000)).toBe(true);
  });
  it('counts the tries left', () => {
    expect(triesLeft(3, 1)).toBe(2);
    expect(triesLeft(3, 5)).toBe(0);
    expect(triesLeft(null, 5)).toBeNull();
  });
});

it('defaults the audio language to the subject’s', () => {
  expect(defaultAudioLanguage('ENGLISH')).toBe('ENGLISH');
  expect(defaultAudioLanguage('CHINESE')).toBe('CANTONESE');
  expect(defaultAudioLanguage('MATH')).toBe('CANTONESE');
});
