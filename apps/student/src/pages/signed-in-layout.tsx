import { studentHomeworksQueryOptions, studentSessionQueryOptions } from '@harbour/api-client';
import { PlainButton } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { forgetStudentToken } from '../app/session';
import { unsentAnswers } from '../app/unsent-answers';
import { LanguageSwitch } from '../components/language-switch';
import './signed-in-layout.css';

/** The header of every signed-in page: who is signed in, the language, log out; a simulation says so first. */
export function SignedInLayout() {
  const { t, i18n } = useLingui();
  const { data: session } = useSuspenseQuery(studentSessionQueryOptions());
  const { student, simulatedBy } = session;
  const name = i18n.locale === 'en' && student.nameEn ? student.nameEn : student.name;
  const teacher = simulatedBy?.name ?? '';
  const queryClient = useQueryClient();

  // The connection is back: the answers kept on the device go, of every homework, whichever page is open (the
  // homework page also listens, to say where its own saves stand).
  useEffect(() => {
    const online = async () => {
      const { sent } = await unsentAnswers(queryClient).drain(student.studentId);
      // Each answer marked the list stale without reading it (refetchType 'none'); the list, if on screen, is
      // read again now.
      if (sent > 0)
        await queryClient.refetchQueries({
          queryKey: studentHomeworksQueryOptions().queryKey,
          type: 'active',
        });
    };
    const onOnline = () => void online();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient, student.studentId]);

  // A fresh load of the app: no cached answer of this session survives into the next (the login page, or the
  // student session this browser already had when a simulation ends).
  const logOut = () => {
    forgetStudentToken();
    window.location.assign(import.meta.env.BASE_URL);
  };

  return (
    <>
      {simulatedBy ? (
        // Back-office spec §1: a teacher viewing as a student sees, on every page, that this is a simulation.
        <aside className="st-simulation" aria-label={t`Simulation`}>
          <Trans>
            Simulation: you are viewing as {name}, as {teacher}. What you do here is recorded as your action.
          </Trans>
        </aside>
      ) : null}
      <header className="st-header">
        <Link to="/home" className="st-header__brand">
          <Trans>Harbour homework</Trans>
        </Link>
        <p className="st-header__who">
          <Trans>
            {name}, class {student.className} no. {student.classNumber}
          </Trans>
        </p>
        <div className="st-header__actions">
          <LanguageSwitch />
          <PlainButton variant="secondary" onClick={logOut}>
            {simulatedBy ? <Trans>End simulation</Trans> : <Trans>Log out</Trans>}
          </PlainButton>
        </div>
      </header>
      <Outlet />
    </>
  );
}
