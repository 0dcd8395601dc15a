import { errorCenterQueryOptions } from '@harbour/api-client';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { LoadingOrFailed } from '../../../shared/components/loading-or-failed';
import { PageHead } from '../../../shared/components/page-head';
import { userInfoAtom } from '../../../shared/state/atoms';
import { errorQueryOf, readableTitle, withErrorFilter } from '../logic/error-center-list';
import type { ErrorCenterSearch } from '../logic/error-center-search';
import { chosenOf, followUpSelectionAtom, toggled } from '../logic/selection';
import { CentreExport } from './centre-export';
import { ErrorCenterFilters } from './error-center-filters';
import { ErrorGroups } from './error-groups';
import { FollowUpBar } from './follow-up-bar';
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
  const [published, setPublished] = useState<PublishedFollowUp | null>(null);
  const set = (change: Partial<ErrorCenterSearch>) =>
    onSearch(withErrorFilter({ ...search, classId }, change));
  const data = centre.data;

  return (
    <div className="hb-errors">
      <PageHead
        title={<Trans>Mistakes centre</Trans>}
        intro={
          <p className="hb-errors__muted">
            <Trans>Each student’s latest wrong or part-right answer to a question, newest first.</Trans>
          </p>
        }
      />
      {published ? <PublishedNote published={published} classId={classId} /> : null}
      <ErrorCenterFilters
        classes={classes}
        classId={classId}
        options={data?.options}
        search={search}
        onFilter={set}
      />
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
                className="hb-toggle"
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
          <LoadingOrFailed failed={centre.isError}>
            <Trans>The mistakes could not be loaded.</Trans>
          </LoadingOrFailed>
        ) : (
          <ErrorGroups
            centre={data}
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
            onPage={(page) => onSearch({ ...search, classId, page })}
          />
        )}
      </section>
      <FollowUpBar
        classId={classId}
        target={data ? { className: data.className, students: data.options.students } : undefined}
        canPublish={chosen.length > 0 && data !== undefined}
        onPublished={setPublished}
      />
    </div>
  );
}
