import {
  type AnyPublishTarget,
  type BatchItemResult,
  type BatchResult,
  ERROR_CODES,
  type IssueScope,
  type Locale,
  type PublishHomeworkParsed,
  type SubjectCode,
  type TextbookType,
} from '@harbour/api-client/contract';
import {
  classHasSubjectAccess,
  feedbackSettingOf,
  gradeName,
  type HomeworkRule,
  homeworkRuleViolations,
  textbookTypesForUser,
} from '@harbour/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { toSemicolonList } from '../../db/semicolon-list';
import { AppError, forbidden, notFound, ruleError } from '../../errors';
import { type MessageKey, translate } from '../../i18n/messages';
import { type StaffPrincipal, staffOf } from '../../plugins/auth';
import { canSeeClass, requestScope, type Scope } from '../../plugins/tenancy';
import {
  accessFlagsOf,
  classesOfGrade,
  classesOfSchool,
  classIdsOfMembers,
  classOfSchool,
  deleteHomeworkRow,
  groupOfSchool,
  insertAudit,
  insertChosenStudentsGroup,
  insertHomework,
  studentsOfClassAmong,
  textbookTypesOf,
} from './queries';
import { joinTeachingCalendar } from './teaching-calendar';

// Publishing, deleting and auditing homework, and running batches of them: the writes every feature shares.

/** Full mark of every question of a published homework. */
export const QUESTION_FULL_MARK = 10;

/** errorCode and message of each §5 rule (the form's own wording lives in the back-office). */
export const RULE_ERRORS: Record<HomeworkRule, { code: number; key: MessageKey }> = {
  HOMEWORK_NAME_REQUIRED: { code: ERROR_CODES.HOMEWORK_NAME, key: 'homeworkNameRequired' },
  HOMEWORK_NAME_TOO_LONG: { code: ERROR_CODES.HOMEWORK_NAME, key: 'homeworkNameTooLong' },
  END_BEFORE_TODAY: { code: ERROR_CODES.HOMEWORK_DATES, key: 'endBeforeToday' },
  END_BEFORE_START: { code: ERROR_CODES.HOMEWORK_DATES, key: 'endBeforeStart' },
  START_AFTER_END: { code: ERROR_CODES.HOMEWORK_DATES, key: 'startAfterEnd' },
  TEST_DURATION_REQUIRED: { code: ERROR_CODES.TEST_DURATION, key: 'testDurationRequired' },
  TEST_DURATION_ABOVE_PERIOD: { code: ERROR_CODES.TEST_DURATION, key: 'testDurationAbovePeriod' },
  TEST_MAXIMUM_REQUIRED: { code: ERROR_CODES.TEST_MAXIMUM, key: 'testMaximumRequired' },
  MAXIMUM_ABOVE_100: { code: ERROR_CODES.TEST_MAXIMUM, key: 'maximumAbove100' },
  QUESTION_NUMBERS_FORMAT: { code: ERROR_CODES.QUESTION_NUMBERS, key: 'questionNumbersFormat' },
};

/** Throws the first §5 rule the input breaks, as a resultStatus-false envelope with the rule's message. */
export function enforceHomeworkRules(input: Parameters<typeof homeworkRuleViolations>[0], now: Date): void {
  const [first] = homeworkRuleViolations(input, now);
  if (first) {
    const error = RULE_ERRORS[first.rule];
    throw ruleError(error.code, error.key);
  }
}

/** A class or group row a homework will reach. */
export interface ResolvedTarget {
  scope: IssueScope;
  classId: number;
  className: string;
  groupId: number | null;
  groupName: string | null;
  fixed: boolean;
  /** A STUDENTS target's students (their group is made when the homework is stored); absent otherwise. */
  chosenStudentIds?: number[];
}

/** The row of a class a target reaches whole (no group). */
function wholeClassRow(
  scope: 'WHOLE_GRADE' | 'SINGLE_CLASS',
  klass: { id: number; className: string },
): ResolvedTarget {
  return {
    scope,
    classId: klass.id,
    className: klass.className,
    groupId: null,
    groupName: null,
    fixed: false,
  };
}

/** The targets a publish reaches, with their display text and widest scope. */
export interface ResolvedTargets {
  rows: ResolvedTarget[];
  distributeRange: IssueScope;
  distributeObject: string;
  fixedGroupStatus: boolean;
}

const SCOPE_WIDTH: Record<IssueScope, number> = { WHOLE_GRADE: 3, SINGLE_CLASS: 2, GROUP: 1 };

