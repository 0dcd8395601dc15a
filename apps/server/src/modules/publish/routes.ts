import {
  ERROR_CODES,
  type ProcessType,
  type PublishHomeworkParsed,
  type PublishTarget,
  type RepublishItem,
  type SubjectCode,
  type TextbookType,
} from '@harbour/api-client/contract';
import { isTestProcess } from '@harbour/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { semicolonList } from '../../db/semicolon-list';
import { ok } from '../../envelope';
import { ruleError } from '../../errors';
import { staffOf } from '../../plugins/auth';
import { idempotentStep } from '../../plugins/idempotency';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import {
  anyoneCompleted,
  deleteHomework,
  type HomeworkRow,
  homeworkInfoOf,
  homeworkInScope,
  homeworkStatus,
  type MessageKeyOfBatch,
  type PublishInput,
  publisherOf,
  runBatch,
  type TargetRow,
} from '../homework';
import { questionIdsOfHomework } from './queries';
import { publishOne } from './service';

export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const batch = <T>(
    request: FastifyRequest,
    items: readonly T[],
    failed: MessageKeyOfBatch,
    run: Parameters<typeof runBatch<T>>[4],
    sourceOf?: (item: T) => number | null,
  ) =>
    runBatch(
      db,
      items,
      request.locale,
      failed,
      run,
      sourceOf,
      (error) => request.log.error({ err: error }, 'batch item failed'),
      (index, write) => idempotentStep(db, request, index, write),
    );

  route(app, 'publishHomework', async (request) => {
    const publisher = await publisherOf(request);
    const id = await idempotentStep(db, request, 0, (tx) => publishOne(tx, publisher, request.body));
    const { homework, targets } = await homeworkInScope(db, publisher.scope, id, 'read');
    return ok({ homeworkInfo: await homeworkInfoOf(db, homework, targets, publisher.now) });
  });

  route(app, 'batchPublishHomework', async (request) => {
    const publisher = await publisherOf(request);
    return ok(
      await batch(request, request.body.items, 'partPublishFailed', async (tx, item) => {
        if (isTestProcess(item.processType))
          throw ruleError(ERROR_CODES.BATCH_ASSESSMENT, 'batchNoAssessment');
        return { eHomeworkId: await publishOne(tx, publisher, item) };
      }),
    );
  });

  route(app, 'batchDeleteHomework', async (request) => {
    const principal = staffOf(request);
    const scope = await requestScope(request);
    const now = new Date();
    const ids = [...new Set(request.body.eHomeworkIds)];
    return ok(
      await batch(request, ids, 'partDeleteFailed', async (tx, eHomeworkId) => {
        const { homework } = await homeworkInScope(tx, scope, eHomeworkId, 'write');
        const status = homeworkStatus(homework, now).timeStatus;
        if (status === 'NOT_PUBLISHED')
          throw ruleError(ERROR_CODES.HOMEWORK_NOT_PUBLISHED, 'homeworkNotPublished');
        if (status === 'EXPIRED' || status === 'ARCHIVED')
          throw ruleError(ERROR_CODES.HOMEWORK_EXPIRED, 'homeworkExpired');
        if (await anyoneCompleted(tx, eHomeworkId))
          throw ruleError(ERROR_CODES.HOMEWORK_COMPLETED, 'homeworkCompleted');
        await deleteHomework(tx, principal, homework, { batch: true });
        return { eHomeworkId };
      }),
    );
  });

  route(app, 'batchRepublishHomework', async (request) => {
    const publisher = await publisherOf(request);
    return ok(
      await batch(
        request,
        request.body.items,
        'partPublishFailed',
        async (tx, item) => {
          const { homework, targets } = await homeworkInScope(tx, publisher.scope, item.eHomeworkId, 'read');
          const eHomeworkId = await publishOne(tx, publisher, republishInput(homework, targets, item), {
            material: {
              courseId: homework.courseId,
              chapterId: homework.chapterId,
              paperId: homework.paperId,
              questionIds: await questionIdsOfHomework(tx, homework.id),
            },
            sourceEHomeworkId: homework.id,
          });
          return { eHomeworkId, sourceEHomeworkId: homework.id };
        },
        (item) => item.eHomeworkId,
      ),
    );
  });
};

/** The publish input of a copy: the source's settings with the item's times, name and targets. */
function republishInput(
  homework: HomeworkRow,
  targets: readonly TargetRow[],
  item: RepublishItem,
): PublishInput {
  const sourceTargets: PublishTarget[] = [];
  const seenGroups = new Set<number>();
  for (const target of targets) {
    if (target.scope === 'WHOLE_GRADE') {
      if (!sourceTargets.some((t) => t.scope === 'WHOLE_GRADE')) {
        sourceTargets.push({ scope: 'WHOLE_GRADE', gradeCode: homework.gradeCode });
      }
    } else if (target.groupId !== null) {
      if (!seenGroups.has(target.groupId)) sourceTargets.push({ scope: 'GROUP', groupId: target.groupId });
      seenGroups.add(target.groupId);
    } else {
      sourceTargets.push({ scope: 'SINGLE_CLASS', classId: target.classId });
    }
  }
  type Parsed = PublishHomeworkParsed;
  return {
    homeworkName: item.homeworkName ?? homework.homeworkName,
    subjectCode: homework.subjectCode as SubjectCode,
    gradeCode: homework.gradeCode,
    textbookType: (homework.textbookType as TextbookType | null) ?? null,
    ...(homework.questionNumbers ? { questionNumbers: homework.questionNumbers } : {}),
    processType: homework.processType as ProcessType,
    classification: homework.classification as Parsed['classification'],
    type: homework.type as Parsed['type'],
    ehomeworkLevel: homework.ehomeworkLevel as Parsed['ehomeworkLevel'],
    difficulty: homework.difficulty as Parsed['difficulty'],
    startTime: item.startTime,
    endTime: item.endTime,
    targets: item.targets ?? sourceTargets,
    audioLanguage: homework.audioLanguage as Parsed['audioLanguage'],
    videoLanguage: homework.videoLanguage as Parsed['videoLanguage'],
    allowVideoFastForward: homework.allowVideoFastForward,
    // A re-publish keeps how its source checks answers.
    immediateFeedback: homework.immediateFeedback,
    maxTries: homework.maxTries as Parsed['maxTries'],
    knowledgeContents: semicolonList(homework.knowledgeContents),
    workPaperDesc: semicolonList(homework.workPaperDesc),
    writingRequirementContent: homework.writingRequirementContent,
    ...(homework.durationMinutes !== null ? { durationMinutes: homework.durationMinutes } : {}),
    ...(homework.maximumPercent !== null ? { maximumPercent: homework.maximumPercent } : {}),
  };
}
