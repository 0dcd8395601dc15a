import {
  type AnswerBody,
  createQuestionPlayerAdapter,
  type StudentQuestion,
  submitQuestionAnswer,
} from '@harbour/api-client';
import {
  type BaseQuestion,
  hasAnswer,
  isCompositeQuestion,
  type LocalAnswer,
  MEDIA_QUESTION_TYPES,
  type MediaPart,
  parseQuestion,
  type Question,
  QuestionPlayer,
  type QuestionRightStatus,
  questionEngineMessages,
  requiredPartsLeft,
} from '@harbour/question-engine';
import '@harbour/question-engine/styles.css';
import { Trans } from '@lingui/react/macro';
import { addCatalog } from '../app/i18n';
import { shownVerdict } from '../logic/marked-verdict';
import { mediaAnswered, toMediaAnswer } from '../logic/media-answer';
import { preparePhoto } from '../logic/prepare-photo';
import { triesLeftOf } from '../logic/tries';

// The engine's texts arrive with its code (this chunk), in the page's language.
void addCatalog((locale) => questionEngineMessages[locale] ?? questionEngineMessages.hk);

/**
 * The key of a (sub-)question in the page's maps: the homework question's id and the sub-question's, since
 * sub-question ids (c1, c2…) repeat from one composite to the next.
 */
export const keptKey = (homeworkQuestionId: number, questionId: string) =>
  `${homeworkQuestionId}/${questionId}`;

/** What the page keeps of a (sub-)question between its visits: the latest local answer and verdict. */
export interface KeptAnswer {
  local?: LocalAnswer;
  status?: QuestionRightStatus;
}

/** One answer change, with what the page needs to save it and to mark the navigator. */
export interface AnswerChange {
  /** The question of the homework (top level). */
  homeworkQuestionId: number;
  /** Id of the (sub-)question answered: the answer call's path. */
  questionId: string;
  /** Its key in the page's maps (keptKey). */
  key: string;
  /** The answer call's body. */
  body: AnswerBody;
  /** Whether this (sub-)question now holds an answer (it is saved only then). */
  answered: boolean;
  /**
   * Whether the homework question counts as answered (`questionAnswered` of @harbour/domain, the home list's
   * rule too): some (sub-)question of it holds an answer.
   */
  complete: boolean;
  /** Its required parts still without an answer (`requiredPartsLeft`): what a hand-in would be refused for. */
  partsLeft: number[];
}

export interface QuestionAreaProps {
  question: StudentQuestion;
  eHomeworkId: number;
  /** Answers and verdicts kept from earlier visits in this page, by keptKey. */
  kept: Map<string, KeptAnswer>;
  readOnly: boolean;
  /** Results shown (practice after submission, a test after publication): verdicts and explanations open. */
  resultsShown: boolean;
  /** A test: the player's submit saves the answer and gives no verdict. */
  isTest: boolean;
  onAnswer: (change: AnswerChange) => void;
  /** The homework's feedback setting: whether checks are counted, and how many a question allows. */
  feedback: { immediateFeedback: boolean; maxTries: number | null };
}

/** The saved answer put back into the question, so the player starts from it (resume). */
function withSavedAnswer(
  question: Question,
  saved: StudentQuestion['answer'],
  resultsShown: boolean,
  outcome: StudentQuestion['outcome'],
): Question {
  if (!saved) return question;
  if (isCompositeQuestion(question)) {
    const children = new Map(saved.childQuestions.map((child) => [child.questionId, child]));
    return {
      ...question,
      combinationQuestions: question.combinationQuestions.map((child) => {
        const answer = children.get(String(child.questionId));
        return answer
          ? {
              ...child,
              studentAnswer: answer.studentAnswer,
              questionRightStatus: resultsShown ? answer.questionRightStatus : null,
            }
          : child;
      }),
    };
  }
  return {
    ...question,
    studentAnswer: saved.studentAnswer,
    questionRightStatus: resultsShown ? shownVerdict(saved.questionRightStatus, outcome) : null,
  } as Question;
}

/** Verdicts kept from this visit (a practice question checked, then left and come back to). */
function withKeptStatus(
  question: Question,
  homeworkQuestionId: number,
  kept: Map<string, KeptAnswer>,
): Question {
  const apply = <Q extends BaseQuestion>(q: Q): Q => {
    const status = kept.get(keptKey(homeworkQuestionId, String(q.questionId)))?.status;
    return status === undefined ? q : { ...q, questionRightStatus: status };
  };
  if (isCompositeQuestion(question))
    return { ...question, combinationQuestions: question.combinationQuestions.map(apply) };
  return apply(question as BaseQuestion) as Question;
}

