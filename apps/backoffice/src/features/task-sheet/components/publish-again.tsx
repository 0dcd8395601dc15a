import { copyWorkPaperMutationOptions, type WorkPaper } from '@harbour/api-client';
import { Button } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';

/**
 * Publish again (one task sheet per publish): a new undistributed task sheet of the same PDF, then its
 * distribution options, so a distributed sheet goes to other classes without a new upload.
 */
export function PublishAgainButton({
  workPaper,
}: {
  workPaper: Pick<WorkPaper, 'workPaperId' | 'workPaperName'>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const copy = useMutation(copyWorkPaperMutationOptions(queryClient));
  const name = workPaper.workPaperName;
  return (
    <Button
      variant="secondary"
      isDisabled={copy.isPending}
      aria-label={t`Publish again: ${name}`}
      onPress={() =>
        copy.mutate(workPaper.workPaperId, {
          onSuccess: (again) =>
            void navigate({ to: '/home/distributionOption', search: { workPaperId: again.workPaperId } }),
        })
      }
    >
      <Trans>Publish again</Trans>
    </Button>
  );
}
