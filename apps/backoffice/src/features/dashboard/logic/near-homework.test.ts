import { daysAgo, parseNearSearch, statusTone, timeLeft } from './near-homework';

describe('parseNearSearch', () => {
  it('keeps a class, a window of the choices and a subject', () => {
    expect(parseNearSearch({ classId: '12', days: '14', subjectCode: 'MATH' })).toEqual({
      classId: 12,
      days: 14,
      subjectCode: 'MATH',
    });
  });
  it('drops what is malformed', () => {
    expect(parseNearSearch({ classId: '-3', days: '5', subjectCode: 'ART' })).toEqual({});
    expect(parseNearSearch({ classId: '1.5', days: 'x' })).toEqual({});
  });
});

describe('timeLeft and daysAgo', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('counts whole days and hours until the end', () => {
    expect(timeLeft('2026-11-25T13:30:00Z', now)).toEqual({ days: 3, hours: 3 });
    expect(timeLeft('2026-11-22T10:59:00Z', now)).toEqual({ days: 0, hours: 0 });
    expect(timeLeft('2026-11-22T09:00:00Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
  it('counts whole days since publishing', () => {
    expect(daysAgo('2026-11-22T02:00:00Z', now)).toBe(0);
    expect(daysAgo('2026-11-19T09:00:00Z', now)).toBe(3);
    expect(daysAgo('2026-11-23T09:00:00Z', now)).toBe(0);
  });
});

it('colours statuses: open green, not started orange, finished grey', () => {
  expect([statusTone('IN_PROGRESS'), statusTone('NOT_STARTED'), statusTone('FINISHED')]).toEqual([
    'green',
    'orange',
    'grey',
  ]);
});
