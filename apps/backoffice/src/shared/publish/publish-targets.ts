import type { ClassSelectOption, PublishTarget } from '@harbour/api-client';

/** Groups are listed among classes with this symbol before their name (spec §3 class select option). */
export const GROUP_PREFIX = '◆ ';

/** One option of the target list. */
export interface TargetOption {
  /** Key kept in the form: grade:3, class:12, group:5. */
  key: string;
  /** Text shown; groups carry GROUP_PREFIX. */
  label: string;
  /** The target the key stands for. */
  target: PublishTarget;
}

/** The key of a target in the form's list of chosen keys. */
export function targetKey(target: PublishTarget): string {
  if (target.scope === 'WHOLE_GRADE') return `grade:${target.gradeCode}`;
  if (target.scope === 'SINGLE_CLASS') return `class:${target.classId}`;
  return `group:${target.groupId}`;
}

/** The target a key stands for; null for anything else. */
export function parseTargetKey(key: string): PublishTarget | null {
  const match = /^(grade|class|group):(\d+)$/.exec(key);
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === 'grade') return { scope: 'WHOLE_GRADE', gradeCode: id };
  if (match[1] === 'class') return { scope: 'SINGLE_CLASS', classId: id };
  return { scope: 'GROUP', groupId: id };
}

/**
 * The targets a teacher can choose in one grade, from the classes dropdown: the whole grade, each
 * class, then each group with its prefix symbol. `gradeLabel` names the whole-grade option.
 */
export function targetOptions(
  grades: readonly ClassSelectOption[],
  gradeCode: number,
  gradeLabel: string,
): TargetOption[] {
  const grade = grades.find((g) => g.gradeCode === gradeCode);
  if (!grade) return [];
  const options: TargetOption[] = [];
  const whole: PublishTarget = { scope: 'WHOLE_GRADE', gradeCode };
  options.push({ key: targetKey(whole), label: gradeLabel, target: whole });
  for (const c of grade.classes) {
    const target: PublishTarget = { scope: 'SINGLE_CLASS', classId: c.classId };
    options.push({ key: targetKey(target), label: c.className, target });
  }
  for (const g of grade.groups) {
    const target: PublishTarget = { scope: 'GROUP', groupId: g.groupId };
    options.push({ key: targetKey(target), label: `${GROUP_PREFIX}${g.groupName}`, target });
  }
  return options;
}
