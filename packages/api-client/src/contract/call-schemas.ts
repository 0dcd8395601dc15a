import type { z } from 'zod';
import {
  ackSchema,
  languageSwitchBodySchema,
  loginBodySchema,
  loginResultSchema,
  modifyPasswordBodySchema,
  profileBodySchema,
  roleSwitchBodySchema,
  simulateLoginBodySchema,
  simulateLoginResultSchema,
  teacherCenterSchema,
  teacherProfileSchema,
  thirdLoginBodySchema,
  userInfoSchema,
} from './auth';
import type { CallName } from './calls';
import {
  classesDropdownQuerySchema,
  classesDropdownSchema,
  classHomeworksQuerySchema,
  classHomeworksSchema,
  gradesAndClassesDropdownSchema,
} from './classes';
import {
  choosableChaptersQuerySchema,
  choosableChaptersSchema,
  coursePapersSchema,
  courseParamsSchema,
  coursesQuerySchema,
  coursesSchema,
  ehomeworkParamsSchema,
  homeworkKnowledgesSchema,
  instructionsQuerySchema,
  instructionsSchema,
} from './courses';
import {
  createWorkPaperFieldsSchema,
  deleteWorkPaperResultSchema,
  distributeWorkPaperBodySchema,
  distributeWorkPaperResultSchema,
  WORK_PAPER_FILE_FIELD,
  workPaperDetailSchema,
  workPaperListQuerySchema,
  workPaperListSchema,
  workPaperParamsSchema,
  workPaperSchema,
} from './distribution';
import {
  ossAuthQuerySchema,
  ossAuthSchema,
  storedFileSchema,
  updateFileQuerySchema,
  updateFileSchema,
  uploadQuerySchema,
} from './files';
import {
  deletePracticeResultSchema,
  practiceDetailSchema,
  practiceListQuerySchema,
  practiceListSchema,
  practiceParamsSchema,
  practiceStudentsQuerySchema,
  practiceStudentsSchema,
  redoBodySchema,
  redoResultSchema,
  redoStudentsSchema,
} from './practice';
import {
  batchDeleteBodySchema,
  batchPublishBodySchema,
  batchRepublishBodySchema,
  batchResultSchema,
  publishHomeworkBodySchema,
  publishHomeworkResultSchema,
} from './publish';
import {
  answerBodySchema,
  answerResultSchema,
  questionParamsSchema,
  questionPreviewQuerySchema,
  questionPreviewSchema,
  questionSearchQuerySchema,
  questionSearchResultSchema,
} from './questions';
import {
  classPracticeObjectsQuerySchema,
  classPracticeObjectsSchema,
  classPracticesParamsSchema,
  classPracticesQuerySchema,
  classPracticesSchema,
} from './schedule';
import { systemVersionSchema } from './system';

/** The schemas of one call: its request parts and the resultData of its envelope. */
export interface CallSchemas {
  /** Path parameters, by the names the path gives them. */
  params?: z.ZodType;
  /** Query string. */
  query?: z.ZodType;
  /** JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body: its text fields (checked by the handler, which reads the parts as a stream)
   * and the name of its one file part.
   */
  multipart?: { fields?: z.ZodType; file: string };
  /** resultData of the envelope of a success. */
  response: z.ZodType;
}

