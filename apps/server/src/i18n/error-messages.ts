import {
  type CallName,
  ERROR_CODES,
  type ErrorCode,
  THIRD_PARTY_NOT_CONFIGURED_CODE,
  THIRD_PARTY_REFUSED_CODE,
} from '@harbour/api-client/contract';
import type { MessageKey } from './messages';

/**
 * The messages each errorCode is answered with, for the OpenAPI document: a code carries one message per
 * case it covers (a homework name that is missing or too long are both HOMEWORK_NAME). Messages only some
 * calls answer with a code every call has are in CALL_MESSAGES.
 */
export const ERROR_MESSAGES: Record<
  ErrorCode | typeof THIRD_PARTY_NOT_CONFIGURED_CODE | typeof THIRD_PARTY_REFUSED_CODE,
  readonly MessageKey[]
> = {
  [ERROR_CODES.UNAUTHORIZED]: ['unauthorized'],
  [ERROR_CODES.SESSION_EXPIRED]: ['sessionExpired'],
  [ERROR_CODES.WRONG_PASSWORD]: ['wrongPassword'],
  [ERROR_CODES.OLD_PASSWORD_INCORRECT]: ['oldPasswordIncorrect'],
  [ERROR_CODES.PASSWORD_UNCHANGED]: ['passwordUnchanged'],
  [ERROR_CODES.PASSWORDS_INCONSISTENT]: ['passwordsInconsistent'],
  [ERROR_CODES.PASSWORD_FORMAT]: ['passwordFormat'],
  [ERROR_CODES.USER_TYPE_ERROR]: ['userTypeError'],
  [ERROR_CODES.RATE_LIMITED]: ['tooManyAttempts'],
  [ERROR_CODES.VALIDATION]: ['invalidField'],
  [ERROR_CODES.FORBIDDEN]: ['forbidden'],
  [ERROR_CODES.NOT_FOUND]: ['notFound'],
  [ERROR_CODES.PAYLOAD_TOO_LARGE]: ['payloadTooLarge'],
  [ERROR_CODES.IDEMPOTENCY_KEY_REUSED]: ['idempotencyKeyReused'],
  [ERROR_CODES.IDEMPOTENCY_IN_PROGRESS]: ['idempotencyInProgress'],
  [ERROR_CODES.INTERNAL]: ['serverError'],
  [ERROR_CODES.HOMEWORK_EXPIRED]: ['homeworkExpired'],
  [ERROR_CODES.MALFORMED_ANSWER]: ['malformedAnswer'],
  [ERROR_CODES.HOMEWORK_NAME]: ['homeworkNameRequired', 'homeworkNameTooLong'],
  [ERROR_CODES.HOMEWORK_DATES]: ['endBeforeToday', 'endBeforeStart', 'startAfterEnd'],
  [ERROR_CODES.TEST_DURATION]: ['testDurationRequired', 'testDurationAbovePeriod'],
  [ERROR_CODES.TEST_MAXIMUM]: ['testMaximumRequired', 'maximumAbove100'],
  [ERROR_CODES.QUESTION_NUMBERS]: ['questionNumbersFormat'],
  [ERROR_CODES.INSUFFICIENT_QUESTIONS]: ['insufficientQuestions'],
  [ERROR_CODES.PART_PUBLISH_FAILED]: ['partPublishFailed'],
  [ERROR_CODES.BATCH_ASSESSMENT]: ['batchNoAssessment'],
  [ERROR_CODES.HOMEWORK_COMPLETED]: ['homeworkCompleted'],
  [ERROR_CODES.CLASS_NO_ACCESS]: ['classNoAccess'],
  [ERROR_CODES.HOMEWORK_NOT_PUBLISHED]: ['homeworkNotPublished'],
  [ERROR_CODES.REDO_NOT_SUBMITTED]: ['redoNotSubmitted'],
  [ERROR_CODES.UPLOAD_WRONG_TYPE]: ['uploadWrongType', 'uploadPdfActiveContent', 'mediaNotUploaded'],
  [ERROR_CODES.UPLOAD_TOO_LARGE]: ['uploadTooLarge', 'uploadPartTooLarge'],
  [ERROR_CODES.WORK_PAPER_DISTRIBUTED]: ['workPaperDistributed'],
  [ERROR_CODES.SUBMIT_MISSING_ANSWERS]: ['submitTips'],
  [ERROR_CODES.HOMEWORK_SUBMITTED]: ['homeworkSubmitted'],
  [ERROR_CODES.TEST_TIME_UP]: ['testTimeUp', 'testNotOpen'],
  [ERROR_CODES.QUESTION_NOT_IN_HOMEWORK]: ['questionNotInHomework'],
  [ERROR_CODES.NO_TRIES_LEFT]: ['noTriesLeft'],
  [ERROR_CODES.HOMEWORK_NOT_STARTED]: ['homeworkNotStarted', 'testNotStarted'],
  [ERROR_CODES.SCORE_INVALID]: [
    'scoreNotWhole',
    'scoreNegative',
    'scoreAboveMaximum',
    'criterionNotWhole',
    'criterionNegative',
    'criterionAboveMaximum',
    'criteriaMismatch',
    'criteriaSum',
  ],
  [ERROR_CODES.COMMENT_REQUIRED]: ['commentRequired'],
  [ERROR_CODES.MARKING_SAVED]: ['markingSaved', 'autoScoreOverride'],
  [ERROR_CODES.MARKING_CONFLICT]: ['markingConflict', 'answerChanged'],
  [ERROR_CODES.NOT_ALL_SCORED]: ['notAllScored'],
  [ERROR_CODES.UNSCORED_STUDENTS]: ['unscoredStudents'],
  [ERROR_CODES.PICTURE_TOO_LARGE_TO_ROTATE]: ['pictureTooLargeToRotate'],
  [ERROR_CODES.ANSWER_NOT_SUBMITTED]: ['answerNotSubmitted'],
  [ERROR_CODES.RESULTS_ANNOUNCED]: ['resultsAnnounced'],
  [ERROR_CODES.NOT_AN_EXAM]: ['notAnExam'],
  [ERROR_CODES.EXAM_WITHDRAWN]: ['examWithdrawn'],
  [ERROR_CODES.COMMENT_BANK_FULL]: ['commentBankFull'],
  [ERROR_CODES.CALENDAR_DATES]: ['calendarEndBeforeStart', 'unitOutsideTerm', 'termUnitsOutside'],
  [ERROR_CODES.TERM_OVERLAP]: ['termOverlap', 'termSemesterTaken'],
  [ERROR_CODES.UNIT_OVERLAP]: ['unitOverlap'],
  [ERROR_CODES.TERM_HAS_HOMEWORK]: ['termHasHomework'],
  [ERROR_CODES.OTHER_HOMEWORK_UNIT]: ['otherHomeworkUnit'],
  [ERROR_CODES.UNIT_PAPER]: ['unitPaper'],
  [THIRD_PARTY_NOT_CONFIGURED_CODE]: ['thirdPartyNotConfigured'],
  [THIRD_PARTY_REFUSED_CODE]: ['thirdPartyRefused'],
};

