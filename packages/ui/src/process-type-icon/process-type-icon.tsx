import { type ProcessType, type ProcessTypeFamily, processTypeFamily } from '@harbour/domain';

/** 16×16 outline paths, one per family. */
const FAMILY_PATHS: Record<ProcessTypeFamily, string> = {
  practice: 'M3 13l1-4 7-7 3 3-7 7-4 1zM10 3l3 3',
  test: 'M4 2h8v12H4zM6 6l1.5 1.5L10 5M6 11h4',
  ePractice: 'M9 1L3 9h4l-1 6 6-8H8z',
  hkat: 'M8 1.5l2 4.2 4.5.6-3.3 3.1.8 4.5L8 11.7 4 13.9l.8-4.5L1.5 6.3 6 5.7z',
  seZone: 'M2 3h5a2 2 0 012 2v9a2 2 0 00-2-2H2zM14 3H9v11a2 2 0 012-2h3z',
  eExercise: 'M5 3l8 5-8 5z',
  workPaper: 'M4 1.5h5l3 3V14.5H4zM9 1.5v3h3M6 8h4M6 11h4',
  writing: 'M2 14l2-5 7-7 3 3-7 7zM2 14h12',
};

export interface ProcessTypeIconProps {
  /** The homework's processType. */
  processType: ProcessType;
  /** What the homework is, in the reader's language (the app's processType name, never the code). */
  label: string;
  /** Writes the name beside the picture; otherwise the picture alone is named by it (an image with a title). */
  labelShown?: boolean;
}

/**
 * The icon of a processType (spec §3): its family's picture, named by what the homework is. Each app passes
 * the name from its own catalog: `<ProcessTypeIcon processType="3a" label={i18n._(PROCESS_TYPE_LABELS['3a'])} />`.
 */
export function ProcessTypeIcon({ processType, label, labelShown = false }: ProcessTypeIconProps) {
  const family = processTypeFamily(processType);
  const picture = (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={FAMILY_PATHS[family]} />
    </svg>
  );
  const className = `hb-process-icon hb-process-icon--${family}`;
  if (labelShown)
    return (
      <span className={className} data-process-type={processType}>
        {picture}
        <span>{label}</span>
      </span>
    );
  return (
    <span className={className} data-process-type={processType} role="img" aria-label={label} title={label}>
      {picture}
    </span>
  );
}
