import type { QueryClient } from '@tanstack/react-query';
import { callApi, callMutationOptions, callRead, callWrite } from '../calls';
import type { StudentLoginBody, SubmitHomeworkBody } from '../contract';
import {
  getStudentHomeworkCall,
  getStudentHomeworksCall,
  getStudentSessionCall,
  simulateStudentLoginCall,
  startStudentHomeworkCall,
  studentLoginCall,
  submitStudentHomeworkCall,
} from '../contract';
import type { CallResult } from '../contract/call-schemas';

/* The student app's calls: signing in, the student's homework, starting and submitting it. */

/** POST /ael/student/common/login: account and password; a student-scoped token. */
export const studentLogin = callWrite(studentLoginCall, (body: StudentLoginBody) => ({ body }));
/** POST /ael/student/common/login/simulate: the app opened with a simulated session's token; who it is. */
export const simulateStudentLogin = () => callApi(simulateStudentLoginCall, {});
/** GET /ael/student/common/me: who the session is. */
export const getStudentSession = callRead(getStudentSessionCall, () => ({}));
export const studentSessionQueryOptions = getStudentSession.queryOptions;
/** GET /ael/student/practice/ehomeworks: the student's homework. */
export const getStudentHomeworks = callRead(getStudentHomeworksCall, () => ({}));
export const studentHomeworksQueryOptions = getStudentHomeworks.queryOptions;
/** GET /ael/student/practice/ehomeworks/{eHomeworkId}: questions and saved answers. */
export const getStudentHomework = callRead(getStudentHomeworkCall, (eHomeworkId: number) => ({
  params: { eHomeworkId },
}));
export const studentHomeworkQueryOptions = getStudentHomework.queryOptions;
/** POST …/{eHomeworkId}/start: open the attempt (a test's clock starts). */
export const startStudentHomework = callWrite(startStudentHomeworkCall, (eHomeworkId: number) => ({
  params: { eHomeworkId },
}));
/** POST …/{eHomeworkId}/submit: hand the homework in. */
export const submitStudentHomework = (eHomeworkId: number, body: Partial<SubmitHomeworkBody> = {}) =>
  callApi(submitStudentHomeworkCall, { params: { eHomeworkId }, body: { timeUp: false, ...body } });

/**
 * Who a sign-in (or a simulated session) says the session is, kept as the session read's answer so the
 * pages do not ask the server again.
 */
export function keepStudentSession(queryClient: QueryClient, session: CallResult<'getStudentSession'>): void {
  queryClient.setQueryData(studentSessionQueryOptions().queryKey, session);
}

/** Student login: the cache of a previous user is dropped. */
export const studentLoginMutationOptions = studentLogin.mutationOptions;
/** Start a homework. */
export const startStudentHomeworkMutationOptions = startStudentHomework.mutationOptions;
/** Submit a homework; the lists and the homework refetch. */
export const submitStudentHomeworkMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    submitStudentHomeworkCall,
    ({ eHomeworkId, ...body }: Partial<SubmitHomeworkBody> & { eHomeworkId: number }) => ({
      params: { eHomeworkId },
      body: { timeUp: false, ...body },
    }),
  );
