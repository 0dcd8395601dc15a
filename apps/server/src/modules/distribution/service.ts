import {
  type createWorkPaperFieldsSchema,
  type DistributeWorkPaperBody,
  type DistributionClass,
  type DistributionStatus,
  ERROR_CODES,
  type SubjectCode,
  type WorkPaper,
} from '@harbour/api-client/contract';
import { homeworkNameRule, TASK_SHEET_HAND_IN, WORK_PAPER_PROCESS_TYPE } from '@harbour/domain';
import type { BaseQuestion } from '@harbour/question-engine/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { semicolonList } from '../../db/semicolon-list';
import { forbidden, notFound, ruleError } from '../../errors';
import type { StaffPrincipal } from '../../plugins/auth';
import { canSeeClass, type Scope, subjectsInScope } from '../../plugins/tenancy';
import { type CheckedUpload, checkUpload } from '../../storage';
import { commitUpload } from '../files';
import {
  audit,
  type HomeworkRow,
  homeworkStatus,
  type Publisher,
  practiceStudentsOf,
  publishHomework,
  RULE_ERRORS,
  targetsOf,
} from '../homework';
import {
  classIdsOfGrade,
  deleteUndistributed,
  fileKeyInUse,
  homeworkById,
  homeworksByIds,
  insertHandInQuestion,
  insertWorkPaper,
  lockWorkPaper,
  setWorkPaperHomework,
  shareWorkPaper,
  staffNames,
  type WorkPaperListFilter,
  type WorkPaperRow,
  workPaperExists,
  workPaperListWhere,
  workPaperOfSchool,
  workPaperPage,
} from './queries';

// The rules of the distribution module: task sheets, who may read and change them, their distribution.

/** Signs a file key for a short-lived URL (the storage's signedUrl). */
type SignUrl = (key: string) => string;

/**
 * A task sheet the caller may read: of their school (404); its subject reached in some class of its grade,
 * or their own (403). To change it (distribute, delete): their own, or a whole-school scope with the subject.
 * `workPaperReadableBy` is its SQL form for lists.
 */
export async function workPaperInScope(
  db: DbOrTx,
  scope: Scope,
  principal: StaffPrincipal,
  workPaperId: number,
  mode: 'read' | 'write',
): Promise<WorkPaperRow> {
  const row = await workPaperOfSchool(db, principal.schoolId, workPaperId);
  if (!row) throw notFound();
  if (row.creatorId === principal.staffId) return row;
  const subject = row.subjectCode as SubjectCode;
  if (scope.allClasses && scope.subjectsEverywhere.includes(subject)) return row;
  if (mode === 'read') {
    const gradeClasses = await classIdsOfGrade(db, principal.schoolId, row.gradeCode);
    if (gradeClasses.some((klass) => canSeeClass(scope, klass.id, subject))) return row;
  }
  throw forbidden();
}

/** Distribution status: UNDISTRIBUTED, then the homework's practice status. */
function distributionStatusOf(homework: HomeworkRow | undefined, now: Date): DistributionStatus {
  return homework ? homeworkStatus(homework, now).practiceStatus : 'UNDISTRIBUTED';
}

/** The answers of task-sheet rows the caller may read (the file URL is theirs), with status and creator. */
async function workPapersOf(
  db: DbOrTx,
  signUrl: SignUrl,
  rows: WorkPaperRow[],
  now: Date,
): Promise<WorkPaper[]> {
  const homeworkIds = rows.map((row) => row.homeworkId).filter((id): id is number => id !== null);
  const creatorIds = [...new Set(rows.map((row) => row.creatorId))];
  const [homeworkRows, creators] = await Promise.all([
    homeworksByIds(db, homeworkIds),
    staffNames(db, creatorIds),
  ]);
  const homeworkOf = new Map(homeworkRows.map((row) => [row.id, row]));
  const creatorOf = new Map(creators.map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const homework = row.homeworkId !== null ? homeworkOf.get(row.homeworkId) : undefined;
    return {
      workPaperId: row.id,
      workPaperName: row.name,
      workPaperDesc: row.description,
      subjectCode: row.subjectCode as SubjectCode,
      gradeCode: row.gradeCode,
      fileName: row.fileName,
      fileSize: row.fileSize,
      // Callers reach this only through workPaperInScope: the short-lived signed URL is theirs to read.
      fileUrl: signUrl(row.fileKey),
      status: distributionStatusOf(homework, now),
      eHomeworkId: homework?.id ?? null,
      startTime: homework?.startTime.toISOString() ?? null,
      endTime: homework?.endTime.toISOString() ?? null,
      distributeObject: homework?.distributeObject ?? null,
      creatorName: creatorOf.get(row.creatorId) ?? '',
      createTime: row.createdAt.toISOString(),
    };
  });
}

