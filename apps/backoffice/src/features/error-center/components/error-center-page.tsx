import type { ErrorCenter, ErrorGroup, ErrorQuestion, SubjectCode } from '@harbour/api-client';
import { errorCenterQueryOptions } from '@harbour/api-client';
import { Button, Checkbox } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Pager } from '../../../shared/components/pager';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { ExportButton } from '../../../shared/report/export-button';
import { userInfoAtom } from '../../../shared/state/atoms';
import { errorQueryOf, readableTitle, withErrorFilter } from '../logic/error-center-list';
import type { ErrorCenterSearch } from '../logic/error-center-search';
import { chosenOf, followUpSelectionAtom, toggled } from '../logic/selection';
import { FollowUpDialog } from './follow-up-dialog';
import { type PublishedFollowUp, PublishedNote } from './published-note';
import './error-center.css';

/**
 * /home/errorCenter: a class's wrong and part-right answers (each student's latest answer per question),
 * grouped by question or knowledge point, newest first, filtered by subject, unit, homework and student in
 * the URL, paged and exported; questions are chosen here (kept while the teacher browses) for a follow-up.
 */
export function ErrorCenterPage({
  search,
  onSearch,
}: {
  search: ErrorCenterSearch;
  onSearch: (next: ErrorCenterSearch, replace?: boolean) => void;
}) {
  const { t } = useLingui();
  const userInfo = useAtomValue(userInfoAtom);
  const classes = (userInfo?.gradeClasses ?? []).flatMap((grade) => grade.classes);
  const classId = search.classId ?? classes[0]?.classId ?? 0;
  useEffect(() => {
    // The first of the teacher's classes becomes the URL's, so the view can be bookmarked as it is.
    if (search.classId === undefined && classId !== 0) onSearch({ ...search, classId }, true);
  }, [search, classId, onSearch]);
  const centre = useQuery({
    ...errorCenterQueryOptions(classId, errorQueryOf(search)),
    enabled: classId !== 0,
    placeholderData: (previous) => previous,
  });
  const [selection, setSelection] = useAtom(followUpSelectionAtom);
  const chosen = chosenOf(selection, classId);
  const [dialog, setDialog] = useState(false);
  const [published, setPublished] = useState<PublishedFollowUp | null>(null);
  const set = (change: Partial<ErrorCenterSearch>) =>
    onSearch(withErrorFilter({ ...search, classId }, change));
  const data = centre.data;

  return (
    <div className="hb-errors">
      <div className="hb-page-head">
        <div>
          <h1>
            <Trans>Mistakes centre</Trans>
          </h1>
          <p className="hb-errors__muted">
            <Trans>Each student’s latest wrong or part-right answer to a question, newest first.</Trans>
          </p>
        </div>
      </div>
      {published ? <PublishedNote published={published} classId={classId} /> : null}
      <section className="hb-card" aria-labelledby="hb-errors-filters">
        <h2 id="hb-errors-filters" className="hb-visually-hidden">
          <Trans>Filters</Trans>
        </h2>
        <search aria-label={t`Filter the mistakes`} className="hb-errors__filters">
          <Select
            label={t`Class`}
            options={classes.map((c) => ({ value: String(c.classId), label: c.className }))}
            value={classId ? String(classId) : ''}
            onChange={(value) => set({ classId: Number(value) })}
          />
          <Select
            label={t`Subject`}
            options={[
              { value: '', label: t`All subjects` },
              ...(data?.options.subjects ?? []).map((s) => ({ value: s, label: t(SUBJECT_LABELS[s]) })),
            ]}
            value={search.subjectCode ?? ''}
            onChange={(value) => set({ subjectCode: (value || undefined) as SubjectCode | undefined })}
          />
          <Select
            label={t`Unit`}
            options={[
              { value: '', label: t`All units` },
              ...(data?.options.schedules ?? []).map((s) => ({ value: String(s.scheduleId), label: s.name })),
            ]}
            value={search.scheduleId ? String(search.scheduleId) : ''}
            onChange={(value) => set({ scheduleId: value ? Number(value) : undefined })}
          />
          <Select
            label={t`Homework`}
            options={[
              { value: '', label: t`All homework` },
              ...(data?.options.homeworks ?? []).map((h) => ({
                value: String(h.eHomeworkId),
                label: h.homeworkName,
              })),
            ]}
            value={search.eHomeworkId ? String(search.eHomeworkId) : ''}
            onChange={(value) => set({ eHomeworkId: value ? Number(value) : undefined })}
          />
          <Select
            label={t`Student`}
            options={[
              { value: '', label: t`All students` },
              ...(data?.options.students ?? []).map((s) => ({
                value: String(s.studentId),
                label: `${s.classNumber}. ${s.name}`,
              })),
            ]}
            value={search.studentId ? String(search.studentId) : ''}
            onChange={(value) => set({ studentId: value ? Number(value) : undefined })}
          />
        </search>
      </section>
      <section className="hb-card" aria-labelledby="hb-errors-list">
        <div className="hb-errors__list-head">
          <h2 id="hb-errors-list">
            <Trans>Mistakes</Trans>
          </h2>
          <fieldset className="hb-errors__grouping">
            <legend>
              <Trans>Group by</Trans>
            </legend>
            {(['question', 'knowledge'] as const).map((groupBy) => (
              <button
                key={groupBy}
                type="button"
                className="hb-errors__toggle"
                aria-pressed={(search.groupBy ?? 'question') === groupBy}
                onClick={() => set({ groupBy: groupBy === 'knowledge' ? 'knowledge' : undefined })}
              >
                {groupBy === 'question' ? <Trans>By question</Trans> : <Trans>By knowledge point</Trans>}
              </button>
            ))}
          </fieldset>
          {data ? <CentreExport centre={data} /> : null}
        </div>
        {classId === 0 ? (
          <p role="status">
            <Trans>You have no class to show.</Trans>
          </p>
        ) : !data ? (
          centre.isError ? (
            <p role="alert">
              <Trans>The mistakes could not be loaded.</Trans>
            </p>
          ) : (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          )
        ) : (
          <>
            <p className="hb-errors__summary" role="status">
              <Trans>
                {data.totalMistakes} mistakes of {data.totalStudents} students in {data.totalGroups} groups
              </Trans>
            </p>
            {data.groups.length === 0 ? (
              <p>
                <Trans>No mistakes with these filters.</Trans>
              </p>
            ) : (
              <ol className="hb-errors__groups">
                {data.groups.map((group) => (
                  <GroupCard
                    key={group.questionId ?? `kp:${group.knowledgePoint ?? ''}`}
                    group={group}
                    classId={classId}
                    eHomeworkId={search.eHomeworkId}
                    chosen={chosen.map((q) => q.questionId)}
                    onToggle={(question) =>
                      setSelection(
                        toggled(selection, classId, {
                          questionId: question.questionId,
                          title: readableTitle(question.title),
                          studentIds: question.studentIds,
                        }),
                      )
                    }
                  />
                ))}
              </ol>
            )}
            <Pager
              page={data.page}
              pages={Math.max(1, Math.ceil(data.totalGroups / data.pageSize))}
              onPage={(page) => onSearch({ ...search, classId, page })}
            />
          </>
        )}
      </section>
      <section className="hb-errors__selection" aria-label={t`Chosen questions`}>
        <span>
          <Trans>Questions chosen for a follow-up: {chosen.length}</Trans>
        </span>
        <Button isDisabled={chosen.length === 0 || !data} onPress={() => setDialog(true)}>
          <Trans>Publish a follow-up…</Trans>
        </Button>
      </section>
      {data ? (
        <FollowUpDialog
          isOpen={dialog}
          onOpenChange={setDialog}
          classId={classId}
          className={data.className}
          questions={chosen}
          onRemove={(questionId) => {
            const question = chosen.find((q) => q.questionId === questionId);
            if (question) setSelection(toggled(selection, classId, question));
          }}
          students={data.options.students}
          onPublished={setPublished}
        />
      ) : null}
    </div>
  );
}

