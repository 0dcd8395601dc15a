import { punctuationModule } from '../punctuation';

/** PUNCTUATION_ALL: the whole-passage variant; same markup and checking as PUNCTUATION. */
export const punctuationAll = punctuationModule('PUNCTUATION_ALL');