/** A new task sheet: the name rule, a subject in scope, the PDF checked by its bytes and committed with its row. */
export async function createWorkPaper(
  app: FastifyInstance,
  principal: StaffPrincipal,
  scope: Scope,
  fields: z.output<typeof createWorkPaperFieldsSchema>,
  form: { bytes: Uint8Array; fileName: string },
  field: string,
): Promise<WorkPaper> {
  const nameRule = homeworkNameRule(fields.workPaperName);
  if (nameRule) throw ruleError(RULE_ERRORS[nameRule].code, RULE_ERRORS[nameRule].key);
  if (!subjectsInScope(scope).includes(fields.subjectCode)) throw forbidden();
  // Checked by its bytes before it is stored: a renamed PNG is refused with nothing kept.
  const checked: CheckedUpload = await checkUpload(form.bytes, 'pdf', field);
  // The file is committed with its row: a refusal or failure from here on leaves no file behind.
  const { record: row } = await commitUpload(
    app,
    {
      schoolId: principal.schoolId,
      owner: String(principal.staffId),
      kind: 'pdf',
      bytes: form.bytes,
      checked,
    },
    (tx, key) =>
      insertWorkPaper(tx, {
        schoolId: principal.schoolId,
        creatorId: principal.staffId,
        subjectCode: fields.subjectCode,
        gradeCode: fields.gradeCode,
        name: fields.workPaperName.trim(),
        description: fields.workPaperDesc,
        fileKey: key,
        fileName: form.fileName,
        fileSize: checked.size,
      }),
  );
  const [paper] = await workPapersOf(app.database.db, (key) => app.storage.signedUrl(key), [row], new Date());
  return paper as WorkPaper;
}

/**
 * Publish again (one task sheet per publish): a new UNDISTRIBUTED task sheet of the caller's, with the same
 * PDF, name, subject, grade and description as one they may read, so it goes to other classes without a
 * new upload. Refused (403) when the caller may not publish in its subject.
 */
export async function copyWorkPaper(
  db: Db,
  signUrl: SignUrl,
  scope: Scope,
  principal: StaffPrincipal,
  workPaperId: number,
): Promise<WorkPaper> {
  const row = await workPaperInScope(db, scope, principal, workPaperId, 'read');
  if (!subjectsInScope(scope).includes(row.subjectCode as SubjectCode)) throw forbidden();
  // The original stays locked until the copy is committed: a delete of it waits, then finds the copy holding the
  // file; a copy that comes after the delete finds no original and stores nothing.
  const copy = await db.transaction(async (tx) => {
    if (!(await shareWorkPaper(tx, row.id))) throw notFound();
    return insertWorkPaper(tx, {
      schoolId: principal.schoolId,
      creatorId: principal.staffId,
      subjectCode: row.subjectCode,
      gradeCode: row.gradeCode,
      name: row.name,
      description: row.description,
      fileKey: row.fileKey,
      fileName: row.fileName,
      fileSize: row.fileSize,
    });
  });
  const [paper] = await workPapersOf(db, signUrl, [copy], new Date());
  return paper as WorkPaper;
}

/** One page of the task sheets the caller may read: filtered, counted and paged in SQL, newest first. */
export async function workPaperList(
  db: Db,
  signUrl: SignUrl,
  scope: Scope,
  principal: StaffPrincipal,
  query: WorkPaperListFilter,
  now: Date,
) {
  const subjects = subjectsInScope(scope).filter((s) => !query.subjectCode || s === query.subjectCode);
  if (subjects.length === 0) return { total: 0, page: query.page, pageSize: query.pageSize, list: [] };
  const where = workPaperListWhere(db, scope, principal, subjects, query, now);
  const { total, rows } = await workPaperPage(db, where, query.page, query.pageSize);
  const list = await workPapersOf(db, signUrl, rows, now);
  return { total, page: query.page, pageSize: query.pageSize, list };
}

/** A task sheet with, once distributed, its classes (with progress counts) and students in the caller's reach. */
export async function workPaperDetail(
  db: Db,
  signUrl: SignUrl,
  scope: Scope,
  principal: StaffPrincipal,
  workPaperId: number,
  now: Date,
) {
  const row = await workPaperInScope(db, scope, principal, workPaperId, 'read');
  const [workPaper] = await workPapersOf(db, signUrl, [row], now);
  const homework = row.homeworkId !== null ? await homeworkById(db, row.homeworkId) : undefined;
  if (!homework || !workPaper) return { workPaper: workPaper as WorkPaper, classes: [], students: [] };
  const subject = homework.subjectCode as SubjectCode;
  const targets = ((await targetsOf(db, [homework.id])).get(homework.id) ?? []).filter(
    (target) => row.creatorId === principal.staffId || canSeeClass(scope, target.classId, subject),
  );
  const students = await practiceStudentsOf(db, homework, targets, now);
  const byClass = new Map<number, DistributionClass>();
  for (const target of targets) {
    const known = byClass.get(target.classId);
    byClass.set(target.classId, {
      classId: target.classId,
      className: target.className,
      groupName: [known?.groupName, target.groupName].filter(Boolean).join(', ') || null,
      studentCount: 0,
      notStarted: 0,
      inProgress: 0,
      finished: 0,
    });
  }
  for (const student of students) {
    const klass = byClass.get(student.classId);
    if (!klass) continue;
    klass.studentCount++;
    if (student.practiceStatus === 'FINISHED') klass.finished++;
    else if (student.practiceStatus === 'IN_PROGRESS') klass.inProgress++;
    else klass.notStarted++;
  }
  return {
    workPaper,
    classes: [...byClass.values()],
    students: students.map((student) => ({
      studentId: student.studentId,
      name: student.name,
      nameEn: student.nameEn,
      className: student.className,
      classNumber: student.classNumber,
      status: student.practiceStatus,
      submittedAt: student.submittedAt,
    })),
  };
}

