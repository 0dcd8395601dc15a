import { blankModule } from '../blanks';

/** COMPLETION: one string per blank, '##' between blanks; checked by maximum matching (spec §5). */
export const completion = blankModule('COMPLETION');
