// The report benchmark's shared types. Each report area adds its cases in its own file
// (reports-homework.ts, reports-performance.ts, reports-error-center.ts, reports-school.ts); reports.ts seeds PostgreSQL at
// scale, builds the app once and runs every case it finds, printing each one's p95 server time against its
// target.

/** One HTTP request a case sends; the harness times it with Fastify's own server time (reply.elapsedTime). */
export interface ReportBenchRequest {
  method?: 'GET' | 'POST';
  /** The path with its query, e.g. `/ael/school/v2/report/ehomeworks/12`. */
  url: string;
  /** `teacher` (demo-teacher, the default) or `headmaster` (demo-headmaster: the whole school). */
  as?: 'teacher' | 'headmaster';
  body?: unknown;
}

/** A reply as the harness hands it back (status and parsed JSON body), for a case that checks what it got. */
export interface ReportBenchReply {
  status: number;
  json: unknown;
}

/** The seeded world a case draws its requests from (all ids are of the demo school, at the run's scale). */
export interface ReportBenchContext {
  /** Sends one request to the app (not timed unless sent by the harness for a measured case). */
  inject(request: ReportBenchRequest): Promise<ReportBenchReply>;
  /** Access tokens for demo-teacher and for the school's headmaster (demo-headmaster). */
  tokens: { teacher: string; headmaster: string };
  /**
   * Homework with at least one submission: the classes they were set to, subject code (CHINESE, ENGLISH,
   * MATH), process type and how many submissions. demo-teacher's come first (see teacherHomework).
   */
  homework: ReadonlyArray<{
    id: number;
    classIds: number[];
    subjectCode: string;
    processType: string;
    submissions: number;
  }>;
  /** The homework demo-teacher may read (set to one of their classes in one of their subjects). */
  teacherHomework: ReadonlyArray<{
    id: number;
    classIds: number[];
    subjectCode: string;
    processType: string;
  }>;
  /** Teaching schedules (units) with at least one linked homework: their class, term and subject code. */
  schedules: ReadonlyArray<{ id: number; classId: number; termId: number; subjectCode: string }>;
  /** Students who handed something in, with their class. */
  students: ReadonlyArray<{ id: number; classId: number }>;
  /** Classes with students (demo-teacher's first). */
  classes: ReadonlyArray<{ id: number; className: string }>;
  /** Terms of the current school year. */
  terms: ReadonlyArray<{ id: number }>;
  /**
   * The school year the whole-school cases ask: the one whose units hold the most homework (with `--year`,
   * last school year, a full one), and its terms.
   */
  reportYear: number;
  reportTermIds: readonly number[];
  /** Runs one plain SQL statement on the bench's database (the checks recompute figures with it). */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** demo-teacher's own classes (the teacher token sees these, in the subjects of `teaching`). */
  teacherClassIds: readonly number[];
  /** What demo-teacher teaches: class and subject code pairs (teaching assignments). */
  teaching: ReadonlyArray<{ classId: number; subjectCode: string }>;
  /** The units demo-teacher may read: of a class they teach in the unit's subject. */
  teacherSchedules: ReadonlyArray<{ id: number; classId: number; termId: number; subjectCode: string }>;
  /** A deterministic random number in [0, 1) (seeded per run), to spread requests over the lists. */
  random(): number;
  /** One item of a list chosen with random(); undefined for an empty list. */
  pick<T>(list: readonly T[]): T | undefined;
}

export interface ReportBenchCase {
  /** Shown in the results table, e.g. 'homework report'. */
  name: string;
  /** The p95 server-time target in milliseconds. */
  targetP95Ms: number;
  /** How many measured requests (default 200) after `warmup` unmeasured ones (default 20). */
  requests?: number;
  warmup?: number;
  /**
   * The k-th request of the case: spread them over many classes, homework and students. Return null when
   * there is nothing to ask (the case is then reported as skipped).
   */
  request(context: ReportBenchContext, k: number): ReportBenchRequest | null;
  /**
   * Cold: every measured request is the first of a fresh app on a fresh connection pool (new PostgreSQL
   * backends), and the case runs before every other, just after VACUUM ANALYZE. Default 5 requests, no warm-up.
   */
  fresh?: boolean;
}

/** A check of a report's figures against a recomputation; reports.ts fails the run when one differs. */
export interface ReportBenchCheck {
  name: string;
  /** What differs (empty when every figure checked is equal). */
  run(context: ReportBenchContext): Promise<string[]>;
}
