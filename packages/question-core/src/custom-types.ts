import type { QuestionTypeModule } from './type-module';

/**
 * A host's own question types, by name, with the local answer of each. Empty here; a host adds its
 * types by declaration merging, so the model, the public functions and the player's props know them:
 *
 * ```ts
 * declare module '@harbour/question-core' {
 *   interface CustomQuestionTypes { RATING: number }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the host through declaration merging
export interface CustomQuestionTypes {}

/** The name of a host's question type (never, until a host declares one). */
export type CustomQuestionType = keyof CustomQuestionTypes & string;

/** The module of a host's question type: what a built-in type module gives, under the host's name. */
export interface CustomQuestionTypeModule<Name extends string, Answer>
  extends Omit<QuestionTypeModule<Answer>, 'type'> {
  /** The type's name, as questions carry it in `questionType` (not a built-in code or short name). */
  readonly type: Name;
}

const modules = new Map<string, QuestionTypeModule<unknown>>();

/** The module registered under a name, if any. */
export function customModule(type: string): QuestionTypeModule<unknown> | undefined {
  return modules.get(type);
}

/** Records a module; `registerQuestionType` checks the name first. */
export function addCustomModule(type: string, module: QuestionTypeModule<unknown>): void {
  modules.set(type, module);
}