/**
 * Resolves targets (whole grade, classes, groups; several at once) inside the caller's school and scope:
 * 404 for a class or group of no school of the caller, 403 outside the scope in the subject; every target
 * of the homework's grade; with an A_PLUS course, every class must have the subject's access flag.
 */
export async function resolveTargets(
  db: DbOrTx,
  scope: Scope,
  targets: readonly AnyPublishTarget[],
  subject: SubjectCode,
  gradeCode: number,
  textbookType: TextbookType | null,
): Promise<ResolvedTargets> {
  const schoolId = scope.schoolId;
  const rows: ResolvedTarget[] = [];
  // Display text: the grade when it is targeted whole (its classes are then implied), else the classes; then groups.
  let wholeGrade = false;
  const classLabels: string[] = [];
  const groupLabels: string[] = [];
  // A target of another grade is a malformed request (the form offers only the grade's classes): 400.
  const gradeMismatch = () =>
    new AppError(400, ERROR_CODES.VALIDATION, 'targetGradeMismatch', { grade: gradeName(gradeCode) });
  /** A class targeted by id: of the school (404), in the caller's scope for the subject (403), of the grade (400). */
  const targetClass = async (classId: number) => {
    const klass = await classOfSchool(db, schoolId, classId);
    if (!klass) throw notFound();
    if (!canSeeClass(scope, klass.id, subject)) throw forbidden();
    if (klass.gradeCode !== gradeCode) throw gradeMismatch();
    return klass;
  };
  for (const [index, target] of targets.entries()) {
    if (target.scope === 'STUDENTS') {
      const klass = await targetClass(target.classId);
      const chosen = await studentsOfClassAmong(db, klass.id, target.studentIds);
      // A student of another class (or school, or none) is a malformed list: 400 naming it, nothing told.
      if (chosen.length !== target.studentIds.length) {
        throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', {
          field: `body.targets.${index}.studentIds`,
        });
      }
      const names = chosen.map((student) => student.name);
      const shown =
        names.length > 3 ? `${names.slice(0, 3).join('、')} +${names.length - 3}` : names.join('、');
      const groupName = `${klass.className} ${shown}`;
      rows.push({
        scope: 'GROUP',
        classId: klass.id,
        className: klass.className,
        groupId: null,
        groupName,
        fixed: false,
        chosenStudentIds: chosen.map((student) => student.id),
      });
      groupLabels.push(groupName);
    } else if (target.scope === 'WHOLE_GRADE') {
      if (target.gradeCode !== gradeCode) throw gradeMismatch();
      const gradeClasses = await classesOfGrade(db, schoolId, gradeCode);
      if (gradeClasses.length === 0) throw notFound();
      if (!gradeClasses.every((klass) => canSeeClass(scope, klass.id, subject))) throw forbidden();
      for (const klass of gradeClasses) rows.push(wholeClassRow('WHOLE_GRADE', klass));
      wholeGrade = true;
    } else if (target.scope === 'SINGLE_CLASS') {
      const klass = await targetClass(target.classId);
      rows.push(wholeClassRow('SINGLE_CLASS', klass));
      classLabels.push(klass.className);
    } else {
      const group = await groupOfSchool(db, schoolId, target.groupId);
      if (!group) throw notFound();
      if (group.gradeCode !== gradeCode) throw gradeMismatch();
      // A grade-wide group reaches the classes of its members; only a whole-school scope may target it.
      const classIds = group.classId !== null ? [group.classId] : await classIdsOfMembers(db, group.id);
      if (group.classId === null && !scope.allClasses) throw forbidden();
      if (classIds.length === 0) throw notFound();
      const groupClasses = await classesOfSchool(db, schoolId, classIds);
      if (!groupClasses.every((klass) => canSeeClass(scope, klass.id, subject))) throw forbidden();
      for (const klass of groupClasses) {
        rows.push({
          scope: 'GROUP',
          classId: klass.id,
          className: klass.className,
          groupId: group.id,
          groupName: group.groupName,
          fixed: group.fixed,
        });
      }
      groupLabels.push(group.groupName);
    }
  }
  // The same class and group named twice (a class and its whole grade) is reached once, by the widest target.
  const unique = new Map<string, ResolvedTarget>();
  for (const row of rows) {
    const key = row.chosenStudentIds
      ? `s${row.classId}:${row.chosenStudentIds.join(',')}`
      : row.groupId === null
        ? `c${row.classId}`
        : `g${row.groupId}:${row.classId}`;
    const known = unique.get(key);
    if (!known || SCOPE_WIDTH[row.scope] > SCOPE_WIDTH[known.scope]) unique.set(key, row);
  }
  const resolved = [...unique.values()];
  if (textbookType === 'A_PLUS') {
    const flags = await accessFlagsOf(db, [...new Set(resolved.map((row) => row.classId))]);
    const refused = flags.find((klass) => !classHasSubjectAccess(flags, klass.classId, subject));
    if (refused)
      throw ruleError(ERROR_CODES.CLASS_NO_ACCESS, 'classNoAccess', { className: refused.className });
  }
  const distributeRange = resolved.reduce<IssueScope>(
    (widest, row) => (SCOPE_WIDTH[row.scope] > SCOPE_WIDTH[widest] ? row.scope : widest),
    'GROUP',
  );
  return {
    rows: resolved,
    distributeRange,
    distributeObject: [
      ...new Set([...(wholeGrade ? [gradeName(gradeCode)] : classLabels), ...groupLabels]),
    ].join(', '),
    fixedGroupStatus: resolved.some((row) => row.groupId !== null && row.fixed),
  };
}

