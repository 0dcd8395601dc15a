import type { ReportBenchCase } from './report-bench';

/** The report benchmark's cases for the mistakes centre (helper D); reports.ts runs whatever is here. */
export const cases: ReportBenchCase[] = [];
