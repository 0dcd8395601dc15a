import { deletePracticeMutationOptions } from '@harbour/api-client';
import { confirm, showToast } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Deletes a homework that has not started from the calendar's lists (spec §2), after a confirmation. */
export function DeleteHomeworkButton({
  homework,
}: {
  homework: { eHomeworkId: number; homeworkName: string };
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation(deletePracticeMutationOptions(queryClient));
  const name = homework.homeworkName;
  const onDelete = async () => {
    const yes = await confirm({
      title: t`Delete homework`,
      message: t`Delete “${name}”? Students will no longer see it.`,
      tone: 'red',
    });
    if (!yes) return;
    remove.mutate(homework.eHomeworkId, {
      onSuccess: (result) => showToast(result.message, 'success'),
    });
  };
  return (
    <button
      type="button"
      className="hb-link-button"
      disabled={remove.isPending}
      onClick={() => void onDelete()}
      aria-label={t`Delete ${name}`}
    >
      <Trans>Delete</Trans>
    </button>
  );
}
