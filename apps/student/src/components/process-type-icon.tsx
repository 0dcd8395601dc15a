import type { ProcessType } from '@harbour/api-client';
import { ProcessTypeIcon as Icon } from '@harbour/ui/process-type-icon';
import { useLingui } from '@lingui/react';
import { PROCESS_TYPE_LABELS } from '../shared/labels';

/** `@harbour/ui`'s processType icon with its name beside it, in the student app's catalog (spec §3). */
export function ProcessTypeIcon({ processType }: { processType: ProcessType }) {
  const { i18n } = useLingui();
  return <Icon processType={processType} label={i18n._(PROCESS_TYPE_LABELS[processType])} labelShown />;
}