/** Who publishes: the caller, their scope and textbook types, at one instant. */
export interface Publisher {
  principal: StaffPrincipal;
  scope: Scope;
  textbookTypes: TextbookType[];
  now: Date;
}

/** The publisher of a staff request: its caller, the request's scope and their textbook types, now. */
export async function publisherOf(request: FastifyRequest): Promise<Publisher> {
  const principal = staffOf(request);
  const [scope, textbookTypes] = await Promise.all([
    requestScope(request),
    textbookTypesOf(request.server.database.db, principal),
  ]);
  return { principal, scope, textbookTypes, now: new Date() };
}

/** Writes a publication audit row (append-only). */
export async function audit(
  db: DbOrTx,
  principal: StaffPrincipal,
  homeworkId: number,
  action: 'PUBLISH' | 'REPUBLISH' | 'DELETE' | 'REDO' | 'DISTRIBUTE' | 'WITHDRAW',
  detail: Record<string, unknown>,
): Promise<void> {
  await insertAudit(db, {
    schoolId: principal.schoolId,
    homeworkId,
    action,
    actorStaffId: principal.staffId,
    detail,
  });
}

/**
 * Deletes a homework and records it, inside the caller's transaction. The delete names the row it removes:
 * of racing deletes exactly one finds it, and the others are told it is gone (404), with no second audit row.
 */
export async function deleteHomework(
  tx: DbOrTx,
  principal: StaffPrincipal,
  homework: { id: number; homeworkName: string },
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (!(await deleteHomeworkRow(tx, principal.schoolId, homework.id))) throw notFound();
  await audit(tx, principal, homework.id, 'DELETE', { homeworkName: homework.homeworkName, ...detail });
}

/** A publish: the body, or a copy's (textbookType may be absent on homework not published from a course). */
export type PublishInput = Omit<PublishHomeworkParsed, 'textbookType'> & {
  textbookType: TextbookType | null;
};

/** The material of a publish: the course and chapter it comes from and its question ids in order. */
export interface Material {
  courseId: number | null;
  chapterId: number | null;
  paperId: number | null;
  questionIds: number[];
}

/** Finds a publish's material and chooses its questions (a feature's rules: course material, a copy …). */
export type MaterialOf = (tx: DbOrTx) => Promise<{ material: Material; questionIds: number[] }>;

/** No bank material: task sheets and writing tasks carry no bank questions. */
export const NO_MATERIAL: MaterialOf = async () => ({
  material: { courseId: null, chapterId: null, paperId: null, questionIds: [] },
  questionIds: [],
});

/**
 * Publishes one homework or test inside the given transaction: §5 rules, the caller's textbook types,
 * the material (found by the caller's materialOf), the targets in scope, then the homework, its targets and
 * questions and an audit row (REPUBLISH naming the source when it is a copy).
 */
