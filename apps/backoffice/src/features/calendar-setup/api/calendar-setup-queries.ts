import {
  acceptProposedUnitsCall,
  type CreateUnitBody,
  callApi,
  callMutationOptions,
  callQueryOptions,
  createTermCall,
  createUnitCall,
  deleteTermCall,
  deleteUnitCall,
  getSchoolTermsCall,
  getUnitsSetupCall,
  type ImportRow,
  importSchemeOfWorkCall,
  proposeUnitsCall,
  type SubjectCode,
  type TermBody,
  type UpdateUnitBody,
  updateTermCall,
  updateUnitCall,
} from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';

// The set-up calls of the teaching calendar (contract/calls/calendar-setup.ts) as the set-up page uses them:
// a query factory per read, mutation options per write (each invalidates the calendar's reads).

/** GET /terms: the school's terms, newest first. */
export const schoolTermsQueryOptions = () => callQueryOptions(getSchoolTermsCall, { query: {} });

/** GET /classes/{classId}/term/{termId}/schedules/setup: the units of a class, term and subject. */
export const unitsSetupQueryOptions = (classId: number, termId: number, subjectCode: SubjectCode) =>
  callQueryOptions(getUnitsSetupCall, { params: { classId, termId }, query: { subjectCode } });

/** A term added, or changed when it has an id. */
export const saveTermMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, createTermCall, (body: TermBody) => ({ body }), {
    send: ({ termId, ...body }: TermBody & { termId?: number }) =>
      termId === undefined
        ? callApi(createTermCall, { body })
        : callApi(updateTermCall, { params: { termId }, body }),
  });

export const deleteTermMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, deleteTermCall, (termId: number) => ({ params: { termId } }));

/** A unit added, or changed when it has an id. */
export const saveUnitMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, createUnitCall, (body: CreateUnitBody) => ({ body }), {
    send: ({ scheduleId, ...body }: CreateUnitBody & { scheduleId?: number }) => {
      if (scheduleId === undefined) return callApi(createUnitCall, { body });
      const { classId: _c, termId: _t, subjectCode: _s, ...fields } = body;
      return callApi(updateUnitCall, { params: { scheduleId }, body: fields satisfies UpdateUnitBody });
    },
  });

export const deleteUnitMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, deleteUnitCall, (scheduleId: number) => ({ params: { scheduleId } }));

/** The class, term and subject a bulk unit call is about. */
export interface ClassTermSubject {
  classId: number;
  termId: number;
  subjectCode: SubjectCode;
}

export const acceptUnitsMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    acceptProposedUnitsCall,
    ({ classId, termId, subjectCode }: ClassTermSubject) => ({
      params: { classId, termId },
      body: { subjectCode },
    }),
  );

export const proposeUnitsMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    proposeUnitsCall,
    ({ classId, termId, subjectCode }: ClassTermSubject) => ({
      params: { classId, termId },
      body: { subjectCode },
    }),
  );

/** The import of a scheme of work: a dry run changes nothing, so only a commit invalidates. */
export const importMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    importSchemeOfWorkCall,
    ({ termId, rows, dryRun }: { termId: number; rows: ImportRow[]; dryRun: boolean }) => ({
      params: { termId },
      body: { dryRun, rows },
    }),
    { changed: (result) => result.committed },
  );
