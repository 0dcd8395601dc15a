import { Button } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ReportSection } from '../../../shared/report/report-section';
import { NoData } from '../../../shared/report/report-state';
import { downloadTestStudentPdf, saveFile } from '../api/test-report-queries';
import { PartLink, type PartProps } from './test-parts';

/** A student's test as a PDF to download. */
export function StudentPdf({ family, report, search }: PartProps) {
  const { t } = useLingui();
  const student = report.students.find((s) => s.studentId === search.studentId);
  const download = useMutation({
    mutationFn: () =>
      downloadTestStudentPdf(
        student?.studentId ?? 0,
        report.eHomeworkId,
        `${report.homeworkName} - ${student?.className ?? ''} ${student?.classNumber ?? ''} ${student?.name ?? ''}.pdf`,
      ),
    onSuccess: saveFile,
  });
  if (!student)
    return (
      <section className="hb-report-section">
        <NoData />
      </section>
    );
  return (
    <ReportSection id="hb-tr-pdf" title={t`Test PDF of ${student.name}`}>
      <p>
        {t`A printable copy of ${student.name}'s test: each question with their answer, the right answer, the marks and your comments, and the total.`}
      </p>
      <p>
        <Button onPress={() => download.mutate()} isDisabled={download.isPending}>
          {download.isPending ? t`Preparing the PDF…` : t`Download PDF`}
        </Button>
      </p>
      <p role="status" className="hb-report-note">
        {download.isSuccess ? t`Downloaded ${download.data.fileName}` : ''}
      </p>
      {download.isError ? (
        <p role="alert">{download.error.message || t`The PDF could not be made.`}</p>
      ) : null}
      <p>
        <PartLink family={family} part="student" search={search} extra={{ studentId: student.studentId }}>
          {t`Back to ${student.name}'s report`}
        </PartLink>
      </p>
    </ReportSection>
  );
}