/** The schemas of every call of `calls` (calls.ts), by the same name. */
export const callSchemas = {
  getSystemVersion: { response: systemVersionSchema },

  login: { body: loginBodySchema, response: loginResultSchema },
  loginUnify: { body: loginBodySchema, response: loginResultSchema },
  loginUnifyThird: { body: thirdLoginBodySchema, response: loginResultSchema },
  logout: { response: ackSchema },
  modifyPassword: { body: modifyPasswordBodySchema, response: ackSchema },
  updateProfile: { body: profileBodySchema, response: teacherProfileSchema },
  switchRole: { body: roleSwitchBodySchema, response: userInfoSchema },
  switchLanguage: { body: languageSwitchBodySchema, response: ackSchema },
  getTeacher: { response: teacherProfileSchema },
  getTeacherCenter: { response: teacherCenterSchema },
  simulateLogin: { body: simulateLoginBodySchema, response: simulateLoginResultSchema },
  simulateStudentLogin: { body: simulateLoginBodySchema, response: simulateLoginResultSchema },

  getClassesDropdown: { query: classesDropdownQuerySchema, response: classesDropdownSchema },
  getGradesAndClassesDropdown: { response: gradesAndClassesDropdownSchema },
  getClassHomeworks: { query: classHomeworksQuerySchema, response: classHomeworksSchema },

  searchQuestions: { query: questionSearchQuerySchema, response: questionSearchResultSchema },
  getQuestionPreview: {
    params: questionParamsSchema,
    query: questionPreviewQuerySchema,
    response: questionPreviewSchema,
  },
  submitQuestionAnswer: {
    params: questionParamsSchema,
    body: answerBodySchema,
    response: answerResultSchema,
  },

  getClassPractices: {
    params: classPracticesParamsSchema,
    query: classPracticesQuerySchema,
    response: classPracticesSchema,
  },
  getClassPracticeObjects: {
    params: classPracticesParamsSchema,
    query: classPracticeObjectsQuerySchema,
    response: classPracticeObjectsSchema,
  },

  getPractices: { query: practiceListQuerySchema, response: practiceListSchema },
  getPracticeDetail: { params: practiceParamsSchema, response: practiceDetailSchema },
  deletePractice: { params: practiceParamsSchema, response: deletePracticeResultSchema },
  getPracticeStudents: {
    params: practiceParamsSchema,
    query: practiceStudentsQuerySchema,
    response: practiceStudentsSchema,
  },
  getPracticeNotSubmitted: {
    params: practiceParamsSchema,
    query: practiceStudentsQuerySchema.pick({ classId: true }),
    response: practiceStudentsSchema,
  },
  getPracticeRedo: { params: practiceParamsSchema, response: redoStudentsSchema },
  requestPracticeRedo: { params: practiceParamsSchema, body: redoBodySchema, response: redoResultSchema },

  publishHomework: { body: publishHomeworkBodySchema, response: publishHomeworkResultSchema },
  batchPublishHomework: { body: batchPublishBodySchema, response: batchResultSchema },
  batchDeleteHomework: { body: batchDeleteBodySchema, response: batchResultSchema },
  batchRepublishHomework: { body: batchRepublishBodySchema, response: batchResultSchema },

  getCourses: { query: coursesQuerySchema, response: coursesSchema },
  getCoursePapers: { params: courseParamsSchema, response: coursePapersSchema },
  getChoosableChapters: { query: choosableChaptersQuerySchema, response: choosableChaptersSchema },
  getInstructions: { query: instructionsQuerySchema, response: instructionsSchema },
  getHomeworkKnowledges: { params: ehomeworkParamsSchema, response: homeworkKnowledgesSchema },

  createWorkPaper: {
    multipart: { fields: createWorkPaperFieldsSchema, file: WORK_PAPER_FILE_FIELD },
    response: workPaperSchema,
  },
  getWorkPapers: { query: workPaperListQuerySchema, response: workPaperListSchema },
  getWorkPaperDetail: { params: workPaperParamsSchema, response: workPaperDetailSchema },
  distributeWorkPaper: {
    params: workPaperParamsSchema,
    body: distributeWorkPaperBodySchema,
    response: distributeWorkPaperResultSchema,
  },
  deleteWorkPaper: { params: workPaperParamsSchema, response: deleteWorkPaperResultSchema },

  getLatestUpdateFile: { query: updateFileQuerySchema, response: updateFileSchema },
  getOssAuth: { query: ossAuthQuerySchema, response: ossAuthSchema },
  uploadFile: { query: uploadQuerySchema, multipart: { file: 'file' }, response: storedFileSchema },
} as const satisfies { [K in CallName]: CallSchemas };

export type CallSchemaTable = typeof callSchemas;

type Part<K extends CallName, P extends keyof CallSchemas> = CallSchemaTable[K] extends {
  [key in P]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What the client sends for a call (defaults may be left out). */
export type CallParams<K extends CallName> =
  Part<K, 'params'> extends z.ZodType ? z.input<Part<K, 'params'>> : undefined;
export type CallQuery<K extends CallName> =
  Part<K, 'query'> extends z.ZodType ? z.input<Part<K, 'query'>> : undefined;
export type CallBody<K extends CallName> =
  Part<K, 'body'> extends z.ZodType ? z.input<Part<K, 'body'>> : undefined;
/** resultData of a call's success. */
export type CallResult<K extends CallName> = z.output<CallSchemaTable[K]['response']>;
