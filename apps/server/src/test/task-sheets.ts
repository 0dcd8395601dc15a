import type { FastifyInstance } from 'fastify';
import { SAMPLE_FILES } from '../storage/sample-files';
import { answerOf, injectCall } from './calls';
import { multipartForm } from './multipart-form';

const DAY = 24 * 3600_000;

/**
 * A task sheet (an English P3 PDF) uploaded by a teacher and distributed to whole classes, open from an hour
 * ago for two days: its homework's id.
 */
export async function distributeTaskSheet(
  app: FastifyInstance,
  teacherToken: string,
  sheet: { name: string; instructions: string; classIds: readonly number[] },
): Promise<number> {
  const form = multipartForm(
    { workPaperName: sheet.name, subjectCode: 'ENGLISH', gradeCode: '3', workPaperDesc: sheet.instructions },
    { bytes: SAMPLE_FILES.pdf(), fileName: 'sheet.pdf', contentType: 'application/pdf' },
  );
  const created = await app.inject({
    method: 'POST',
    url: '/ael/school/practice/workpapers',
    ...form,
    headers: { ...form.headers, accesstoken: teacherToken },
  });
  const workPaperId = answerOf('createWorkPaper', created).body.resultData?.workPaperId ?? 0;
  const done = await injectCall(app, 'distributeWorkPaper', {
    params: { workPaperId },
    body: {
      startTime: new Date(Date.now() - 3600_000).toISOString(),
      endTime: new Date(Date.now() + 2 * DAY).toISOString(),
      targets: sheet.classIds.map((classId) => ({ scope: 'SINGLE_CLASS' as const, classId })),
    },
    token: teacherToken,
  });
  const eHomeworkId = done.body.resultData?.eHomeworkId ?? 0;
  if (!eHomeworkId) throw new Error(`not distributed: ${done.body.errorMessage}`);
  return eHomeworkId;
}
