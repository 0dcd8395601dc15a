import { Button } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { type ReactNode, useState } from 'react';
import { chosenOf, followUpSelectionAtom, toggled } from '../logic/selection';
import { FollowUpDialog, type FollowUpDialogProps } from './follow-up-dialog';

/**
 * The chosen questions' bar (how many, and publishing a follow-up of them) and the follow-up's dialog,
 * which opens once the class and its students are known (`target`).
 */
export function FollowUpBar({
  classId,
  target,
  canPublish,
  beforeOpen,
  onPublished,
  children,
}: {
  classId: number;
  /** The class's name and students, once loaded. */
  target: Pick<FollowUpDialogProps, 'className' | 'students'> | undefined;
  canPublish: boolean;
  /** Runs as the teacher asks to publish, before the dialog opens. */
  beforeOpen?: () => void;
  onPublished: FollowUpDialogProps['onPublished'];
  /** What the bar shows before its count (a question's own choice). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [selection, setSelection] = useAtom(followUpSelectionAtom);
  const chosen = chosenOf(selection, classId);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <section className="hb-errors__selection" aria-label={t`Chosen questions`}>
        {children}
        <span>
          <Trans>Questions chosen for a follow-up: {chosen.length}</Trans>
        </span>
        <Button
          isDisabled={!canPublish}
          onPress={() => {
            beforeOpen?.();
            setDialog(true);
          }}
        >
          <Trans>Publish a follow-up…</Trans>
        </Button>
      </section>
      {target ? (
        <FollowUpDialog
          isOpen={dialog}
          onOpenChange={setDialog}
          classId={classId}
          className={target.className}
          questions={chosen}
          onRemove={(questionId) => {
            const question = chosen.find((q) => q.questionId === questionId);
            if (question) setSelection(toggled(selection, classId, question));
          }}
          students={target.students}
          onPublished={onPublished}
        />
      ) : null}
    </>
  );
}
