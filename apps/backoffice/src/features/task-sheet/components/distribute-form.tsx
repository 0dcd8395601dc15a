import {
  classesDropdownQueryOptions,
  type DistributeWorkPaperResult,
  distributeWorkPaperMutationOptions,
  type PublishTarget,
  type WorkPaper,
} from '@harbour/api-client';
import { hongKongInputToIso, WORK_PAPER_PROCESS_TYPE } from '@harbour/domain';
import { Button, showToast } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import {
  HomeworkNameField,
  TimesAndTargetsFields,
  usePublishFormState,
} from '../../../shared/publish/publish-fields';
import {
  initialPublishValues,
  type PublishFormValues,
  publishFormProblems,
} from '../../../shared/publish/publish-form';
import { parseTargetKey, targetOptions } from '../../../shared/publish/publish-targets';
import '../../../shared/publish/publish.css';

export interface DistributeFormProps {
  /** The task sheet (UNDISTRIBUTED). */
  workPaper: WorkPaper;
  /** Grade name for the whole-grade target. */
  gradeName: string;
  /** Called once it is distributed. */
  onDistributed: (result: DistributeWorkPaperResult) => void;
}

/**
 * Distributing a task sheet (/home/courseMag/workPaperSub, /home/distributionOption): it becomes a
 * homework of processType 13 with its name, start, end and targets (whole grade, classes, groups).
 */
export function DistributeForm({ workPaper, gradeName, onDistributed }: DistributeFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const distribute = useMutation(distributeWorkPaperMutationOptions(queryClient));
  const { data: grades } = useSuspenseQuery(
    classesDropdownQueryOptions({ subjectCode: workPaper.subjectCode, gradeCode: workPaper.gradeCode }),
  );
  const targets = targetOptions(grades, workPaper.gradeCode, t`Whole grade ${gradeName}`);
  const { values, set, setProblems, error } = usePublishFormState(
    (): PublishFormValues => ({
      ...initialPublishValues('homework', workPaper.workPaperName, new Date()),
      processType: WORK_PAPER_PROCESS_TYPE,
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = publishFormProblems(values, new Date());
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    distribute.mutate(
      {
        workPaperId: workPaper.workPaperId,
        homeworkName: values.homeworkName.trim(),
        startTime: hongKongInputToIso(values.startTime) ?? '',
        endTime: hongKongInputToIso(values.endTime) ?? '',
        targets: values.targets.map(parseTargetKey).filter((x): x is PublishTarget => x !== null),
      },
      {
        onSuccess: (result) => {
          showToast(t`The task sheet is distributed`, 'success');
          onDistributed(result);
        },
      },
    );
  };

  return (
    <form className="hb-publish" onSubmit={onSubmit} noValidate aria-label={t`Distribute the task sheet`}>
      <div className="hb-publish__grid">
        <HomeworkNameField value={values.homeworkName} set={set} error={error} />
        <TimesAndTargetsFields values={values} set={set} error={error} targets={targets} />
      </div>
      <div className="hb-publish__actions">
        <Button type="submit" isDisabled={distribute.isPending}>
          <Trans>Distribute</Trans>
        </Button>
      </div>
    </form>
  );
}
