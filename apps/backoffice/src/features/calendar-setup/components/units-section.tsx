import type { SubjectCode, Term, UnitSetup } from '@harbour/api-client';
import { Button } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import { LoadingOrFailed } from '../../../shared/components/loading-or-failed';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { Badge } from '../../../shared/report/band-badge';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportTable } from '../../../shared/report/report-table';
import { userInfoAtom } from '../../../shared/state/atoms';
import {
  acceptUnitsMutationOptions,
  deleteUnitMutationOptions,
  proposeUnitsMutationOptions,
  unitsSetupQueryOptions,
} from '../api/calendar-setup-queries';
import type { CalendarSetupSearch } from '../logic/setup-search';
import { ImportDialog } from './import-dialog';
import { UnitDialog } from './setup-dialogs';
import { useTermName } from './terms-section';
import './calendar-setup.css';

/** A class's units of a subject in a term: set up by a director or a panel head in their subjects, read by the others. */
export function UnitsSection({
  search,
  onSearch,
  terms,
  term,
  subjects,
  mayChange,
}: {
  search: CalendarSetupSearch;
  onSearch: (next: CalendarSetupSearch) => void;
  terms: readonly Term[];
  term: Term | undefined;
  subjects: readonly SubjectCode[];
  /** The caller sets up units (a director, a panel head in their subjects); others read them. */
  mayChange: boolean;
}) {
  const { t, i18n } = useLingui();
  const userInfo = useAtomValue(userInfoAtom);
  const termName = useTermName();
  const classes = (userInfo?.gradeClasses ?? []).flatMap((grade) => grade.classes);
  const classId = search.classId ?? classes[0]?.classId;
  const subject = search.subject && subjects.includes(search.subject) ? search.subject : subjects[0];
  const ready = classId !== undefined && subject !== undefined && term !== undefined;
  const units = useQuery({
    ...unitsSetupQueryOptions(classId ?? 0, term?.termId ?? 0, subject ?? 'CHINESE'),
    enabled: ready,
  });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<UnitSetup | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const remove = useMutation({
    ...deleteUnitMutationOptions(queryClient),
    meta: { saysErrorsInPlace: true },
  });
  const accept = useMutation({
    ...acceptUnitsMutationOptions(queryClient),
    meta: { saysErrorsInPlace: true },
  });
  const propose = useMutation({
    ...proposeUnitsMutationOptions(queryClient),
    meta: { saysErrorsInPlace: true },
  });
  const className = classes.find((c) => c.classId === classId)?.className ?? '';
  const gradeCode =
    (userInfo?.gradeClasses ?? []).find((grade) => grade.classes.some((c) => c.classId === classId))
      ?.gradeCode ?? 0;
  const list = units.data ?? [];
  const proposedCount = list.filter((unit) => unit.proposed).length;
  const target = ready ? { classId, termId: term.termId, subjectCode: subject } : null;
  const said = (text: string) => {
    setProblem('');
    setStatus(text);
  };
  const failed = (error: Error) => {
    setStatus('');
    setProblem(error.message);
  };

  const columns: ReportColumn<UnitSetup>[] = [
    {
      id: 'order',
      header: t`Order`,
      value: (unit) => unit.sortOrder,
      type: 'number',
      className: 'hb-report-num',
    },
    { id: 'name', header: t`Name (Chinese)`, rowHeader: true, value: (unit) => unit.name },
    { id: 'nameEn', header: t`Name (English)`, value: (unit) => unit.nameEn },
    { id: 'start', header: t`First day`, value: (unit) => unit.startDate.replaceAll('-', '/') },
    { id: 'end', header: t`Last day`, value: (unit) => unit.endDate.replaceAll('-', '/') },
    {
      id: 'papers',
      header: t`Papers`,
      value: (unit) => unit.papers.length,
      type: 'number',
      className: 'hb-report-num',
    },
    {
      id: 'objectives',
      header: t`Learning objectives`,
      value: (unit) => unit.objectives.length,
      type: 'number',
      className: 'hb-report-num',
    },
    {
      id: 'homework',
      header: t`Homework`,
      value: (unit) => unit.homeworkCount,
      type: 'number',
      className: 'hb-report-num',
    },
    {
      id: 'state',
      header: t`State`,
      cell: (unit) =>
        unit.proposed ? (
          <Badge tone="bright-yellow">{t`Proposed`}</Badge>
        ) : unit.otherHomework ? (
          t`Kept by the system`
        ) : (
          t`Set up`
        ),
    },
  ];
  if (mayChange) {
    columns.push({
      id: 'actions',
      header: t`Actions`,
      cell: (unit) =>
        unit.otherHomework ? null : (
          <span className="hb-calendar-setup__actions">
            <Button variant="secondary" aria-label={t`Edit ${unit.name}`} onPress={() => setEditing(unit)}>
              {t`Edit`}
            </Button>
            <Button
              variant="secondary"
              aria-label={t`Delete ${unit.name}`}
              isDisabled={remove.isPending}
              onPress={() =>
                remove.mutate(unit.scheduleId, {
                  onSuccess: (result) =>
                    said(
                      result.movedHomework > 0
                        ? t`Unit deleted: its ${result.movedHomework} homework moved to Other homework.`
                        : t`Unit deleted.`,
                    ),
                  onError: failed,
                })
              }
            >
              {t`Delete`}
            </Button>
          </span>
        ),
    });
  }

  return (
    <CardSection id="units" title={t`Units`}>
      <search aria-label={t`Class, subject and term`} className="hb-calendar-setup__filters">
        <Select
          label={t`Class`}
          options={classes.map((c) => ({ value: String(c.classId), label: c.className }))}
          value={classId ? String(classId) : ''}
          onChange={(value) => onSearch({ ...search, classId: Number(value) })}
        />
        <Select
          label={t`Subject`}
          options={subjects.map((s) => ({ value: s, label: i18n._(SUBJECT_LABELS[s]) }))}
          value={subject ?? ''}
          onChange={(value) => onSearch({ ...search, subject: value as SubjectCode })}
        />
        <Select
          label={t`Term`}
          options={terms.map((x) => ({
            value: String(x.termId),
            label: termName(x),
          }))}
          value={term ? String(term.termId) : ''}
          onChange={(value) => onSearch({ ...search, termId: Number(value) })}
        />
      </search>
      {!target || !term ? (
        <p>{t`Choose a class, a subject and a term.`}</p>
      ) : (
        <>
          {mayChange ? (
            <p className="hb-calendar-setup__actions">
              <Button variant="primary" onPress={() => setEditing('new')}>
                {t`Add a unit`}
              </Button>
              <Button variant="secondary" onPress={() => setImporting(true)}>
                {t`Import a scheme of work`}
              </Button>
              {units.data !== undefined && list.every((unit) => unit.otherHomework) ? (
                <Button
                  variant="secondary"
                  isDisabled={propose.isPending}
                  onPress={() =>
                    propose.mutate(target, {
                      onSuccess: (result) =>
                        said(
                          result.count > 0
                            ? t`${result.count} units proposed from the textbook chapters.`
                            : t`No textbook chapters to propose units from.`,
                        ),
                      onError: failed,
                    })
                  }
                >
                  {t`Propose units from the textbook`}
                </Button>
              ) : null}
              {proposedCount > 0 ? (
                <Button
                  variant="secondary"
                  isDisabled={accept.isPending}
                  onPress={() =>
                    accept.mutate(target, {
                      onSuccess: (result) => said(t`${result.count} proposed units accepted.`),
                      onError: failed,
                    })
                  }
                >
                  {t`Accept the proposed units`}
                </Button>
              ) : null}
            </p>
          ) : (
            <p>{t`Only the curriculum director and panel heads set up units.`}</p>
          )}
          {proposedCount > 0 ? (
            <p>
              {mayChange
                ? t`Units marked "Proposed" come from the textbook chapters: accept them, or change them.`
                : t`Units marked "Proposed" come from the textbook chapters; nobody has set them up yet.`}
            </p>
          ) : null}
          <p role="status">{status}</p>
          {problem ? <p role="alert">{problem}</p> : null}
          {units.data === undefined ? (
            <LoadingOrFailed failed={units.isError}>{t`The units could not be loaded.`}</LoadingOrFailed>
          ) : (
            <ReportTable
              columns={columns}
              rows={list}
              caption={t`Units of ${className}`}
              rowKey={(unit) => String(unit.scheduleId)}
              empty={<p>{t`No unit in this term yet: add one, import a scheme of work or propose units.`}</p>}
            />
          )}
          {editing ? (
            <UnitDialog
              target={target}
              gradeCode={gradeCode}
              term={term}
              unit={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          ) : null}
          {importing ? (
            <ImportDialog
              term={term}
              onClose={(created) => {
                setImporting(false);
                if (created > 0) said(t`${created} units imported.`);
              }}
            />
          ) : null}
        </>
      )}
    </CardSection>
  );
}
