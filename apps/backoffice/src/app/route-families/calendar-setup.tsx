import { lazyRouteComponent } from '@tanstack/react-router';
import { parseReportCentreSearch } from '../../features/report-performance/logic/performance-page-search';
import { searchPage } from './family-page';

// The teaching calendar's set-up page under the report centre: the report centre's search reader (its
// class, subject and term; already in the entry chunk), the page (with its dialogs and the file parsers they
// load on use) in a chunk of its own.

const CalendarSetupPage = lazyRouteComponent(
  () => import('../../features/calendar-setup/components/calendar-setup-page'),
  'CalendarSetupPage',
);

/** /home/reportCenter/teachingCalendar: terms and units of the school, set up by a director or panel head. */
export const calendarSetupRoute = () => ({
  validateSearch: parseReportCentreSearch,
  component: searchPage(CalendarSetupPage, parseReportCentreSearch, {}, { replace: true }),
});