export async function publishHomework(
  tx: DbOrTx,
  publisher: Publisher,
  body: PublishInput,
  materialOf: MaterialOf = NO_MATERIAL,
  sourceEHomeworkId?: number,
  auditDetail: Record<string, unknown> = {},
): Promise<number> {
  const { principal, scope, now } = publisher;
  enforceHomeworkRules(body, now);
  if (
    body.textbookType !== null &&
    !textbookTypesForUser(body.gradeCode, publisher.textbookTypes).includes(body.textbookType)
  ) {
    throw forbidden();
  }
  const { material, questionIds } = await materialOf(tx);
  const targets = await resolveTargets(
    tx,
    scope,
    body.targets,
    body.subjectCode,
    body.gradeCode,
    body.textbookType,
  );
  const copy = sourceEHomeworkId !== undefined;
  for (const row of targets.rows) {
    if (!row.chosenStudentIds) continue;
    row.groupId = await insertChosenStudentsGroup(
      tx,
      {
        schoolId: principal.schoolId,
        classId: row.classId,
        gradeCode: body.gradeCode,
        groupName: row.groupName ?? '',
      },
      row.chosenStudentIds,
    );
  }
  const id = await insertHomework(
    tx,
    {
      schoolId: principal.schoolId,
      creatorId: principal.staffId,
      subjectCode: body.subjectCode,
      gradeCode: body.gradeCode,
      homeworkName: body.homeworkName.trim(),
      processType: body.processType,
      type: body.type,
      classification: body.classification,
      ehomeworkLevel: body.ehomeworkLevel,
      difficulty: body.difficulty,
      distributeRange: targets.distributeRange,
      distributeObject: targets.distributeObject,
      knowledgeContents: toSemicolonList(body.knowledgeContents),
      workPaperDesc: toSemicolonList(body.workPaperDesc),
      writingRequirementContent: body.writingRequirementContent,
      fixedGroupStatus: targets.fixedGroupStatus,
      textbookType: body.textbookType,
      courseId: material.courseId,
      chapterId: material.chapterId,
      paperId: material.paperId,
      questionNumbers: body.questionNumbers?.trim() ?? '',
      questionCount: questionIds.length,
      audioLanguage: body.audioLanguage,
      videoLanguage: body.videoLanguage,
      allowVideoFastForward: body.allowVideoFastForward,
      ...feedbackSettingOf(body.processType, body),
      durationMinutes: body.durationMinutes ?? null,
      maximumPercent: body.maximumPercent ?? null,
      startTime: new Date(body.startTime),
      endTime: new Date(body.endTime),
      createTime: now,
      publishTime: now,
    },
    targets.rows.map((target) => ({ classId: target.classId, groupId: target.groupId, scope: target.scope })),
    questionIds.map((questionId) => ({ questionId, maxScore: QUESTION_FULL_MARK })),
  );
  await joinTeachingCalendar(tx, {
    schoolId: principal.schoolId,
    homeworkId: id,
    subjectCode: body.subjectCode,
    paperId: material.paperId,
    startTime: new Date(body.startTime),
    classIds: targets.rows.map((target) => target.classId),
  });
  await audit(tx, principal, id, copy ? 'REPUBLISH' : 'PUBLISH', {
    homeworkName: body.homeworkName.trim(),
    targets: body.targets,
    startTime: body.startTime,
    endTime: body.endTime,
    ...(copy ? { sourceEHomeworkId } : {}),
    ...auditDetail,
  });
  return id;
}

/** Message of a batch in which some items failed. */
export type MessageKeyOfBatch = Extract<MessageKey, 'partPublishFailed' | 'partDeleteFailed'>;

/**
 * Runs each item in its own transaction: an item fully succeeds or fully fails; the reply lists each.
 * `inTransaction` opens an item's transaction (the route's idempotentStep, so a retry after a crash writes
 * no committed item again).
 */
export async function runBatch<T>(
  db: Db,
  items: readonly T[],
  locale: Locale,
  failedMessage: MessageKeyOfBatch,
  run: (tx: DbOrTx, item: T) => Promise<{ eHomeworkId: number; sourceEHomeworkId?: number }>,
  sourceOf: (item: T) => number | null = () => null,
  log?: (error: unknown) => void,
  inTransaction: <R>(index: number, write: (tx: DbOrTx) => Promise<R>) => Promise<R> = (_index, write) =>
    db.transaction(write),
): Promise<BatchResult> {
  const results: BatchItemResult[] = [];
  for (const [index, item] of items.entries()) {
    try {
      const done = await inTransaction(index, (tx) => run(tx, item));
      results.push({
        index,
        ok: true,
        eHomeworkId: done.eHomeworkId,
        sourceEHomeworkId: done.sourceEHomeworkId ?? null,
        errorCode: null,
        errorMessage: null,
      });
    } catch (error) {
      const known = error instanceof AppError;
      if (!known) log?.(error);
      results.push({
        index,
        ok: false,
        eHomeworkId: null,
        sourceEHomeworkId: sourceOf(item),
        errorCode: known ? error.errorCode : ERROR_CODES.INTERNAL,
        errorMessage: known
          ? translate(error.messageKey, locale, error.params)
          : translate('serverError', locale),
      });
    }
  }
  const failed = results.filter((result) => !result.ok).length;
  return {
    total: results.length,
    succeeded: results.length - failed,
    failed,
    message: failed > 0 ? translate(failedMessage, locale) : null,
    items: results,
  };
}
