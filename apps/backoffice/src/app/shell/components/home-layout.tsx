import {
  logoutMutationOptions,
  switchLanguageMutationOptions,
  switchRoleMutationOptions,
} from '@harbour/api-client';
import { Button, ConfirmHost, ThemeRoot, toCommonFont } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useMatches, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { ROLE_LABELS } from '../../../shared/labels';
import { endSession, homePageOf, switchSessionRole } from '../../../shared/session';
import {
  COMMON_FONTS,
  type CommonFont,
  commonFontAtom,
  localeAtom,
  userInfoAtom,
} from '../../../shared/state/atoms';
import { RouteProgress } from '../../page-pending';
import { PageBeforeContext } from '../../route-error';
import { navigationItems } from '../logic/navigation-items';
import { menuEntryOf, pagePathOf, pageTrail } from '../logic/page-trail';
import { Breadcrumbs } from './breadcrumbs';
import './home-layout.css';
import { PAGE_LABELS } from './page-labels';

/** The frame of every /home page: navigation by role, role switcher, language, font size, logout. */
export function HomeLayout() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userInfo = useAtomValue(userInfoAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const [font, setFont] = useAtom(commonFontAtom);
  const switchRole = useMutation(switchRoleMutationOptions(queryClient));
  const switchLanguage = useMutation(switchLanguageMutationOptions(queryClient));
  const logout = useMutation(logoutMutationOptions(queryClient));

  // The page in view: its breadcrumb and the menu entry it belongs to (one table, logic/page-trail.ts).
  const page = pagePathOf(useMatches({ select: (matches) => matches.at(-1)?.fullPath ?? '' }));
  const search: Record<string, unknown> = useSearch({ strict: false });
  const trail = page ? pageTrail(page, search) : [];
  const menuEntry = page ? menuEntryOf(page) : null;
  const before = trail.at(-2);
  const fontLabels: Record<CommonFont, string> = { large: t`Large`, medium: t`Medium`, small: t`Small` };
  const name = userInfo ? (locale === 'en' && userInfo.nameEn ? userInfo.nameEn : userInfo.name) : '';

  const onLocale = (next: string) => {
    if (next !== 'hk' && next !== 'en') return;
    setLocale(next);
    switchLanguage.mutate({ locale: next });
  };
  const onRole = (next: string) => {
    const role = userInfo?.roles.find((held) => held === next);
    if (!userInfo || !role || role === userInfo.activeRole) return;
    // The new role lands on its own dashboard, as at sign-in.
    switchRole.mutate(
      { role },
      {
        onSuccess: (info) => {
          switchSessionRole(info);
          void navigate({ to: homePageOf(info.activeRole) });
        },
      },
    );
  };
  const onLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        endSession();
        void navigate({ to: '/' });
      },
    });
  };

  // ThemeRoot gives React Aria's own strings and number formats the user's language (hk or en),
  // not the browser's; the pages with React Aria's widgets are all inside this layout.
  return (
    <ThemeRoot commonFont={font}>
      <div className="hb-home">
        {/* The first stop of the keyboard: past the header and the menu to the page (shown on focus). */}
        <a className="hb-home__skip" href="#hb-main">
          <Trans>Skip to content</Trans>
        </a>
        <header className="hb-home__header">
          <Link to="/home/dashboard" className="hb-home__brand">
            <Trans>Harbour teacher back-office</Trans>
          </Link>
          <div className="hb-home__tools">
            {userInfo && userInfo.roles.length > 1 ? (
              <Select
                className="hb-home__select"
                aria-label={t`Role`}
                options={userInfo.roles.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
                value={userInfo.activeRole}
                onChange={onRole}
                isDisabled={switchRole.isPending}
              />
            ) : userInfo ? (
              <span className="hb-home__role">{i18n._(ROLE_LABELS[userInfo.activeRole])}</span>
            ) : null}
            <Select
              className="hb-home__select"
              aria-label={t`Language`}
              options={[
                { value: 'hk', label: '繁體中文' },
                { value: 'en', label: 'English' },
              ]}
              value={locale}
              onChange={onLocale}
            />
            <Select
              className="hb-home__select"
              aria-label={t`Font size`}
              options={COMMON_FONTS.map((f) => ({ value: f, label: fontLabels[f] }))}
              value={font}
              onChange={(next) => setFont(toCommonFont(next))}
            />
            <span className="hb-home__user">{name}</span>
            <Button variant="secondary" onPress={onLogout} isDisabled={logout.isPending}>
              <Trans>Log out</Trans>
            </Button>
          </div>
        </header>
        <div className="hb-home__body">
          <nav className="hb-home__nav" aria-label={t`Main`}>
            <ul>
              {navigationItems(userInfo?.activeRole).map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    search={item.search}
                    activeOptions={{ exact: true, includeSearch: false }}
                    aria-current={item.label === menuEntry ? 'page' : undefined}
                    className={item.label === menuEntry ? 'is-active' : undefined}
                    data-entry={item.label}
                  >
                    <span className="hb-home__nav-label">{i18n._(PAGE_LABELS[item.label])}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <main className="hb-home__main" id="hb-main" tabIndex={-1}>
            <RouteProgress />
            <Breadcrumbs trail={trail} />
            <PageBeforeContext.Provider
              value={
                before
                  ? { path: before.path, search: before.search, label: i18n._(PAGE_LABELS[before.name]) }
                  : null
              }
            >
              <Outlet />
            </PageBeforeContext.Provider>
          </main>
        </div>
        <ConfirmHost />
      </div>
    </ThemeRoot>
  );
}
