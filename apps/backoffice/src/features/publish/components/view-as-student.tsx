import { practiceStudentsQueryOptions, SUPER_TOKEN_KEY, simulateLogin } from '@harbour/api-client';
import { Modal, PlainButton, showWarning } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import './view-as-student.css';

/** Where the student app is served (apps/student, by the same server). */
export const STUDENT_APP_PATH = '/student/';

/**
 * Opens the student app in a new tab as a student (back-office spec §1, §7: POST /login/simulate, then the
 * one-time super token in local storage, which the student app reads once and removes). The tab is opened
 * first, inside the press, so a pop-up blocker lets it through; the token is written only once the tab
 * exists, so a blocked tab never leaves a student token behind for this tab's next request.
 */
export async function openAsStudent(studentId: number): Promise<boolean> {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  tab.opener = null;
  try {
    const { accessToken } = await simulateLogin({ studentId });
    localStorage.setItem(SUPER_TOKEN_KEY, accessToken);
    tab.location.href = STUDENT_APP_PATH;
    return true;
  } catch (error) {
    tab.close();
    throw error;
  }
}

/**
 * "View as student" for a published homework: the students it was given to, each opening the student app
 * as that student in a new tab, with the simulation banner. What the teacher does there is recorded as the
 * teacher's action.
 */
export function ViewAsStudent({ eHomeworkId, homeworkName }: { eHomeworkId: number; homeworkName: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState<number | null>(null);
  const students = useQuery({ ...practiceStudentsQueryOptions(eHomeworkId), enabled: open });

  const onView = async (studentId: number) => {
    setOpening(studentId);
    try {
      if (!(await openAsStudent(studentId))) {
        showWarning(t`Your browser blocked the new tab. Allow pop-ups for this site and try again.`);
      }
    } catch {
      // The client has shown the server's message.
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      <button
        type="button"
        className="hb-view-as__trigger"
        onClick={() => setOpen(true)}
        aria-label={t`View as student: ${homeworkName}`}
      >
        <Trans>View as student</Trans>
      </button>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        title={t`View “${homeworkName}” as a student`}
        actions="none"
        size="large"
      >
        <p className="hb-view-as__intro">
          <Trans>
            The student app opens in a new tab as the student you choose. What you do there is recorded as
            your action, not the student's.
          </Trans>
        </p>
        {students.isPending ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : students.isError ? (
          <p role="alert">
            <Trans>The students could not be loaded.</Trans>
          </p>
        ) : students.data.length === 0 ? (
          <p>
            <Trans>No student has this homework.</Trans>
          </p>
        ) : (
          <ul className="hb-view-as__list">
            {students.data.map((student) => (
              <li key={student.studentId} className="hb-view-as__row">
                <span>
                  {student.className} {student.classNumber}. {student.name} {student.nameEn}
                </span>
                <PlainButton
                  variant="secondary"
                  disabled={opening !== null}
                  onClick={() => void onView(student.studentId)}
                  aria-label={t`View as: ${student.name}`}
                >
                  <Trans>View as</Trans>
                </PlainButton>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
