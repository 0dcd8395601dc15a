import { blankModule } from '../blanks';

/** CHOICE_COMPLETION: one string per blank, '##' between blanks; checked by maximum matching (spec §5). */
export const choiceCompletion = blankModule('CHOICE_COMPLETION');
