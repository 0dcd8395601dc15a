import {
  deletePracticeResultSchema,
  ERROR_CODES,
  envelope,
  practiceParamsSchema,
  type SubjectCode,
} from '@harbour/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeworks, homeworkTargets } from '../../db/schema';
import { ok } from '../../envelope';
import { forbidden, notFound, ruleError } from '../../errors';
import { translate } from '../../i18n/messages';
import { staffOf } from '../../plugins/auth';
import { canSeeClass, scopeOf } from '../../plugins/tenancy';
import { practiceStatus } from '../schedule/calendar';

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.delete(
    '/ael/school/practice/practices/:eHomeworkId',
    {
      schema: {
        tags: ['practice'],
        summary: 'Delete a homework that has not started (spec §4); every target class must be in scope',
        params: practiceParamsSchema,
        response: { 200: envelope(deletePracticeResultSchema) },
      },
    },
    async (request) => {
      const principal = staffOf(request);
      const { eHomeworkId } = request.params;
      const [homework] = await db
        .select()
        .from(homeworks)
        .where(and(eq(homeworks.id, eHomeworkId), eq(homeworks.schoolId, principal.schoolId)))
        .limit(1);
      if (!homework) throw notFound();
      const scope = await scopeOf(db, principal);
      const targets = await db
        .select({ classId: homeworkTargets.classId })
        .from(homeworkTargets)
        .where(eq(homeworkTargets.homeworkId, eHomeworkId));
      const subject = homework.subjectCode as SubjectCode;
      if (targets.length === 0 || !targets.every((t) => canSeeClass(scope, t.classId, subject)))
        throw forbidden();
      if (practiceStatus(homework.startTime, homework.endTime, new Date()) !== 'NOT_STARTED') {
        throw ruleError(ERROR_CODES.HOMEWORK_EXPIRED, 'homeworkExpired');
      }
      await db.delete(homeworks).where(eq(homeworks.id, eHomeworkId));
      return ok({ eHomeworkId, message: translate('deletedPractice', request.locale) });
    },
  );
};
