import { essayModule } from './essay';

/** LONG_ANSWER: answered and marked like an essay. */
export const longAnswer = essayModule('LONG_ANSWER');
