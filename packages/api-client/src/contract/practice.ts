import { z } from 'zod';
import { idParamSchema } from './common';

/** Path of the /ael/school/practice/practices/{eHomeworkId} calls. */
export const practiceParamsSchema = z.object({
  /** Homework id. */
  eHomeworkId: idParamSchema,
});

/** DELETE /ael/school/practice/practices/{eHomeworkId} answer. */
export const deletePracticeResultSchema = z.object({
  /** The deleted homework. */
  eHomeworkId: z.number().int(),
  /** 'deleted practice successfully' in the user's locale. */
  message: z.string(),
});
export type DeletePracticeResult = z.infer<typeof deletePracticeResultSchema>;
