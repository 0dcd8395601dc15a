import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { callQueryKey, changesOf, invalidateEntities } from './calls';
import type { CallDescription } from './contract/call';
import { type CallName, calls } from './contract/calls';
import { correctAnswerMutationOptions, nextAnswersQueryOptions } from './queries/marking';

// What each write the contract says changes something makes stale, by the names of the reads. A write
// added to the contract with `changes` and no line here fails the completeness test below.

/** The reports' figures and the mistakes centre (`report`). */
const REPORTS = [
  'getClassFollowUp',
  'getErrorCenter',
  'getErrorQuestion',
  'getHkat8bClassReport',
  'getHkat8bStudentPerformance',
  'getHkatClassReport',
  'getHkatStudentPerformance',
  'getHomeworkProcess1',
  'getHomeworkProcess14',
  'getHomeworkProcess2',
  'getHomeworkProcess7',
  'getHomeworkReport',
  'getHomeworkReportQuestions',
  'getHomeworkSubmitList',
  'getHomeworkWrongQuestions',
  'getSchedulePapers',
  'getSchedulesWholePerformance',
  'getSchoolOverview',
  'getSchoolYearMastery',
  'getSchoolYearReport',
  'getStudentFollowUp',
  'getStudentHomeworkPractice',
  'getStudentHomeworkQuestions',
  'getStudentWholePerformance',
  'getStudentsPerformance',
  'getStudentsWholePerformance',
  'getTestReport',
  'getTestStudentPdf',
  'getUnitReport',
];
/** The homework lists that count marking progress (`homework` and `marking`). */
const MARKED_LISTS = ['getPracticeDetail', 'getPracticeNotSubmitted', 'getPracticeStudents', 'getPractices'];
/** The marking screens: the overview (`marking` and `homework`), a student's answers, a score's history. */
const MARKING_SCREENS = ['getMarkingOverview', 'getNextAnswers', 'getScoreHistory'];
/** Homework reads without a score: calendars, lists, choosable chapters, redo lists, task-sheet progress. */
const HOMEWORK_LISTS = [
  'getChoosableChapters',
  'getClassHomeworks',
  'getClassPracticeObjects',
  'getClassPractices',
  'getHomeworkKnowledges',
  'getPracticeRedo',
  'getStudentHomework',
  'getStudentHomeworks',
  'getWorkPaperDetail',
  'getWorkPapers',
];
const HOMEWORK = [...HOMEWORK_LISTS, ...REPORTS, ...MARKED_LISTS, 'getMarkingOverview'];
const HOMEWORK_AND_MARKING = [...HOMEWORK, 'getNextAnswers', 'getScoreHistory'];
/** The teaching calendar (`schedule`): terms, units and what reports group by them. */
const CALENDAR = [
  'getClassFollowUp',
  'getClassPracticeObjects',
  'getClassPractices',
  'getClassTermSchedules',
  'getClassTerms',
  'getClassesSchedules',
  'getEvaluations',
  'getSchedulePapers',
  'getSchedulesWholePerformance',
  'getSchoolTerms',
  'getSchoolYearMastery',
  'getSchoolYearReport',
  'getStudentFollowUp',
  'getStudentWholePerformance',
  'getStudentsPerformance',
  'getStudentsWholePerformance',
  'getUnitReport',
  'getUnitsSetup',
];
/** Deleting a unit moves its homework: the calendar and every report. */
const CALENDAR_AND_REPORTS = [...new Set([...CALENDAR, ...REPORTS])];
/** The entities a call reads (none for a write). */
const readsOf = (description: CallDescription) => description.reads ?? [];
const EVERY_READ = Object.values(calls)
  .filter((description) => readsOf(description).length > 0)
  .map((description) => description.name);

