import type { ProcessType } from '@harbour/api-client';
import { ProcessTypeIcon as Icon } from '@harbour/ui/process-type-icon';
import { useLingui } from '@lingui/react';
import { PROCESS_TYPE_LABELS } from '../labels';

export interface ProcessTypeIconProps {
  /** The homework's processType. */
  processType: ProcessType;
}

/**
 * `@harbour/ui`'s processType icon named in the back-office's catalog (the picture alone, named by what the
 * homework is). The dashboard calendar shows it beside each homework: `<ProcessTypeIcon processType={homework.processType} />`.
 */
export function ProcessTypeIcon({ processType }: ProcessTypeIconProps) {
  const { i18n } = useLingui();
  return <Icon processType={processType} label={i18n._(PROCESS_TYPE_LABELS[processType])} />;
}
