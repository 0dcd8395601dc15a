import type { LearningAspectCode, ObjectiveInput } from '@harbour/api-client';
import { LEARNING_ASPECT_CODES } from '@harbour/api-client';

// The learning objectives of a unit as the unit dialog writes them: one a line, "ASPECT: knowledge point".

/** The objectives as lines of text. */
export function objectivesText(objectives: readonly ObjectiveInput[]): string {
  return objectives.map((objective) => `${objective.aspect}: ${objective.knowledgePoint}`).join('\n');
}

/** The objectives a text names, and the lines that are not "ASPECT: knowledge point". */
export function objectivesOfText(text: string): { objectives: ObjectiveInput[]; bad: string[] } {
  const objectives: ObjectiveInput[] = [];
  const bad: string[] = [];
  for (const line of text.split('\n').map((part) => part.trim())) {
    if (line === '') continue;
    const match = /^([A-Za-z_]+)\s*[:：]\s*(.+)$/.exec(line);
    const aspect = match?.[1]?.toUpperCase() as LearningAspectCode | undefined;
    if (match?.[2] && aspect && (LEARNING_ASPECT_CODES as readonly string[]).includes(aspect)) {
      objectives.push({ aspect, knowledgePoint: match[2].trim() });
    } else bad.push(line);
  }
  return { objectives, bad };
}
