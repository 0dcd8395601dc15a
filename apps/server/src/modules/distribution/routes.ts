import multipart from '@fastify/multipart';
import {
  createWorkPaperFieldsSchema,
  type DistributionClass,
  type DistributionStatus,
  ERROR_CODES,
  type SubjectCode,
  UPLOAD_KINDS,
  WORK_PAPER_FILE_FIELD,
  type WorkPaper,
} from '@harbour/api-client/contract';
import { homeworkNameRule, WORK_PAPER_PROCESS_TYPE } from '@harbour/domain';
import { and, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { classes, homeworks, staffUsers, workPapers } from '../../db/schema';
import { ok } from '../../envelope';
import { AppError, forbidden, notFound, ruleError } from '../../errors';
import { type Principal, staffOf } from '../../plugins/auth';
import { canSeeClass, type Scope, scopeOf, subjectsInScope } from '../../plugins/tenancy';
import { route } from '../../route';
import { checkUpload, megabytes } from '../../storage';
import { commitUpload } from '../files';
import {
  audit,
  homeworkStatus,
  type Publisher,
  practiceStudentsOf,
  publishHomework,
  RULE_ERRORS,
  targetsOf,
  textbookTypesOf,
} from '../homework';

/** Largest task sheet: the storage's PDF limit. */
const MAX_PDF_BYTES = UPLOAD_KINDS.pdf.maxBytes;

type WorkPaperRow = typeof workPapers.$inferSelect;
type HomeworkRow = typeof homeworks.$inferSelect;

/** The multipart fields and the PDF bytes of an upload; 400 naming the field when there is no file. */
async function readWorkPaperForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; bytes: Uint8Array; fileName: string }> {
  const missing = () =>
    new AppError(400, ERROR_CODES.VALIDATION, 'uploadMissingFile', { field: WORK_PAPER_FILE_FIELD });
  // 'Upload failed' is a spec §8 message: a rule answer (HTTP 200) the page shows, like checkUpload's.
  const tooLarge = () =>
    ruleError(ERROR_CODES.UPLOAD_TOO_LARGE, 'uploadTooLarge', {
      field: WORK_PAPER_FILE_FIELD,
      limit: megabytes(MAX_PDF_BYTES),
    });
  if (!request.isMultipart()) throw missing();
  const fields: Record<string, string> = {};
  let bytes: Uint8Array | null = null;
  let fileName = 'task-sheet.pdf';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== WORK_PAPER_FILE_FIELD || bytes !== null) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).byteLength;
        if (size <= MAX_PDF_BYTES) chunks.push(chunk as Buffer);
      }
      if (size > MAX_PDF_BYTES || part.file.truncated) throw tooLarge();
      bytes = new Uint8Array(Buffer.concat(chunks));
      fileName = part.filename || fileName;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The parser's own limits (file size, parts) were passed.
    throw tooLarge();
  }
  if (bytes === null) throw missing();
  return { fields, bytes, fileName: fileName.slice(0, 200) };
}

/**
 * A task sheet the caller may read: of their school (404); its subject reached in some class of its grade,
 * or their own (403). To change it (distribute, delete): their own, or a whole-school scope with the subject.
 */
async function workPaperInScope(
  db: Db,
  scope: Scope,
  principal: Principal,
  workPaperId: number,
  mode: 'read' | 'write',
): Promise<WorkPaperRow> {
  const [row] = await db
    .select()
    .from(workPapers)
    .where(and(eq(workPapers.id, workPaperId), eq(workPapers.schoolId, principal.schoolId)));
  if (!row) throw notFound();
  if (row.creatorId === principal.staffId) return row;
  const subject = row.subjectCode as SubjectCode;
  if (scope.allClasses && scope.subjectsEverywhere.includes(subject)) return row;
  if (mode === 'read') {
    const gradeClasses = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, principal.schoolId), eq(classes.gradeCode, row.gradeCode)));
    if (gradeClasses.some((klass) => canSeeClass(scope, klass.id, subject))) return row;
  }
  throw forbidden();
}

/** Distribution status: UNDISTRIBUTED, then the homework's practice status. */
function distributionStatusOf(homework: HomeworkRow | undefined, now: Date): DistributionStatus {
  return homework ? homeworkStatus(homework, now).practiceStatus : 'UNDISTRIBUTED';
}

