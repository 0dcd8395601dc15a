import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LoadingOrFailed } from '../../../shared/components/loading-or-failed';
import { PageHead } from '../../../shared/components/page-head';
import { userInfoAtom } from '../../../shared/state/atoms';
import { schoolTermsQueryOptions } from '../api/calendar-setup-queries';
import type { CalendarSetupSearch } from '../logic/setup-search';
import { TermsSection } from './terms-section';
import { UnitsSection } from './units-section';
import './calendar-setup.css';

/**
 * The teaching calendar's set-up (under the report centre): the school's terms and a class's units of a
 * subject in a term, added, changed and deleted by the curriculum director (terms and units) and a panel
 * head (units of their subjects), and a scheme of work imported from a file.
 */
export function CalendarSetupPage({
  search,
  onSearch,
}: {
  search: CalendarSetupSearch;
  onSearch: (next: CalendarSetupSearch) => void;
}) {
  const { t } = useLingui();
  const userInfo = useAtomValue(userInfoAtom);
  const role = userInfo?.activeRole;
  const terms = useQuery(schoolTermsQueryOptions());
  const termList = terms.data ?? [];
  const termId = search.termId ?? (termList.find((term) => term.current) ?? termList[0])?.termId;
  const term = termList.find((x) => x.termId === termId);
  return (
    <div className="hb-calendar-setup">
      <PageHead
        title={t`Teaching calendar set-up`}
        intro={<p>{t`Terms of the school year and each class's units, which reports group homework by.`}</p>}
      />
      {terms.data === undefined ? (
        <LoadingOrFailed failed={terms.isError}>{t`The terms could not be loaded.`}</LoadingOrFailed>
      ) : (
        <>
          <TermsSection terms={termList} mayChange={role === 'CURRICULUM_DIRECTOR'} />
          <UnitsSection
            search={search}
            onSearch={onSearch}
            terms={termList}
            term={term}
            subjects={userInfo?.subjectCodes ?? []}
            mayChange={role === 'CURRICULUM_DIRECTOR' || role === 'PANEL'}
          />
        </>
      )}
    </div>
  );
}
