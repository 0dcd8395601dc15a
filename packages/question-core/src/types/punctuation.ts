import { punctuationModule } from '../punctuation';

/** PUNCTUATION: fill the symbol slots of a passage, underline or mark text (markup of spec §3). */
export const punctuation = punctuationModule('PUNCTUATION');