/**
 * The hand-in question of a task sheet: an essay the student answers with photos or a PDF of the completed
 * sheet (no typed text limit to speak of), marked by a teacher like any essay, so its answer is unmarked
 * (NOT_CORRECT) until then and reports leave it out of the score rate meanwhile.
 */
export function taskSheetHandIn(row: WorkPaperRow): BaseQuestion {
  const lines = semicolonList(row.description);
  return {
    questionId: '',
    questionType: 'ESSAY',
    subjectCode: row.subjectCode as SubjectCode,
    questionTitle: row.name,
    question: lines.map((line) => ({ contentType: 'TEXT' as const, content: line })),
    questionAnalysis: [],
    questionRightStatus: null,
    wordsLimit: 2000,
  } as BaseQuestion;
}

/** Distributes a task sheet as homework, once: the sheet is claimed in the transaction that publishes it. */
export async function distributeWorkPaper(
  db: Db,
  publisher: Publisher,
  workPaperId: number,
  body: DistributeWorkPaperBody,
): Promise<{ workPaperId: number; eHomeworkId: number }> {
  const { principal, scope } = publisher;
  const row = await workPaperInScope(db, scope, principal, workPaperId, 'write');
  const eHomeworkId = await db.transaction(async (tx) => {
    // Claim the sheet first: a second distribution (or a concurrent one) finds it taken.
    const fresh = await lockWorkPaper(tx, row.id);
    // Deleted since it was read: nothing to distribute.
    if (!fresh) throw notFound();
    if (fresh.homeworkId !== null) {
      throw ruleError(ERROR_CODES.WORK_PAPER_DISTRIBUTED, 'workPaperDistributed');
    }
    const handIn = taskSheetHandIn(row);
    const handInId = await insertHandInQuestion(tx, {
      schoolId: principal.schoolId,
      questionType: handIn.questionType,
      subjectCode: row.subjectCode,
      gradeCode: row.gradeCode,
      textbookType: TASK_SHEET_HAND_IN,
      searchText: row.name,
      content: handIn,
    });
    const material = async () => ({
      material: { courseId: null, chapterId: null, paperId: null, questionIds: [handInId] },
      questionIds: [handInId],
    });
    const id = await publishHomework(
      tx,
      publisher,
      {
        homeworkName: body.homeworkName ?? row.name,
        subjectCode: row.subjectCode as SubjectCode,
        gradeCode: row.gradeCode,
        textbookType: null,
        processType: WORK_PAPER_PROCESS_TYPE,
        classification: 'PRACTICE',
        type: 'AEL_PRACTICE',
        ehomeworkLevel: 'MEDIUM',
        difficulty: 'MEDIUM',
        startTime: body.startTime,
        endTime: body.endTime,
        targets: body.targets,
        audioLanguage: 'CANTONESE',
        videoLanguage: 'CANTONESE',
        allowVideoFastForward: false,
        knowledgeContents: [],
        workPaperDesc: semicolonList(row.description),
        writingRequirementContent: '',
      },
      material,
    );
    await setWorkPaperHomework(tx, row.id, id);
    await audit(tx, principal, id, 'DISTRIBUTE', { workPaperId: row.id });
    return id;
  });
  return { workPaperId: row.id, eHomeworkId };
}

/** Deletes an undistributed task sheet and its file. */
export async function deleteWorkPaper(
  db: Db,
  removeFile: (key: string) => Promise<void>,
  scope: Scope,
  principal: StaffPrincipal,
  workPaperId: number,
): Promise<{ workPaperId: number }> {
  const row = await workPaperInScope(db, scope, principal, workPaperId, 'write');
  if (row.homeworkId !== null) throw ruleError(ERROR_CODES.WORK_PAPER_DISTRIBUTED, 'workPaperDistributed');
  // The delete names the state it removes: a sheet distributed (or deleted) meanwhile is not touched.
  const deleted = await deleteUndistributed(db, row.id);
  if (deleted.length === 0) {
    if (await workPaperExists(db, row.id))
      throw ruleError(ERROR_CODES.WORK_PAPER_DISTRIBUTED, 'workPaperDistributed');
    throw notFound();
  }
  // The file goes with its last record (a sheet published again shares it): URLs handed out before now find nothing.
  for (const { fileKey } of deleted) if (!(await fileKeyInUse(db, fileKey))) await removeFile(fileKey);
  return { workPaperId: row.id };
}
