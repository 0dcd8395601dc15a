import type { ErrorQuestionDetail } from '@harbour/api-client';
import { errorCenterQueryOptions, errorQuestionQueryOptions } from '@harbour/api-client';
import { Button } from '@harbour/ui';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { LoadingOrFailed } from '../../../shared/components/loading-or-failed';
import { PageHead } from '../../../shared/components/page-head';
import { readableTitle } from '../logic/error-center-list';
import type { SeeQuestionSearch } from '../logic/error-center-search';
import { chosenOf, followUpSelectionAtom, toggled } from '../logic/selection';
import { ErrorMistakes } from './error-mistakes';
import { ErrorQuestionCard } from './error-question-card';
import { FollowUpBar } from './follow-up-bar';
import { type PublishedFollowUp, PublishedNote } from './published-note';
import './error-center.css';

/**
 * /home/errorCenter/seeQuestion: one question of a class's mistakes (of one homework when the URL says):
 * the question with its key, the right answer, the explanation and every student's wrong answer beside
 * their score; the question joins the follow-up's chosen questions, and the follow-up is published here to
 * the students who got the chosen questions wrong.
 */
export function SeeQuestionPage({ search }: { search: SeeQuestionSearch }) {
  const { classId, questionId, eHomeworkId } = search;
  const valid = classId !== 0 && questionId !== 0;
  const detail = useQuery({
    ...errorQuestionQueryOptions(classId, questionId, eHomeworkId ? { eHomeworkId } : {}),
    enabled: valid,
  });
  // The class's students for the follow-up (the list call's first page carries them).
  const centre = useQuery({ ...errorCenterQueryOptions(classId, { pageSize: 1 }), enabled: valid });
  const [selection, setSelection] = useAtom(followUpSelectionAtom);
  const chosen = chosenOf(selection, classId);
  const [published, setPublished] = useState<PublishedFollowUp | null>(null);

  if (!valid)
    return (
      <div className="hb-errors">
        <h1>
          <Trans>Question of the mistakes centre</Trans>
        </h1>
        <p role="alert">
          <Trans>No class or question was given.</Trans>
        </p>
      </div>
    );
  const data = detail.data;
  const isChosen = chosen.some((q) => q.questionId === questionId);
  const toggle = (question: ErrorQuestionDetail) =>
    setSelection(
      toggled(selection, classId, {
        questionId,
        title: readableTitle(question.title),
        studentIds: question.mistakes.map((m) => m.studentId),
      }),
    );

  return (
    <div className="hb-errors">
      <PageHead
        title={<Trans>Question of the mistakes centre</Trans>}
        intro={
          <p className="hb-errors__muted">
            <Link to="/home/errorCenter" search={{ classId, ...(eHomeworkId ? { eHomeworkId } : {}) }}>
              <Trans>Back to the mistakes centre</Trans>
            </Link>
          </p>
        }
      />
      {published ? <PublishedNote published={published} classId={classId} /> : null}
      {!data ? (
        <LoadingOrFailed failed={detail.isError}>
          <Trans>The question could not be loaded.</Trans>
        </LoadingOrFailed>
      ) : (
        <>
          <ErrorQuestionCard data={data} />
          <ErrorMistakes data={data} />
          <FollowUpBar
            classId={classId}
            target={
              centre.data ? { className: data.className, students: centre.data.options.students } : undefined
            }
            canPublish={centre.data !== undefined}
            // With nothing chosen yet, the follow-up is this question's.
            beforeOpen={() => {
              if (chosen.length === 0) toggle(data);
            }}
            onPublished={setPublished}
          >
            <Button variant="secondary" onPress={() => toggle(data)}>
              {isChosen ? (
                <Trans>Remove this question from the follow-up</Trans>
              ) : (
                <Trans>Choose this question</Trans>
              )}
            </Button>
          </FollowUpBar>
        </>
      )}
    </div>
  );
}