/** One group: its knowledge point or question, its counts, and its questions with their links and choice. */
function GroupCard({
  group,
  classId,
  eHomeworkId,
  chosen,
  onToggle,
}: {
  group: ErrorGroup;
  classId: number;
  eHomeworkId: number | undefined;
  chosen: readonly number[];
  onToggle: (question: ErrorQuestion) => void;
}) {
  const { t } = useLingui();
  const single = group.questionId !== null ? group.questions[0] : undefined;
  const linkTo = (question: ErrorQuestion) => (
    <Link
      to="/home/errorCenter/seeQuestion"
      search={{ classId, questionId: question.questionId, ...(eHomeworkId ? { eHomeworkId } : {}) }}
    >
      {readableTitle(question.title)}
    </Link>
  );
  return (
    <li className="hb-errors__group" data-mistakes={group.mistakeCount}>
      <h3>{single ? linkTo(single) : (group.knowledgePoint ?? t`No knowledge point`)}</h3>
      <p className="hb-errors__counts">
        <Trans>
          {group.wrongCount} wrong, {group.partRightCount} part right, {group.studentCount} students; latest{' '}
          {formatDateTime(group.latestAt)}
        </Trans>
      </p>
      <ul className="hb-errors__questions">
        {group.questions.map((question) => (
          <li key={question.questionId} className="hb-errors__question">
            <Checkbox
              isSelected={chosen.includes(question.questionId)}
              onChange={() => onToggle(question)}
              aria-label={t`Choose “${readableTitle(question.title)}” for a follow-up`}
            />
            <div className="hb-errors__question-text">
              {single ? null : linkTo(question)}
              <span className="hb-errors__muted">
                {question.homeworkName} · {t(SUBJECT_LABELS[question.subjectCode])}
              </span>
            </div>
            <span className="hb-errors__count">
              <Trans>
                {question.wrongCount} wrong · {question.partRightCount} part right
              </Trans>
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** CSV and XLSX of the page's groups: one row per question of a group. */
function CentreExport({ centre }: { centre: ErrorCenter }) {
  const { t } = useLingui();
  const rows = centre.groups.flatMap((group) =>
    group.questions.map((q) => ({
      group:
        group.questionId !== null ? readableTitle(q.title) : (group.knowledgePoint ?? t`No knowledge point`),
      question: readableTitle(q.title),
      homework: q.homeworkName,
      wrong: q.wrongCount,
      partRight: q.partRightCount,
      students: q.studentIds.length,
      latest: formatDateTime(q.latestAt),
    })),
  );
  return (
    <ExportButton
      name={t`Mistakes centre ${centre.className}`}
      columns={[
        { key: 'group', header: centre.groupBy === 'knowledge' ? t`Knowledge point` : t`Question` },
        { key: 'question', header: t`Question` },
        { key: 'homework', header: t`Homework` },
        { key: 'wrong', header: t`Wrong`, type: 'number' },
        { key: 'partRight', header: t`Part right`, type: 'number' },
        { key: 'students', header: t`Students`, type: 'number' },
        { key: 'latest', header: t`Latest` },
      ]}
      rows={rows}
    />
  );
}
