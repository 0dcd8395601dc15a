import { Modal } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { lazy, Suspense } from 'react';
import { tryQuestionAtom } from '../../shared/state/atoms';

/** The question engine is loaded only when a teacher opens the popup. */
const TryQuestionBody = lazy(() => import('./try-question-body'));

/** Spec §2: the try-a-question popup (question id, serialNo, language). */
export function TryQuestion() {
  const { t } = useLingui();
  const [state, setState] = useAtom(tryQuestionAtom);
  return (
    <Modal
      isOpen={state !== null}
      onOpenChange={(open) => {
        if (!open) setState(RESET);
      }}
      title={t`Try the question`}
      actions="none"
      size={{ width: 880, height: 560 }}
    >
      {state ? (
        <Suspense fallback={<p>{t`Loading…`}</p>}>
          <TryQuestionBody {...state} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
