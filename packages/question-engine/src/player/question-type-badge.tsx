import { toShortName } from '@harbour/question-core';

export interface QuestionTypeBadgeProps {
  /** Code name or short name of the question type. */
  type: string;
}

/** A small label naming a question type by its short name. */
export function QuestionTypeBadge({ type }: QuestionTypeBadgeProps) {
  const short = toShortName(type);
  return <span className="hqe-badge">{short ?? type}</span>;
}
