import type { Term } from '@harbour/api-client';
import { schoolYearName } from '@harbour/domain';
import { Button } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import { Badge } from '../../../shared/report/band-badge';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportTable } from '../../../shared/report/report-table';
import { deleteTermMutationOptions } from '../api/calendar-setup-queries';
import { TermDialog } from './setup-dialogs';
import './calendar-setup.css';

/** A term's name in the page's language: "2026/27 semester 1" (the report centre's words). */
export function useTermName() {
  const { t } = useLingui();
  return (term: Term) => {
    const years = schoolYearName(term.schoolYear);
    const semester = term.semester;
    return t`${years} semester ${semester}`;
  };
}

/** The school's terms, added, changed and deleted by a curriculum director; read by everyone else. */
export function TermsSection({ terms, mayChange }: { terms: readonly Term[]; mayChange: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const [problem, setProblem] = useState('');
  const remove = useMutation({
    ...deleteTermMutationOptions(queryClient),
    meta: { saysErrorsInPlace: true },
  });
  const termName = useTermName();
  const columns: ReportColumn<Term>[] = [
    {
      id: 'name',
      header: t`Term`,
      rowHeader: true,
      value: termName,
    },
    { id: 'start', header: t`First day`, value: (term) => term.startDate.replaceAll('-', '/') },
    { id: 'end', header: t`Last day`, value: (term) => term.endDate.replaceAll('-', '/') },
    {
      id: 'current',
      header: t`Current`,
      cell: (term) => (term.current ? <Badge tone="green">{t`Current term`}</Badge> : ''),
    },
  ];
  if (mayChange) {
    columns.push({
      id: 'actions',
      header: t`Actions`,
      cell: (term) => {
        const name = termName(term);
        return (
          <span className="hb-calendar-setup__actions">
            <Button variant="secondary" aria-label={t`Edit ${name}`} onPress={() => setEditing(term)}>
              {t`Edit`}
            </Button>
            <Button
              variant="secondary"
              aria-label={t`Delete ${name}`}
              isDisabled={remove.isPending}
              onPress={() => {
                setProblem('');
                remove.mutate(term.termId, { onError: (error) => setProblem(error.message) });
              }}
            >
              {t`Delete`}
            </Button>
          </span>
        );
      },
    });
  }
  return (
    <CardSection id="terms" title={t`Terms`}>
      {mayChange ? (
        <p>
          <Button variant="primary" onPress={() => setEditing('new')}>
            {t`Add a term`}
          </Button>
        </p>
      ) : (
        <p>{t`Only the curriculum director changes the terms.`}</p>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
      <ReportTable
        columns={columns}
        rows={terms}
        caption={t`Terms of the school`}
        rowKey={(term) => String(term.termId)}
        empty={<p>{t`No term yet: add the first term of the school year.`}</p>}
      />
      {editing ? (
        <TermDialog term={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </CardSection>
  );
}