/** A limited password check tells how long to wait. */
const PASSWORD_LIMIT = { [ERROR_CODES.RATE_LIMITED]: ['tryAgainIn'] } as const;
/** A publish refuses a target outside the homework's grade. */
const PUBLISH_TARGETS = { [ERROR_CODES.VALIDATION]: ['targetGradeMismatch'] } as const;

/** The messages of the codes of ERROR_MESSAGES that a call answers beyond theirs, by call. */
export const CALL_MESSAGES: Partial<Record<CallName, Partial<Record<number, readonly MessageKey[]>>>> = {
  login: PASSWORD_LIMIT,
  loginUnify: PASSWORD_LIMIT,
  loginUnifyThird: PASSWORD_LIMIT,
  studentLogin: PASSWORD_LIMIT,
  modifyPassword: PASSWORD_LIMIT,
  publishHomework: PUBLISH_TARGETS,
  batchPublishHomework: PUBLISH_TARGETS,
  batchRepublishHomework: PUBLISH_TARGETS,
  distributeWorkPaper: PUBLISH_TARGETS,
  publishFollowUp: PUBLISH_TARGETS,
  uploadFile: {
    [ERROR_CODES.VALIDATION]: ['uploadMissingFile', 'uploadTokenInvalid', 'uploadTokenUsed'],
    [ERROR_CODES.RATE_LIMITED]: ['uploadQuotaReached'],
  },
  initiateUpload: {
    [ERROR_CODES.VALIDATION]: ['uploadTokenInvalid', 'uploadTokenUsed'],
    [ERROR_CODES.RATE_LIMITED]: ['uploadTooManyOpen'],
  },
  uploadPart: {
    [ERROR_CODES.VALIDATION]: ['uploadTokenInvalid', 'uploadPartMissing'],
    [ERROR_CODES.NOT_FOUND]: ['uploadUnknown'],
  },
  completeUpload: {
    [ERROR_CODES.VALIDATION]: [
      'uploadTokenInvalid',
      'uploadTokenUsed',
      'uploadPartMissing',
      'uploadPartDuplicate',
      'uploadPartChanged',
    ],
    [ERROR_CODES.NOT_FOUND]: ['uploadUnknown'],
    [ERROR_CODES.RATE_LIMITED]: ['uploadQuotaReached'],
  },
};
