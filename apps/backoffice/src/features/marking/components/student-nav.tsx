import type { MarkingUnit } from '@harbour/api-client';
import { Button } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';

/** The student being marked (name, class, position, total) between the previous and next student. */
export function StudentNav({
  unit,
  headingRef,
  onMove,
}: {
  unit: NonNullable<MarkingUnit>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onMove: (to: 'next' | 'previous') => void;
}) {
  const { t, i18n } = useLingui();
  const { student, position, total } = unit;
  const name = i18n.locale === 'en' && student.nameEn ? student.nameEn : student.name;
  const className = student.className;
  const classNumber = student.classNumber;
  const score = student.score;
  const fullScore = student.fullScore;

  return (
    <nav className="hb-marking__students" aria-label={t`Students`}>
      <Button
        variant="secondary"
        isDisabled={unit.previousStudentId === null}
        onPress={() => onMove('previous')}
      >
        <Trans>‹ Previous student</Trans>
      </Button>
      <h2 ref={headingRef} tabIndex={-1} className="hb-marking__student" data-student-id={student.studentId}>
        <span className="hb-marking__student-name" data-testid="marking-student-name">
          {name}
        </span>{' '}
        <span className="hb-marking__student-meta">
          <Trans>
            {className} no. {classNumber} · student {position} of {total} · total {score} / {fullScore}
          </Trans>
        </span>
      </h2>
      <Button variant="secondary" isDisabled={unit.nextStudentId === null} onPress={() => onMove('next')}>
        <Trans>Next student ›</Trans>
      </Button>
    </nav>
  );
}
