import { z } from 'zod';
import { callSchemas, errorCodesOf, errorStatusesOf } from './call-schemas';
import { calls, ENTITIES, fillPath, pathParamNames } from './calls';
import { ERROR_CODES } from './common';

describe('the call table', () => {
  it('gives every call its schemas, and no schemas without a call', () => {
    expect(Object.keys(callSchemas).sort()).toEqual(Object.keys(calls).sort());
  });

  it('names one method and path per call', () => {
    const routes = Object.values(calls).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has a params schema with exactly the parameters of each path', () => {
    for (const [name, call] of Object.entries(calls)) {
      const schemas = callSchemas[name as keyof typeof callSchemas] as { params?: z.ZodObject };
      const names = pathParamNames(call.path).sort();
      const shape = schemas.params instanceof z.ZodObject ? Object.keys(schemas.params.shape).sort() : [];
      expect([name, shape]).toEqual([name, names]);
    }
  });

  it('says what every write changes and what every cached read is made of', () => {
    for (const [name, call] of Object.entries(calls)) {
      const described = call as { reads?: readonly string[]; changes?: readonly string[] };
      if (call.method === 'GET') {
        expect([name, described.changes]).toEqual([name, undefined]);
        // The upload authorisation is the one read that is never cached.
        if (name !== 'getOssAuth')
          expect([name, described.reads?.length]).toEqual([name, expect.any(Number)]);
      } else {
        expect([name, described.reads, Array.isArray(described.changes)]).toEqual([name, undefined, true]);
      }
      for (const entity of [...(described.reads ?? []), ...(described.changes ?? [])])
        expect(ENTITIES).toContain(entity);
    }
  });

  it('fills path parameters percent-encoded and refuses a missing one', () => {
    expect(fillPath(calls.getQuestionPreview.path, { questionId: 'a/b' })).toBe(
      '/ael/school/common/questions/a%2Fb/preview',
    );
    expect(() => fillPath(calls.getPracticeDetail.path, {})).toThrow(/eHomeworkId/);
  });

  it("lists the errorCodes of a call: its statuses' codes, an expired session and its own", () => {
    expect(errorCodesOf('getSystemVersion')).toEqual([{ status: 400, code: ERROR_CODES.VALIDATION }]);
    const marking = errorCodesOf('correctAnswer');
    expect(marking).toContainEqual({ status: 200, code: ERROR_CODES.SESSION_EXPIRED });
    expect(marking).toContainEqual({ status: 409, code: ERROR_CODES.MARKING_CONFLICT });
    expect(marking).toContainEqual({ status: 409, code: ERROR_CODES.IDEMPOTENCY_KEY_REUSED });
    expect(marking).toContainEqual({ status: 400, code: ERROR_CODES.SCORE_INVALID });
    expect(errorCodesOf('login')).toContainEqual({ status: 200, code: ERROR_CODES.WRONG_PASSWORD });
    expect(errorStatusesOf('initiateUpload')).toContain(429);
  });

  it('lists the error statuses of a call from its access, method and own errors', () => {
    expect(errorStatusesOf('getSystemVersion')).toEqual([400]);
    expect(errorStatusesOf('login')).toEqual([400, 413, 429]);
    expect(errorStatusesOf('getPractices')).toEqual([400, 401, 403, 404]);
    expect(errorStatusesOf('deletePractice')).toEqual([400, 401, 403, 404, 409]);
    expect(errorStatusesOf('uploadFile')).toEqual([400, 401, 403, 404, 409, 413, 429]);
  });
});
