import type { ReportBenchCase } from './report-bench';

/** The report benchmark's cases for the unit and student reports (helper B); reports.ts runs whatever is here. */
export const cases: ReportBenchCase[] = [];
