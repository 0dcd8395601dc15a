import {
  ARCHIVE_AFTER_DAYS,
  type HomeworkTimeStatus,
  type HomeworkTimes,
  homeworkTimeStatus,
  type PracticeStatus,
  practiceStatusOf,
} from '@harbour/domain';
import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { homeworks } from '../../db/schema';

const DAY_MS = 24 * 60 * 60_000;

/** Time status and practice status of a homework at a time (both from the contract's homeworkTimeStatus). */
export function statusOf(
  times: HomeworkTimes,
  now: Date,
): { timeStatus: HomeworkTimeStatus; practiceStatus: PracticeStatus } {
  const timeStatus = homeworkTimeStatus(times, now);
  return { timeStatus, practiceStatus: practiceStatusOf(timeStatus) };
}

/** Time and practice status of a homework row at a time. */
export function homeworkStatus(
  homework: { publishTime: Date | null; startTime: Date; endTime: Date },
  now: Date,
): { timeStatus: HomeworkTimeStatus; practiceStatus: PracticeStatus } {
  return statusOf(
    { publishTime: homework.publishTime, startTime: homework.startTime, endTime: homework.endTime },
    now,
  );
}

/** Practice status of a published homework at a time: before start, until the end, after the end. */
export function practiceStatus(startTime: Date, endTime: Date, now: Date): PracticeStatus {
  // Published no later than its start, so only the start and the end decide.
  return statusOf({ publishTime: startTime, startTime, endTime }, now).practiceStatus;
}

/**
 * SQL form of `homeworkTimeStatus(row, now) === status` for the homeworks row in the query, so lists filter
 * and page by time status in the database. Plain range conditions on the row's times (indexable); a test
 * checks it agrees with homeworkTimeStatus at every boundary.
 */
export function timeStatusIs(status: HomeworkTimeStatus, now: Date): SQL {
  const published = and(isNotNull(homeworks.publishTime), lte(homeworks.publishTime, now));
  const started = lte(homeworks.startTime, now);
  const ended = lte(homeworks.endTime, now);
  // EXPIRED until ARCHIVE_AFTER_DAYS after the end, ARCHIVED from then.
  const archivedBefore = new Date(now.getTime() - ARCHIVE_AFTER_DAYS * DAY_MS);
  const conditions: Record<HomeworkTimeStatus, SQL | undefined> = {
    NOT_PUBLISHED: or(isNull(homeworks.publishTime), gt(homeworks.publishTime, now)),
    SCHEDULED: and(published, gt(homeworks.startTime, now)),
    ONGOING: and(published, started, gt(homeworks.endTime, now)),
    EXPIRED: and(published, started, ended, gt(homeworks.endTime, archivedBefore)),
    ARCHIVED: and(published, started, ended, lte(homeworks.endTime, archivedBefore)),
  };
  return conditions[status] as SQL;
}
