import { ApiError, publishFollowUpMutationOptions } from '@harbour/api-client';
import { hongKongInputToIso, isoToHongKongInput } from '@harbour/domain';
import { Button, Checkbox, CheckboxGroup, Modal, showToast, TextInput } from '@harbour/ui';
import { DateTimePicker } from '@harbour/ui/date-time-picker';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { type FollowUpProblem, followUpProblems } from '../logic/follow-up-form';
import { type ChosenQuestion, clearSelectionAtom, studentsToPreselect } from '../logic/selection';

const HOUR_MS = 3600_000;

export interface FollowUpDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  classId: number;
  className: string;
  /** The chosen questions, in the order chosen. */
  questions: readonly ChosenQuestion[];
  /** Removes a question from the selection. */
  onRemove: (questionId: number) => void;
  /** The students of the class by class number. */
  students: readonly { studentId: number; name: string; classNumber: number }[];
  /** Called with the new homework once published (the page says so, with a link to the homework list). */
  onPublished: (homework: { eHomeworkId: number; homeworkName: string; studentCount: number }) => void;
}

/**
 * Publishing the chosen questions as a follow-up homework to the students who got them wrong (preselected,
 * editable): name, start and end, then a review step that says what will be sent to whom, then the
 * server's answer (a success message with a link to the homework list, or the refusal in the dialog).
 */
export function FollowUpDialog(props: FollowUpDialogProps) {
  const { isOpen, onOpenChange } = props;
  return isOpen ? <FollowUpForm {...props} /> : <Modal isOpen={false} onOpenChange={onOpenChange} title="" />;
}

function FollowUpForm({
  isOpen,
  onOpenChange,
  classId,
  className,
  questions,
  onRemove,
  students,
  onPublished,
}: FollowUpDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const publishFollowUp = useMutation({
    ...publishFollowUpMutationOptions(queryClient),
    meta: { saysErrorsInPlace: true },
  });
  const clearSelection = useSetAtom(clearSelectionAtom);
  // A follow-up is for now: it starts this minute and is due a week later (both editable).
  const start = Math.floor(Date.now() / 60_000) * 60_000;
  const [name, setName] = useState(() => t`${className} follow-up`);
  const [startTime, setStartTime] = useState(() => isoToHongKongInput(new Date(start)));
  const [endTime, setEndTime] = useState(() => isoToHongKongInput(new Date(start + 7 * 24 * HOUR_MS)));
  const [chosen, setChosen] = useState<string[]>(() => studentsToPreselect(questions).map(String));
  const [step, setStep] = useState<'form' | 'review' | 'sending'>('form');
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = followUpProblems(
    { homeworkName: name, startTime, endTime, questionCount: questions.length, studentCount: chosen.length },
    new Date(),
  );
  const messages: Record<FollowUpProblem, string> = {
    HOMEWORK_NAME_REQUIRED: t`Please enter the homework name`,
    HOMEWORK_NAME_TOO_LONG: t`The homework name can be at most 50 characters`,
    END_BEFORE_TODAY: t`The end date cannot be before today`,
    END_BEFORE_START: t`The end date cannot be before the start date`,
    START_AFTER_END: t`The start date cannot be later than the end date`,
    START_REQUIRED: t`Please choose the start date and time`,
    END_REQUIRED: t`Please choose the end date and time`,
    QUESTIONS_REQUIRED: t`Choose at least one question`,
    STUDENTS_REQUIRED: t`Choose at least one student`,
  };
  const problem = (field: keyof typeof problems) =>
    shown && problems[field] ? messages[problems[field] as FollowUpProblem] : undefined;
  const namesOf = students.filter((s) => chosen.includes(String(s.studentId))).map((s) => s.name);

  const send = async () => {
    setStep('sending');
    setRefusal(null);
    try {
      const result = await publishFollowUp.mutateAsync({
        classId,
        homeworkName: name.trim(),
        startTime: hongKongInputToIso(startTime) ?? '',
        endTime: hongKongInputToIso(endTime) ?? '',
        questionIds: questions.map((q) => q.questionId),
        studentIds: chosen.map(Number),
      });
      clearSelection();
      onOpenChange(false);
      onPublished({
        eHomeworkId: result.homeworkInfo.eHomeworkId,
        homeworkName: result.homeworkInfo.homeworkName,
        studentCount: result.homeworkInfo.studentCount,
      });
      showToast(
        t`Follow-up "${result.homeworkInfo.homeworkName}" published to ${chosen.length} students`,
        'success',
      );
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.message ? error.message : t`The follow-up could not be published.`,
      );
      setStep('review');
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={step === 'form' ? t`Publish a follow-up` : t`Publish this follow-up?`}
      size={{ width: 720, height: 520 }}
      actions="none"
    >
      {step === 'form' ? (
        <div className="hb-errors__form">
          <TextInput
            label={t`Homework name`}
            value={name}
            onChange={setName}
            errorMessage={problem('homeworkName')}
          />
          <div className="hb-errors__times">
            <DateTimePicker
              label={t`Start`}
              value={startTime}
              onChange={setStartTime}
              description={t`Hong Kong time`}
              errorMessage={problem('startTime')}
            />
            <DateTimePicker
              label={t`End`}
              value={endTime}
              onChange={setEndTime}
              description={t`Hong Kong time`}
              errorMessage={problem('endTime')}
            />
          </div>
          <section aria-labelledby="hb-errors-chosen">
            <h3 id="hb-errors-chosen">
              <Trans>Questions ({questions.length})</Trans>
            </h3>
            {questions.length === 0 ? (
              <p role="alert">{messages.QUESTIONS_REQUIRED}</p>
            ) : (
              <ol className="hb-errors__chosen">
                {questions.map((q) => (
                  <li key={q.questionId}>
                    <span>{q.title}</span>
                    <Button
                      variant="ghost"
                      onPress={() => onRemove(q.questionId)}
                      aria-label={t`Remove ${q.title}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <CheckboxGroup
            label={t`Students (those who got the questions wrong are chosen)`}
            value={chosen}
            onChange={setChosen}
            className="hb-errors__students"
          >
            {students.map((s) => (
              <Checkbox key={s.studentId} value={String(s.studentId)}>
                {s.classNumber}. {s.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
          {problem('students') ? <p role="alert">{problem('students')}</p> : null}
        </div>
      ) : (
        <div className="hb-errors__review">
          <p>
            <Trans>
              “{name.trim()}” with {questions.length} questions goes to these {chosen.length} students of{' '}
              {className} only, from {startTime.replace('T', ' ')} to {endTime.replace('T', ' ')} (Hong Kong
              time):
            </Trans>
          </p>
          <p className="hb-errors__names">{namesOf.join(', ')}</p>
          {refusal ? <p role="alert">{refusal}</p> : null}
          {step === 'sending' ? (
            <p role="status">
              <Trans>Publishing…</Trans>
            </p>
          ) : null}
        </div>
      )}
      <div className="hb-errors__dialog-actions">
        {step === 'form' ? (
          <>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              onPress={() => {
                setShown(true);
                if (Object.keys(problems).length === 0) setStep('review');
              }}
            >
              <Trans>Next</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" isDisabled={step === 'sending'} onPress={() => setStep('form')}>
              <Trans>Back</Trans>
            </Button>
            <Button isDisabled={step === 'sending'} onPress={() => void send()}>
              <Trans>Publish</Trans>
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