/** Each write's stale reads; `cleared` for a new or ended session, which empties the cache. */
const STALE_AFTER: Partial<Record<CallName, readonly string[] | 'cleared'>> = {
  login: 'cleared',
  loginUnify: 'cleared',
  loginUnifyThird: 'cleared',
  logout: 'cleared',
  studentLogin: 'cleared',
  updateProfile: ['getStudentSession', 'getTeacher', 'getTeacherCenter'],
  switchRole: EVERY_READ,
  switchLanguage: EVERY_READ,
  correctAnswer: [...REPORTS, ...MARKED_LISTS, ...MARKING_SCREENS],
  announceResults: HOMEWORK_AND_MARKING,
  withdrawExam: HOMEWORK_AND_MARKING,
  addBankComment: ['getCommentBank'],
  deleteBankComment: ['getCommentBank'],
  saveDashboardLayout: ['getDashboardLayout'],
  requestPracticeRedo: HOMEWORK_AND_MARKING,
  submitStudentHomework: HOMEWORK_AND_MARKING,
  deletePractice: HOMEWORK,
  publishHomework: HOMEWORK,
  batchPublishHomework: HOMEWORK,
  batchDeleteHomework: HOMEWORK,
  batchRepublishHomework: HOMEWORK,
  distributeWorkPaper: HOMEWORK,
  startStudentHomework: HOMEWORK,
  submitQuestionAnswer: HOMEWORK,
  publishFollowUp: HOMEWORK,
  createWorkPaper: ['getWorkPaperDetail', 'getWorkPapers'],
  copyWorkPaper: ['getWorkPaperDetail', 'getWorkPapers'],
  deleteWorkPaper: ['getWorkPaperDetail', 'getWorkPapers'],
  createTerm: CALENDAR,
  updateTerm: CALENDAR,
  deleteTerm: CALENDAR,
  createUnit: CALENDAR,
  updateUnit: CALENDAR,
  deleteUnit: CALENDAR_AND_REPORTS,
  acceptProposedUnits: CALENDAR,
  proposeUnits: CALENDAR,
  importSchemeOfWork: CALENDAR,
};

/** A cache holding one answer of every cached read of the contract, none of them stale. */
function cacheOfEveryRead() {
  const queryClient = new QueryClient();
  for (const description of Object.values(calls))
    if (readsOf(description).length > 0)
      queryClient.setQueryData(callQueryKey(description, { params: { id: 1 } } as never), {
        from: description.name,
      });
  return queryClient;
}

/** The reads of a cache that are stale, by call name. */
function staleReads(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => String(query.queryKey[1]))
    .sort();
}

const writes = Object.values(calls).filter((description) => changesOf(description).length > 0);

it.each(writes.map((description) => [description.name, description] as const))(
  '%s makes stale what its contract entry declares',
  async (name, description) => {
    const queryClient = cacheOfEveryRead();
    await invalidateEntities(queryClient, changesOf(description));
    const expected = STALE_AFTER[name];
    if (expected === 'cleared') expect(queryClient.getQueryCache().getAll()).toEqual([]);
    else expect(staleReads(queryClient)).toEqual([...(expected ?? ['(no line in STALE_AFTER)'])].sort());
  },
);

it('names every write that changes something, and nothing else', () => {
  expect(Object.keys(STALE_AFTER).sort()).toEqual(writes.map((description) => description.name).sort());
});

it("with refetchType 'none' a write leaves the reads on screen stale without fetching them", async () => {
  let fetches = 0;
  const queryClient = new QueryClient();
  const options = nextAnswersQueryOptions(5, { studentId: 9 });
  const observer = new QueryObserver(queryClient, {
    queryKey: options.queryKey,
    queryFn: async () => {
      fetches += 1;
      return null;
    },
  });
  const stop = observer.subscribe(() => {});
  await observer.refetch();
  expect(fetches).toBe(1);
  await invalidateEntities(queryClient, changesOf(calls.correctAnswer), { refetchType: 'none' });
  expect(fetches).toBe(1);
  expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  await invalidateEntities(queryClient, changesOf(calls.correctAnswer));
  expect(fetches).toBe(2);
  stop();
});

it('a score shows in every cached student holding the answer, and the marking goes stale', async () => {
  const queryClient = new QueryClient();
  const answer = { answerId: 3, score: 0, questionId: 1 };
  const unit = {
    student: { studentId: 9, score: 0 },
    position: 1,
    total: 2,
    previousStudentId: null,
    nextStudentId: 10,
    answers: [answer, { answerId: 4, score: 1, questionId: 2 }],
  };
  const other = { ...unit, student: { studentId: 10, score: 0 }, answers: [{ answerId: 7, score: 0 }] };
  const key = nextAnswersQueryOptions(5, { studentId: 9 }).queryKey;
  const otherKey = nextAnswersQueryOptions(5, { studentId: 10 }).queryKey;
  queryClient.setQueryData(key, unit as never);
  queryClient.setQueryData(otherKey, other as never);
  const options = correctAnswerMutationOptions(queryClient, { refetchType: 'none' });
  const marked = { ...answer, score: 2 };
  await options.onSuccess?.(
    { answer: marked, studentScore: 3, correctionStatus: 'IN_PROGRESS' } as never,
    { eHomeworkId: 5, answerId: 3, body: { score: 2, baseVersion: 0 } },
    undefined,
    undefined as never,
  );
  expect(queryClient.getQueryData(key)).toMatchObject({
    student: { studentId: 9, score: 3 },
    answers: [{ answerId: 3, score: 2 }, { answerId: 4 }],
  });
  expect(queryClient.getQueryData(otherKey)).toEqual(other);
  expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(true);
});
