import { base, en, Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Storage } from '../../storage';
import type { Db } from '../client';
import { schools, updateFiles } from '../schema';
import { seedCurriculum } from './curriculum';
import { seedHomework } from './homework';
import { NAMED_STAFF, type SchoolSpec, STUDENT_ACCOUNT_SUFFIX, seedPeople } from './people';
import { seedReportTests } from './report-tests';
import { seedReports } from './reports';
import { seedTaskSheet } from './task-sheet';
import { seedTeachingCalendar } from './teaching-calendar';

export const DEMO_PASSWORD = 'demo1234';
/** Seed of the deterministic generator. */
export const SEED = 20_261_122;

/** The demo school (README: "Demo school"). */
export const DEMO_SCHOOL: SchoolSpec = {
  name: '海港書院',
  nameEn: 'Harbour College',
  address: '香港九龍海港道1號',
  phone: '2345 6789',
  accountPrefix: 'demo-',
  classesPerGrade: 2,
};

/** A second school, seeded only by the tests, to prove tenancy. */
export const OTHER_SCHOOL: SchoolSpec = {
  name: '山景學校',
  nameEn: 'Hillview School',
  address: '香港新界山景路8號',
  phone: '2456 7890',
  accountPrefix: 'other-',
  classesPerGrade: 1,
};

/** The student account a newcomer logs in with (password DEMO_PASSWORD), first of 3B. */
export const DEMO_STUDENT_ACCOUNT = `${DEMO_SCHOOL.accountPrefix}${STUDENT_ACCOUNT_SUFFIX}`;

/** One demo account per role; demo-teacher also holds HEAD_TEACHER so role switching can be tried. */
export const DEMO_ACCOUNTS = NAMED_STAFF.map((staff) => ({
  account: `${DEMO_SCHOOL.accountPrefix}${staff.suffix}`,
  roles: staff.roles,
}));

/** App version the remote language and font files carry (back-office spec §9). */
export const FILE_VERSION = '3.11.1';

export interface SeedOptions {
  /** Size of the school (`pnpm seed --scale N`): see `classesPerGradeAt` and `questionsPerHomework`. */
  scale?: number;
  /** Clock of the seed (the last four weeks, this month and this week get homework); now by default. */
  now?: Date;
  /**
   * Where the photos and recordings of seeded answers are written (the server's storage). Without it the
   * answers and upload records name the files (as local storage would) but no bytes are written: the tests.
   */
  storage?: Storage;
  /**
   * A full school's year (`pnpm seed --year`): last school year gets YEAR_HOMEWORK_PER_SUBJECT homework per
   * class and subject (seed/homework.ts), about 200 a student; off by default (the demo school the tests use).
   */
  year?: boolean;
}

/**
 * Classes per grade at a scale: 2 at scale 1 (the demo school, ~540 students), 6 at scale 10 (54 classes,
 * ~1,600 students: the "about 1,500"), growing by one every two to three steps beyond.
 */
export function classesPerGradeAt(scale: number): number {
  return DEMO_SCHOOL.classesPerGrade + Math.ceil(((scale - 1) * 4) / 9);
}

/** Seeds one school with people, curriculum and homework; every staff account has `password`, hashed on its own. */
export async function seedSchool(
  db: Db,
  spec: SchoolSpec,
  password: string,
  options: SeedOptions = {},
): Promise<number> {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SEED + spec.accountPrefix.length);
  const people = await seedPeople(db, faker, spec, password);
  const curriculum = await seedCurriculum(db, people.schoolId);
  await seedHomework(db, faker, people, curriculum, options.now ?? new Date(), {
    scale: Math.max(1, Math.floor(options.scale ?? 1)),
    storage: options.storage,
    year: options.year,
  });
  await seedReports(db, people, options.now ?? new Date());
  // The report test and the task sheet before the calendar: the calendar joins every seeded homework to its
  // unit, tests and task sheets too. The task sheet draws nothing at random: it changes no other seeded row.
  await seedReportTests(db, people, options.now ?? new Date());
  await seedTaskSheet(db, people, options.now ?? new Date(), options.storage);
  await seedTeachingCalendar(db, people, options.now ?? new Date());
  return people.schoolId;
}

/** Seeds the demo school (and the file config) when the database holds no school yet. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.select({ id: schools.id }).from(schools).limit(1);
  if (existing.length > 0) return false;
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  await db.transaction(async (tx) => {
    await seedSchool(tx, { ...DEMO_SCHOOL, classesPerGrade: classesPerGradeAt(scale) }, DEMO_PASSWORD, {
      ...options,
      scale,
    });
    await tx.insert(updateFiles).values([
      {
        deviceType: 'SCHOOL_PC',
        fileType: 'TEXT',
        versionCode: FILE_VERSION,
        fileUrl: `/media/files/lang-${FILE_VERSION}.json`,
      },
      {
        deviceType: 'SCHOOL_PC',
        fileType: 'FONT',
        versionCode: FILE_VERSION,
        fileUrl: `/media/files/font-${FILE_VERSION}.css`,
      },
    ]);
  });
  // Fresh statistics, so the planner picks the indexes for a school of this size from the first request.
  await db.execute(sql`ANALYZE`);
  return true;
}

/** Empties every table of the schema (TRUNCATE does not fire the audit logs' row triggers). */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.execute(
    sql`TRUNCATE schools, update_files, score_audit, publication_audit RESTART IDENTITY CASCADE`,
  );
}
