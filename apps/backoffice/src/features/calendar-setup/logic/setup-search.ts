// The page's search reader by its own module: it is read in the entry chunk.
import { REPORT_FILTER_PARAMS, type ReportFilterSearch } from '../../../shared/report/report-search';
import { searchParams } from '../../../shared/search-params';

/** The teaching-calendar set-up page: the class, subject and term in view. */
export type CalendarSetupSearch = Pick<ReportFilterSearch, 'classId' | 'subject' | 'termId'>;
export const parseCalendarSetupSearch = searchParams<CalendarSetupSearch>({
  classId: REPORT_FILTER_PARAMS.classId,
  subject: REPORT_FILTER_PARAMS.subject,
  termId: REPORT_FILTER_PARAMS.termId,
});
