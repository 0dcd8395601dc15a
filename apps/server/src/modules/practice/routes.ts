import {
  ERROR_CODES,
  type IssueScope,
  type PracticeListItem,
  type ProcessType,
  type SubjectCode,
} from '@harbour/api-client/contract';
import {
  canDeleteFromCalendar,
  hongKongDayStart,
  PRACTICE_PROCESS_TYPES,
  processKindOf,
  TEST_PROCESS_TYPES,
} from '@harbour/domain';
import { and, asc, eq, exists, gte, ilike, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { attempts, classes, homeworkRedos, homeworks, homeworkTargets, students } from '../../db/schema';
import { ok } from '../../envelope';
import { ruleError } from '../../errors';
import { translate } from '../../i18n/messages';
import { staffOf } from '../../plugins/auth';
import { scopeOf } from '../../plugins/tenancy';
import { route } from '../../route';
import {
  audit,
  deleteHomework,
  homeworkInfoOf,
  homeworkInScope,
  homeworkPage,
  homeworkStatus,
  homeworkVisibleTo,
  practiceStudentsOf,
  progressOf,
  timeStatusIs,
  visibleTargets,
} from '../homework';

const DAY_MS = 24 * 3600_000;

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getPractices', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const query = request.query;
    const now = new Date();
    const where: SQL[] = [homeworkVisibleTo(db, scope)];
    if (query.subjectCode) where.push(eq(homeworks.subjectCode, query.subjectCode));
    if (query.gradeCode) where.push(eq(homeworks.gradeCode, query.gradeCode));
    if (query.processType) where.push(eq(homeworks.processType, query.processType));
    if (query.processKind === 'PRACTICE')
      where.push(inArray(homeworks.processType, [...PRACTICE_PROCESS_TYPES]));
    if (query.processKind === 'TEST') where.push(inArray(homeworks.processType, [...TEST_PROCESS_TYPES]));
    if (query.processKind === 'OTHER') {
      where.push(notInArray(homeworks.processType, [...PRACTICE_PROCESS_TYPES, ...TEST_PROCESS_TYPES]));
    }
    if (query.keyword)
      where.push(ilike(homeworks.homeworkName, `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`));
    if (query.endFrom) where.push(gte(homeworks.endTime, hongKongDayStart(query.endFrom)));
    if (query.endTo)
      where.push(lt(homeworks.endTime, new Date(hongKongDayStart(query.endTo).getTime() + DAY_MS)));
    if (query.classId) {
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(homeworkTargets)
            .where(
              and(eq(homeworkTargets.homeworkId, homeworks.id), eq(homeworkTargets.classId, query.classId)),
            ),
        ),
      );
    }
    if (query.timeStatus) where.push(timeStatusIs(query.timeStatus, now));
    const { total, rows } = await homeworkPage(db, and(...where), query.page, query.pageSize);
    const pageIds = rows.map((row) => row.id);
    const [progress, completed] = await Promise.all([
      progressOf(db, pageIds),
      pageIds.length > 0
        ? db
            .selectDistinct({ homeworkId: attempts.homeworkId })
            .from(attempts)
            .where(and(inArray(attempts.homeworkId, pageIds), sql`${attempts.submittedAt} IS NOT NULL`))
        : Promise.resolve([]),
    ]);
    const completedIds = new Set(completed.map((row) => row.homeworkId));
    const list: PracticeListItem[] = rows.map((row) => {
      const status = homeworkStatus(row, now);
      return {
        eHomeworkId: row.id,
        homeworkName: row.homeworkName,
        subjectCode: row.subjectCode as SubjectCode,
        gradeCode: row.gradeCode,
        processType: row.processType as ProcessType,
        processKind: processKindOf(row.processType as ProcessType),
        type: row.type,
        distributeRange: row.distributeRange as IssueScope,
        distributeObject: row.distributeObject,
        publishTime: row.publishTime?.toISOString() ?? null,
        startTime: row.startTime.toISOString(),
        endTime: row.endTime.toISOString(),
        createTime: row.createTime.toISOString(),
        practiceStatus: status.practiceStatus,
        timeStatus: status.timeStatus,
        correctionStatus: row.correctionStatus as PracticeListItem['correctionStatus'],
        studentCount: progress.get(row.id)?.studentCount ?? 0,
        submittedCount: progress.get(row.id)?.submittedCount ?? 0,
        canDelete: canDeleteFromCalendar(status.timeStatus),
        canBatchDelete:
          (status.timeStatus === 'SCHEDULED' || status.timeStatus === 'ONGOING') && !completedIds.has(row.id),
      };
    });
    return ok({ total, page: query.page, pageSize: query.pageSize, list });
  });

  route(app, 'getPracticeDetail', async (request) => {
    const scope = await scopeOf(db, staffOf(request));
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    return ok({ homeworkInfo: await homeworkInfoOf(db, homework, targets, new Date()) });
  });

  route(app, 'deletePractice', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const { eHomeworkId } = request.params;
    const { homework } = await homeworkInScope(db, scope, eHomeworkId, 'write');
    if (!canDeleteFromCalendar(homeworkStatus(homework, new Date()).timeStatus)) {
      throw ruleError(ERROR_CODES.HOMEWORK_EXPIRED, 'homeworkExpired');
    }
    await db.transaction((tx) => deleteHomework(tx as unknown as Db, principal, homework));
    return ok({ eHomeworkId, message: translate('deletedPractice', request.locale) });
  });

  route(app, 'getPracticeStudents', async (request) => {
    const scope = await scopeOf(db, staffOf(request));
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const visible = visibleTargets(scope, homework.subjectCode as SubjectCode, targets);
    const list = await practiceStudentsOf(db, homework, visible, new Date(), request.query.classId);
    const { submitStatus } = request.query;
    return ok(submitStatus ? list.filter((row) => row.submitStatus === submitStatus) : list);
  });

  route(app, 'getPracticeNotSubmitted', async (request) => {
    const scope = await scopeOf(db, staffOf(request));
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const visible = visibleTargets(scope, homework.subjectCode as SubjectCode, targets);
    const list = await practiceStudentsOf(db, homework, visible, new Date(), request.query.classId);
    return ok(list.filter((row) => row.submittedAt === null));
  });

  route(app, 'getPracticeRedo', async (request) => {
    const scope = await scopeOf(db, staffOf(request));
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const visibleClasses = visibleTargets(scope, homework.subjectCode as SubjectCode, targets).map(
      (t) => t.classId,
    );
    const rows = await db
      .select({
        studentId: students.id,
        name: students.name,
        nameEn: students.nameEn,
        className: classes.className,
        classNumber: students.classNumber,
        requestedAt: homeworkRedos.requestedAt,
      })
      .from(homeworkRedos)
      .innerJoin(students, eq(students.id, homeworkRedos.studentId))
      .innerJoin(classes, eq(classes.id, students.classId))
      .where(and(eq(homeworkRedos.homeworkId, homework.id), inArray(students.classId, visibleClasses)))
      .orderBy(asc(classes.className), asc(students.classNumber));
    return ok(rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })));
  });

  route(app, 'requestPracticeRedo', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const visible = visibleTargets(scope, homework.subjectCode as SubjectCode, targets);
    const reached = await practiceStudentsOf(db, homework, visible, new Date());
    const byId = new Map(reached.map((row) => [row.studentId, row]));
    const studentIds = [...new Set(request.body.studentIds)];
    if (studentIds.some((id) => byId.get(id)?.submittedAt == null)) {
      throw ruleError(ERROR_CODES.REDO_NOT_SUBMITTED, 'redoNotSubmitted');
    }
    const now = new Date();
    await db.transaction(async (tx) => {
      for (const studentId of studentIds) {
        await tx
          .insert(homeworkRedos)
          .values({
            schoolId: principal.schoolId,
            homeworkId: homework.id,
            studentId,
            requestedBy: principal.staffId,
            requestedAt: now,
          })
          .onConflictDoUpdate({
            target: [homeworkRedos.homeworkId, homeworkRedos.studentId],
            set: { requestedAt: now, requestedBy: principal.staffId },
          });
      }
      await tx
        .update(attempts)
        .set({ submittedAt: null, submitStatus: 'NOT_SUBMIT' })
        .where(and(eq(attempts.homeworkId, homework.id), inArray(attempts.studentId, studentIds)));
      await audit(tx as unknown as Db, principal, homework.id, 'REDO', { studentIds });
    });
    return ok({ eHomeworkId: homework.id, studentIds });
  });
};
