import { blankModule } from '../blanks';

/** SHORT_ANSWER: one string per blank, '##' between blanks; checked by maximum matching (spec §5). */
export const shortAnswer = blankModule('SHORT_ANSWER');
