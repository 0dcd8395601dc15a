import { ERROR_CODES } from '@harbour/api-client/contract';
import { parseQuestionNumbers, WORK_PAPER_PROCESS_TYPE, WRITING_PROCESS_TYPE } from '@harbour/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, ruleError } from '../../errors';
import { type Material, type Publisher, type PublishInput, publishHomework } from '../homework';
import { chapterWithCourse, paperWithCourse, questionIdsOfChapter } from './queries';

async function materialOf(db: DbOrTx, schoolId: number, body: PublishInput): Promise<Material> {
  const course = (row: { subjectCode: string; gradeCode: number; textbookType: string }, field: string) => {
    if (
      row.subjectCode !== body.subjectCode ||
      row.gradeCode !== body.gradeCode ||
      row.textbookType !== body.textbookType
    ) {
      throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: `body.${field}` });
    }
  };
  if (body.paperId !== undefined) {
    const row = await paperWithCourse(db, schoolId, body.paperId);
    if (!row) throw notFound();
    course(row, 'paperId');
    return {
      courseId: row.courseId,
      chapterId: row.chapterId,
      paperId: row.paperId,
      questionIds: row.questionIds,
    };
  }
  if (body.chapterId !== undefined) {
    const row = await chapterWithCourse(db, schoolId, body.chapterId);
    if (!row) throw notFound();
    course(row, 'chapterId');
    const paperQuestions = await questionIdsOfChapter(db, row.chapterId);
    const questionIds = [...new Set(paperQuestions.flat())];
    return { courseId: row.courseId, chapterId: row.chapterId, paperId: null, questionIds };
  }
  // Task sheets and writing tasks carry no bank questions; everything else comes from a paper or chapter.
  if (body.processType === WORK_PAPER_PROCESS_TYPE || body.processType === WRITING_PROCESS_TYPE) {
    return { courseId: null, chapterId: null, paperId: null, questionIds: [] };
  }
  throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: 'body.paperId' });
}

/** The questions chosen by number and count: 'Insufficient number of questions' when the material is short. */
function chooseQuestions(material: Material, body: PublishInput): number[] {
  let chosen = material.questionIds;
  const numbers = body.questionNumbers?.trim();
  if (numbers) {
    const parsed = parseQuestionNumbers(numbers);
    if (!parsed.ok) throw ruleError(ERROR_CODES.QUESTION_NUMBERS, 'questionNumbersFormat');
    if (parsed.numbers.some((n) => n > chosen.length)) {
      throw ruleError(ERROR_CODES.INSUFFICIENT_QUESTIONS, 'insufficientQuestions');
    }
    chosen = parsed.numbers.map((n) => material.questionIds[n - 1] as number);
  }
  if (body.questionCount !== undefined) {
    if (body.questionCount > chosen.length)
      throw ruleError(ERROR_CODES.INSUFFICIENT_QUESTIONS, 'insufficientQuestions');
    chosen = chosen.slice(0, body.questionCount);
  }
  const needsQuestions =
    body.processType !== WORK_PAPER_PROCESS_TYPE && body.processType !== WRITING_PROCESS_TYPE;
  if (needsQuestions && chosen.length === 0)
    throw ruleError(ERROR_CODES.INSUFFICIENT_QUESTIONS, 'insufficientQuestions');
  return chosen;
}

/** The material of a re-publish: the source's questions as they are. */
export type CopiedMaterial = Material;

/**
 * Publishes one homework or test inside the given transaction: from course material (a paper or a chapter,
 * with the questions chosen by number and count), or as a copy of a source homework's material.
 */
export function publishOne(
  tx: DbOrTx,
  publisher: Publisher,
  body: PublishInput,
  copy?: { material: CopiedMaterial; sourceEHomeworkId: number },
): Promise<number> {
  if (copy) {
    const { material } = copy;
    return publishHomework(
      tx,
      publisher,
      body,
      async () => ({ material, questionIds: material.questionIds }),
      copy.sourceEHomeworkId,
    );
  }
  return publishHomework(tx, publisher, body, async (tx) => {
    const material = await materialOf(tx, publisher.principal.schoolId, body);
    return { material, questionIds: chooseQuestions(material, body) };
  });
}
