import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/auth';
import { scopedRoute } from '../../route';
import { importSchemeOfWork } from './import';
import { createTerm, deleteTerm, schoolTerms, updateTerm } from './terms';
import { acceptProposedUnits, createUnit, deleteUnit, proposeUnits, unitsSetup, updateUnit } from './units';

export const calendarSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  scopedRoute(app, 'getSchoolTerms', ({ db, scope, request, now }) =>
    schoolTerms(db, scope, request.query.schoolYear, now),
  );
  scopedRoute(app, 'createTerm', ({ db, scope, request, now }) =>
    createTerm(db, scope, staffOf(request).staffId, request.body, now),
  );
  scopedRoute(app, 'updateTerm', ({ db, scope, request, now }) =>
    updateTerm(db, scope, staffOf(request).staffId, request.params.termId, request.body, now),
  );
  scopedRoute(app, 'deleteTerm', ({ db, scope, request }) =>
    deleteTerm(db, scope, staffOf(request).staffId, request.params.termId),
  );
  scopedRoute(app, 'getUnitsSetup', ({ db, scope, request }) => {
    const { classId, termId } = request.params;
    return unitsSetup(db, scope, classId, termId, request.query.subjectCode);
  });
  scopedRoute(app, 'createUnit', ({ db, scope, request }) =>
    createUnit(db, scope, staffOf(request).staffId, request.body),
  );
  scopedRoute(app, 'updateUnit', ({ db, scope, request }) =>
    updateUnit(db, scope, staffOf(request).staffId, request.params.scheduleId, request.body),
  );
  scopedRoute(app, 'deleteUnit', ({ db, scope, request }) =>
    deleteUnit(db, scope, staffOf(request).staffId, request.params.scheduleId),
  );
  for (const [name, write] of [
    ['acceptProposedUnits', acceptProposedUnits],
    ['proposeUnits', proposeUnits],
  ] as const) {
    scopedRoute(app, name, ({ db, scope, request }) =>
      write(db, scope, staffOf(request).staffId, { ...request.params, subject: request.body.subjectCode }),
    );
  }
  scopedRoute(app, 'importSchemeOfWork', ({ db, scope, request }) =>
    importSchemeOfWork(
      db,
      scope,
      staffOf(request).staffId,
      request.params.termId,
      request.body,
      request.locale,
    ),
  );
};