export const distributionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 12, fileSize: MAX_PDF_BYTES + 1 },
  });

  const workPaperOf = async (rows: WorkPaperRow[], now: Date): Promise<WorkPaper[]> => {
    const homeworkIds = rows.map((row) => row.homeworkId).filter((id): id is number => id !== null);
    const creatorIds = [...new Set(rows.map((row) => row.creatorId))];
    const [homeworkRows, creators] = await Promise.all([
      homeworkIds.length > 0 ? db.select().from(homeworks).where(inArray(homeworks.id, homeworkIds)) : [],
      creatorIds.length > 0
        ? db
            .select({ id: staffUsers.id, name: staffUsers.name })
            .from(staffUsers)
            .where(inArray(staffUsers.id, creatorIds))
        : [],
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
        fileUrl: app.storage.signedUrl(row.fileKey),
        status: distributionStatusOf(homework, now),
        eHomeworkId: homework?.id ?? null,
        startTime: homework?.startTime.toISOString() ?? null,
        endTime: homework?.endTime.toISOString() ?? null,
        distributeObject: homework?.distributeObject ?? null,
        creatorName: creatorOf.get(row.creatorId) ?? '',
        createTime: row.createdAt.toISOString(),
      };
    });
  };

  route(app, 'createWorkPaper', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const form = await readWorkPaperForm(request);
    const parsed = createWorkPaperFieldsSchema.safeParse(form.fields);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.join('.') ?? '';
      throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: `body.${path}` });
    }
    const fields = parsed.data;
    const nameRule = homeworkNameRule(fields.workPaperName);
    if (nameRule) throw ruleError(RULE_ERRORS[nameRule].code, RULE_ERRORS[nameRule].key);
    if (!subjectsInScope(scope).includes(fields.subjectCode)) throw forbidden();
    // Checked by its bytes before it is stored: a renamed PNG is refused with nothing kept.
    const checked = await checkUpload(form.bytes, 'pdf', WORK_PAPER_FILE_FIELD);
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
      async (tx, key) => {
        const [inserted] = await tx
          .insert(workPapers)
          .values({
            schoolId: principal.schoolId,
            creatorId: principal.staffId,
            subjectCode: fields.subjectCode,
            gradeCode: fields.gradeCode,
            name: fields.workPaperName.trim(),
            description: fields.workPaperDesc,
            fileKey: key,
            fileName: form.fileName,
            fileSize: checked.size,
          })
          .returning();
        return inserted;
      },
    );
    if (!row) throw new Error('work paper insert returned no row');
    const [paper] = await workPaperOf([row], new Date());
    return ok(paper as WorkPaper);
  });

  route(app, 'getWorkPapers', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const query = request.query;
    const subjects = subjectsInScope(scope).filter((s) => !query.subjectCode || s === query.subjectCode);
    if (subjects.length === 0) return ok({ total: 0, page: query.page, pageSize: query.pageSize, list: [] });
    const where: SQL[] = [
      eq(workPapers.schoolId, principal.schoolId),
      inArray(workPapers.subjectCode, subjects),
    ];
    if (query.gradeCode) where.push(eq(workPapers.gradeCode, query.gradeCode));
    if (query.keyword) where.push(ilike(workPapers.name, `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`));
    const rows = await db
      .select()
      .from(workPapers)
      .where(and(...where))
      .orderBy(desc(workPapers.createdAt), desc(workPapers.id));
    // Readable ones only (the same rule as the detail), then the status filter.
    const readable: WorkPaperRow[] = [];
    for (const row of rows) {
      try {
        readable.push(await workPaperInScope(db, scope, principal, row.id, 'read'));
      } catch {
        // Out of scope: not listed.
      }
    }
    const all = await workPaperOf(readable, new Date());
    const matching = query.status ? all.filter((paper) => paper.status === query.status) : all;
    const list = matching.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    return ok({ total: matching.length, page: query.page, pageSize: query.pageSize, list });
  });

  route(app, 'getWorkPaperDetail', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const row = await workPaperInScope(db, scope, principal, request.params.workPaperId, 'read');
    const now = new Date();
    const [workPaper] = await workPaperOf([row], now);
    const homework =
      row.homeworkId !== null
        ? (await db.select().from(homeworks).where(eq(homeworks.id, row.homeworkId)))[0]
        : undefined;
    if (!homework || !workPaper) return ok({ workPaper: workPaper as WorkPaper, classes: [], students: [] });
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
    return ok({
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
    });
  });

  route(app, 'distributeWorkPaper', async (request) => {
    const principal = staffOf(request);
    const [scope, textbookTypes] = await Promise.all([
      scopeOf(db, principal),
      textbookTypesOf(db, principal),
    ]);
    const row = await workPaperInScope(db, scope, principal, request.params.workPaperId, 'write');
    const publisher: Publisher = { principal, scope, textbookTypes, now: new Date() };
    const body = request.body;
    const eHomeworkId = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Claim the sheet first: a second distribution (or a concurrent one) finds it taken.
      const [fresh] = await tx
        .select({ homeworkId: workPapers.homeworkId })
        .from(workPapers)
        .where(eq(workPapers.id, row.id))
        .for('update');
      // Deleted since it was read: nothing to distribute.
      if (!fresh) throw notFound();
      if (fresh.homeworkId !== null) {
        throw ruleError(ERROR_CODES.WORK_PAPER_DISTRIBUTED, 'workPaperDistributed');
      }
      const id = await publishHomework(tx, publisher, {
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
        workPaperDesc: row.description.split(';').filter((part) => part.trim() !== ''),
        writingRequirementContent: '',
      });
      await tx.update(workPapers).set({ homeworkId: id }).where(eq(workPapers.id, row.id));
      await audit(tx, principal, id, 'DISTRIBUTE', { workPaperId: row.id });
      return id;
    });
    return ok({ workPaperId: row.id, eHomeworkId });
  });

  route(app, 'deleteWorkPaper', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const row = await workPaperInScope(db, scope, principal, request.params.workPaperId, 'write');
    if (row.homeworkId !== null) throw ruleError(ERROR_CODES.WORK_PAPER_DISTRIBUTED, 'workPaperDistributed');
    // The delete names the state it removes: a sheet distributed (or deleted) meanwhile is not touched.
    const deleted = await db
      .delete(workPapers)
      .where(and(eq(workPapers.id, row.id), isNull(workPapers.homeworkId)))
      .returning({ fileKey: workPapers.fileKey });
    if (deleted.length === 0) {
      const [still] = await db
        .select({ id: workPapers.id })
        .from(workPapers)
        .where(eq(workPapers.id, row.id));
      if (still) throw ruleError(ERROR_CODES.WORK_PAPER_DISTRIBUTED, 'workPaperDistributed');
      throw notFound();
    }
    // The file goes with its record: URLs handed out before now find nothing.
    for (const { fileKey } of deleted) await app.storage.remove(fileKey);
    return ok({ workPaperId: row.id });
  });
};
