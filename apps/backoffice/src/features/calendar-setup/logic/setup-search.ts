import type { ReportFilterSearch } from '../../../shared/report/report-search';

/** The teaching-calendar set-up page's search: the class, subject and term in view (the report centre's reader). */
export type CalendarSetupSearch = Pick<ReportFilterSearch, 'classId' | 'subject' | 'termId'>;
