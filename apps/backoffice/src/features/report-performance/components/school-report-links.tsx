import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { userInfoAtom } from '../../../shared/state/atoms';

/**
 * The reports over the whole school (spec §2 schoolReport, subjectReport, categoryReport, the AT Zone and SE
 * Zone reports, the class comparisons), for the roles that read the school: the zones' only where the user has their family.
 */
export function SchoolReportLinks() {
  const { t } = useLingui();
  const families = useAtomValue(userInfoAtom)?.textbookTypes ?? [];
  return (
    <nav aria-label={t`Reports of the school`}>
      <ul className="hb-perf__links">
        <li>
          <Link to="/home/reportCenter/schoolReport">
            <Trans>Whole-school report</Trans>
          </Link>
        </li>
        <li>
          <Link to="/home/reportCenter/subjectReport">
            <Trans>Subject report</Trans>
          </Link>
        </li>
        <li>
          <Link to="/home/reportCenter/categoryReport">
            <Trans>Category report</Trans>
          </Link>
        </li>
        <li>
          <Link to="/home/reportCenter/compareClassReport">
            <Trans>Class comparison</Trans>
          </Link>
        </li>
        {families.includes('HKAT') ? (
          <li>
            <Link to="/home/reportCenter/hkatHeadMasterReport">
              <Trans>AT Zone (HKAT) report</Trans>
            </Link>
          </li>
        ) : null}
        {families.includes('SE_ZONE') ? (
          <li>
            <Link to="/home/reportCenter/seZoneReport">
              <Trans>SE Zone report</Trans>
            </Link>
          </li>
        ) : null}
        {families.includes('SE_ZONE') ? (
          <li>
            <Link to="/home/reportCenter/compareSeZoneReport">
              <Trans>SE Zone class comparison</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