function initialLocalAnswers(
  question: StudentQuestion,
  kept: Map<string, KeptAnswer>,
): Record<string, LocalAnswer> {
  const answers: Record<string, LocalAnswer> = {};
  const saved = question.answer;
  if (saved?.localAnswer) answers[String(question.questionId)] = saved.localAnswer as LocalAnswer;
  for (const child of saved?.childQuestions ?? [])
    if (child.localAnswer) answers[child.questionId] = child.localAnswer as LocalAnswer;
  const prefix = keptKey(question.questionId, '');
  for (const [key, entry] of kept)
    if (key.startsWith(prefix) && entry.local !== undefined) answers[key.slice(prefix.length)] = entry.local;
  return answers;
}

/** Essay photos are turned upright and scaled to 4096 px before the shared adapter uploads them. */
function uploaderFor(eHomeworkId: number) {
  const adapter = createQuestionPlayerAdapter({ eHomeworkId });
  return {
    adapter,
    upload: async (file: Blob, fileName: string) =>
      adapter.upload(await preparePhoto(file, fileName), fileName),
  };
}

const adapters = new Map<number, ReturnType<typeof uploaderFor>>();

/** One question of the homework in the engine's QuestionPlayer (loaded with the engine, lazily). */
export default function QuestionArea({
  question,
  eHomeworkId,
  kept,
  readOnly,
  resultsShown,
  isTest,
  onAnswer,
  feedback,
}: QuestionAreaProps) {
  const parsed = parseQuestion(question.question);
  if (!parsed.ok)
    return (
      <p role="alert">
        <Trans>This question could not be shown.</Trans>
      </p>
    );
  let playerAdapter = adapters.get(eHomeworkId);
  if (!playerAdapter) {
    playerAdapter = uploaderFor(eHomeworkId);
    adapters.set(eHomeworkId, playerAdapter);
  }
  const { adapter, upload } = playerAdapter;
  const root = parsed.question;
  const shown = withKeptStatus(
    withSavedAnswer(root, question.answer, resultsShown, question.outcome),
    question.questionId,
    kept,
  );
  const composite = isCompositeQuestion(root);
  const subQuestions: BaseQuestion[] = composite ? root.combinationQuestions : [root as BaseQuestion];
  const byId = new Map(subQuestions.map((q) => [String(q.questionId), q]));

  const savedChildren = new Map(
    (question.answer?.childQuestions ?? []).map((child) => [child.questionId, child]),
  );
  /** Whether a (sub-)question holds an answer: the one given in this page, else the saved one. */
  const holds = (sub: BaseQuestion): boolean => {
    const local = kept.get(keptKey(question.questionId, String(sub.questionId)))?.local;
    const media = MEDIA_QUESTION_TYPES.has(sub.questionType);
    if (local !== undefined)
      return media ? mediaAnswered(toMediaAnswer(local)) : hasAnswer(sub as never, local as never);
    const saved = composite ? savedChildren.get(String(sub.questionId)) : question.answer;
    if (!saved) return false;
    return saved.studentAnswer !== '' || mediaAnswered(saved.localAnswer);
  };

  const change = (questionId: string, local: LocalAnswer, encoded: string) => {
    const key = keptKey(question.questionId, questionId);
    kept.set(key, { ...(kept.get(key) ?? {}), local });
    const sub = byId.get(questionId);
    const media = sub !== undefined && MEDIA_QUESTION_TYPES.has(sub.questionType);
    const localAnswer = media ? toMediaAnswer(local) : null;
    const answered = sub !== undefined && holds(sub);
    // The one rule of "answered" (questionAnswered): some part holds something.
    const complete = composite ? subQuestions.some(holds) : answered;
    onAnswer({
      homeworkQuestionId: question.questionId,
      questionId,
      key,
      answered,
      complete,
      partsLeft: requiredPartsLeft(root, holds),
      body: {
        studentAnswer: encoded,
        combineQuestionId: composite ? question.questionId : null,
        eHomeworkId,
        ...(media ? { localAnswer } : {}),
      },
    });
  };

  return (
    <QuestionPlayer
      key={question.questionId}
      question={shown}
      serialNo={question.serialNo}
      readOnly={readOnly}
      showExplanation={resultsShown}
      localAnswers={initialLocalAnswers(question, kept)}
      triesLeft={triesLeftOf(
        question,
        composite ? subQuestions.map((child) => String(child.questionId)) : [],
        feedback,
      )}
      uploader={upload}
      onSubmit={async (encoded, context) => {
        const result = await adapter.submit(encoded, context);
        // A test hides the verdict: the answer is saved, the player shows no result.
        // Without immediate feedback the server tells no verdict and no explanation before the hand-in.
        return {
          questionRightStatus: isTest ? null : result.questionRightStatus,
          studentAnswer: result.studentAnswer,
          questionAnalysis: isTest ? null : (result.questionAnalysis as MediaPart[] | null),
          triesLeft: result.triesLeft,
        };
      }}
      onAnswerChange={change}
      onStatusChange={(questionId, status) => {
        const key = keptKey(question.questionId, questionId);
        kept.set(key, { ...(kept.get(key) ?? {}), status });
      }}
    />
  );
}

export { submitQuestionAnswer };
