import { TASK_SHEET_HAND_IN, WORK_PAPER_PROCESS_TYPE } from '@harbour/domain';
import { insertHandInQuestion, taskSheetHandIn } from '../../modules/distribution';
import { QUESTION_FULL_MARK } from '../../modules/homework';
import { keyPrefixFor, type Storage } from '../../storage';
import { SAMPLE_FILES } from '../../storage/sample-files';
import type { Db } from '../client';
import { homeworkQuestions, homeworks, homeworkTargets, workPapers } from '../schema';
import { toSemicolonList } from '../semicolon-list';
import type { SeededPeople } from './people';

const DAY_MS = 24 * 60 * 60_000;

/**
 * demo-teacher's task sheet in 3B English (demo-student's class), distributed yesterday and open for two
 * weeks — past the week the tests of this week's homework look at — and answered by nobody. Named
 * `3B ${SEEDED_TASK_SHEET}`.
 */
export const SEEDED_TASK_SHEET = 'Task Sheet: Reading Worksheet';
/** Its instructions (workPaperDesc), one line each. */
export const SEEDED_TASK_SHEET_LINES = ['Read the passage on page 1', 'Answer the questions on the sheet'];

/**
 * Seeds the task sheet as a distribution leaves it: the sheet with its PDF (written when a storage is given),
 * its hand-in question, the homework with its one question and its target.
 */
export async function seedTaskSheet(
  db: Db,
  people: SeededPeople,
  now: Date,
  storage: Storage | undefined,
): Promise<void> {
  const klass = people.classes.find((one) => one.className === '3B');
  const teacherId = klass ? people.teacherOf.get(`${klass.id}:ENGLISH`) : undefined;
  if (!klass || teacherId === undefined) return;
  const { schoolId } = people;
  const name = `${klass.className} ${SEEDED_TASK_SHEET}`;
  const bytes = SAMPLE_FILES.pdf();
  const fileKey = `${keyPrefixFor(schoolId, String(teacherId), 'pdf')}seed/reading-worksheet.pdf`;
  if (storage) await storage.put(fileKey, bytes, 'application/pdf');
  const description = toSemicolonList(SEEDED_TASK_SHEET_LINES);
  const paper = {
    schoolId,
    creatorId: teacherId,
    subjectCode: 'ENGLISH',
    gradeCode: klass.gradeCode,
    name,
    description,
    fileKey,
    fileName: 'reading-worksheet.pdf',
    fileSize: bytes.length,
  };
  const handIn = taskSheetHandIn({ ...paper, id: 0, homeworkId: null, createdAt: now });
  const questionId = await insertHandInQuestion(db, {
    schoolId,
    questionType: handIn.questionType,
    subjectCode: paper.subjectCode,
    gradeCode: paper.gradeCode,
    textbookType: TASK_SHEET_HAND_IN,
    searchText: name,
    content: handIn,
  });
  const startTime = new Date(now.getTime() - DAY_MS);
  const [homework] = await db
    .insert(homeworks)
    .values({
      schoolId,
      creatorId: teacherId,
      homeworkName: name,
      subjectCode: paper.subjectCode,
      gradeCode: paper.gradeCode,
      processType: WORK_PAPER_PROCESS_TYPE,
      type: 'AEL_PRACTICE',
      distributeRange: 'SINGLE_CLASS',
      distributeObject: klass.className,
      workPaperDesc: description,
      questionCount: 1,
      startTime,
      endTime: new Date(now.getTime() + 14 * DAY_MS),
      createTime: startTime,
      publishTime: startTime,
    })
    .returning({ id: homeworks.id });
  if (!homework) return;
  await db
    .insert(homeworkTargets)
    .values({ homeworkId: homework.id, scope: 'SINGLE_CLASS', classId: klass.id });
  await db
    .insert(homeworkQuestions)
    .values({ homeworkId: homework.id, questionId, sortOrder: 1, maxScore: QUESTION_FULL_MARK });
  await db.insert(workPapers).values({ ...paper, homeworkId: homework.id, createdAt: startTime });
}
