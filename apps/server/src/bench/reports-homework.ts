import type { ReportBenchCase } from './report-bench';

/** The report benchmark's cases for the homework report (helper A); reports.ts runs whatever is here. */
export const cases: ReportBenchCase[] = [];
