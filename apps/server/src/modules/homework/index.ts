// The homework core: what every feature module may use of homework (scope checks, visibility, targets,
// time status, publication, audit and batches). Feature modules import it from here, never from its files.

export {
  ANSWER_TO_MARK,
  answerToMarkOf,
  markingCountsOf,
  markingCountsOfAttempts,
  reopenMarkingFor,
} from './marking-counts';
export {
  auditCalendar,
  lockCalendar,
  proposeUnitsFromChapters,
  type TermDays,
} from './proposed-units';
export {
  audit,
  deleteHomework,
  type Material,
  type MessageKeyOfBatch,
  type Publisher,
  type PublishInput,
  publisherOf,
  publishHomework,
  QUESTION_FULL_MARK,
  RULE_ERRORS,
  runBatch,
} from './publication';
export {
  answerColumns,
  anyoneCompleted,
  type ClassStudent,
  dueWithin,
  type HomeworkRow,
  homeworkOfClass,
  homeworkPage,
  homeworkQuestionRows,
  homeworkVisibleTo,
  progressInClass,
  progressOf,
  type TargetRow,
  targetsOf,
  textbookTypesOf,
  workPapersOfHomework,
} from './queries';
export {
  homeworkInfoOf,
  homeworkInScope,
  practiceStudentsNotNeeded,
  practiceStudentsOf,
  visibleTargets,
} from './service';
export { storedQuestion, storedQuestionOrThrow } from './stored-question';
export {
  type AttemptRow,
  answerRefusal,
  homeworkOfStudent,
  isTestHomework,
  openableHomework,
  publishedBy,
  questionsOfRunningTests,
  reachesStudent,
  type StudentRef,
  TEST_GRACE_MS,
  TEST_PROCESS_TYPES_SQL,
  testDeadlineOf,
} from './student-work';
export { OTHER_HOMEWORK_UNIT, otherHomeworkUnit } from './teaching-calendar';
export { type TermRow, termOut, termsOfSchool } from './terms';
export { homeworkStatus, practiceStatus, timeStatusIs } from './time-status';
