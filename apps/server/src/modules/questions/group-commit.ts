/**
 * Group commit: concurrent jobs are written by one statement, so the database does one commit for many.
 * Each caller still waits until its own job's statement has committed, and gets its own result or error.
 */

/** How jobs are grouped. */
export interface GroupCommitOptions {
  /** Most rows one statement writes. */
  maxRows: number;
  /** Statements in flight at once (each on its own connection). */
  maxInFlight: number;
  /**
   * How long the first queued job waits for company before its statement starts, when no statement is
   * in flight; 0 starts it on the next turn of the event loop. While statements are in flight, jobs wait for
   * one to finish anyway and then leave together.
   */
  lingerMs: number;
}

/**
 * Defaults measured with the answer benchmark (BENCHMARKS.md): two statements in flight, so a statement's
 * commit overlaps the next one's work. One left the cores idle while a commit waited; three made smaller
 * statements (about 8 answers against 12), and each statement costs PostgreSQL about 0.4 ms before its
 * first answer, so three used more CPU per answer for no more answers per second.
 */
export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = { maxRows: 64, maxInFlight: 2, lingerMs: 0 };

/** A job: rows to write together, under keys no other job in the same statement may share. */
export interface Job<Row, Result> {
  rows: Row[];
  /** Keys of the rows written; a job waits while an earlier job holding one of its keys is queued or in flight. */
  keys: string[];
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Writes the rows of several jobs in one statement and returns one result per job, in order. Throws when the
 * statement fails; the group then retries each job alone, so a failing job fails only its own caller.
 */
export type WriteJobs<Row, Result> = (jobs: readonly Job<Row, Result>[]) => Promise<Result[]>;

export class GroupCommit<Row, Result> {
  private queue: Job<Row, Result>[] = [];
  private inFlight = 0;
  /** Keys of the jobs in flight. */
  private readonly busy = new Set<string>();
  private scheduled = false;
  /** Statements written and jobs they held, for tests and the benchmark. */
  readonly stats = { statements: 0, jobs: 0 };

  constructor(
    private readonly write: WriteJobs<Row, Result>,
    private readonly options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
  ) {}

  /** Queues rows and resolves once their statement has committed. */
  submit(rows: Row[], keys: string[]): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ rows, keys, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0 || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.flush();
    };
    if (this.options.lingerMs > 0 && this.inFlight === 0) setTimeout(run, this.options.lingerMs);
    else setImmediate(run);
  }

  /** Takes the queued jobs that fit in one statement, keeping jobs that share a key in arrival order. */
  private take(): Job<Row, Result>[] {
    const taken: Job<Row, Result>[] = [];
    const left: Job<Row, Result>[] = [];
    /** Keys of this statement and of the jobs held back: a later job sharing one waits too. */
    const claimed = new Set<string>();
    let rows = 0;
    for (const job of this.queue) {
      const blocked = job.keys.some((key) => this.busy.has(key) || claimed.has(key));
      const full = taken.length > 0 && rows + job.rows.length > this.options.maxRows;
      if (!blocked && !full) {
        taken.push(job);
        rows += job.rows.length;
      } else {
        left.push(job);
      }
      for (const key of job.keys) claimed.add(key);
    }
    this.queue = left;
    return taken;
  }

  private flush(): void {
    if (this.inFlight >= this.options.maxInFlight) return;
    const jobs = this.take();
    if (jobs.length === 0) return;
    this.inFlight++;
    for (const job of jobs) for (const key of job.keys) this.busy.add(key);
    void this.run(jobs).finally(() => {
      this.inFlight--;
      for (const job of jobs) for (const key of job.keys) this.busy.delete(key);
      this.schedule();
    });
    // More room in flight and jobs left (full statement): start the next one too.
    this.schedule();
  }

  private counted(jobs: readonly Job<Row, Result>[]): Promise<Result[]> {
    this.stats.statements++;
    this.stats.jobs += jobs.length;
    return this.write(jobs);
  }

  private async run(jobs: Job<Row, Result>[]): Promise<void> {
    try {
      const results = await this.counted(jobs);
      for (const [index, job] of jobs.entries()) job.resolve(results[index] as Result);
    } catch (error) {
      if (jobs.length === 1) {
        jobs[0]?.reject(error);
        return;
      }
      // One bad job must not fail its neighbours: each alone, so the error reaches only its own caller.
      await Promise.all(
        jobs.map(async (job) => {
          try {
            const [result] = await this.counted([job]);
            job.resolve(result as Result);
          } catch (alone) {
            job.reject(alone);
          }
        }),
      );
    }
  }
}
