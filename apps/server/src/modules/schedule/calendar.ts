import {
  type HomeworkTimeStatus,
  type HomeworkTimes,
  homeworkTimeStatus,
  type PracticeStatus,
  practiceStatusOf,
} from '@harbour/domain';

/** Time status and practice status of a homework at a time (both from the domain's homeworkTimeStatus). */
export function statusOf(
  times: HomeworkTimes,
  now: Date,
): { timeStatus: HomeworkTimeStatus; practiceStatus: PracticeStatus } {
  const timeStatus = homeworkTimeStatus(times, now);
  return { timeStatus, practiceStatus: practiceStatusOf(timeStatus) };
}

/** Practice status of a published homework at a time: before start, until the end, after the end. */
export function practiceStatus(startTime: Date, endTime: Date, now: Date): PracticeStatus {
  // Published no later than its start, so only the start and the end decide.
  return statusOf({ publishTime: startTime, startTime, endTime }, now).practiceStatus;
}

/** Every date YYYY-MM-DD of a month. */
export function datesOfMonth(year: number, month: number): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return Array.from({ length: days }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}
