import type { SelectOption } from '@harbour/ui/select';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { SUBJECT_LABELS } from './labels';
import { userInfoAtom } from './state/atoms';

/** The grades and the subjects the signed-in role reaches (userInfo), as the options of a select. */
export function useScopeOptions(): { grades: SelectOption[]; subjects: SelectOption[] } {
  const { i18n } = useLingui();
  const userInfo = useAtomValue(userInfoAtom);
  return useMemo(
    () => ({
      grades: (userInfo?.gradeClasses ?? []).map((g) => ({ value: String(g.gradeCode), label: g.gradeName })),
      subjects: (userInfo?.subjectCodes ?? []).map((s) => ({ value: s, label: i18n._(SUBJECT_LABELS[s]) })),
    }),
    [userInfo, i18n],
  );
}
