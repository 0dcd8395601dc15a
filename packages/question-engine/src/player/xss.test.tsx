import {
  type BaseQuestion,
  type CompositeQuestion,
  isCompositeQuestion,
  type Question,
} from '@harbour/question-core';
import { sampleQuestions } from '@harbour/question-core/samples';
import { cleanup, waitFor } from '@testing-library/react';
import { QuestionPlayer } from './question-player';
import { renderWithI18n } from './testing/render';
import { scriptVectors, XSS_HTML, XSS_URLS } from './testing/xss-corpus';

declare global {
  interface Window {
    __xssRan?: (id: number) => void;
  }
}

let ran: number[] = [];
beforeEach(() => {
  ran = [];
  window.__xssRan = (id) => ran.push(id);
});
afterEach(() => {
  delete window.__xssRan;
});

/** Every text field of a base question carries the payload; gap markers and keys stay usable. */
function withHtml(question: BaseQuestion, html: string): BaseQuestion {
  return {
    ...question,
    questionTitle: html,
    question: [
      ...question.question.map((part) =>
        part.contentType === 'TEXT' ? { ...part, content: `${html}${part.content}${html}` } : part,
      ),
      { contentType: 'TEXT', content: html },
    ],
    questionAnalysis: [{ contentType: 'TEXT', content: html }],
    questionAnswer: `${html}${question.questionAnswer ?? ''}`,
    options: question.options?.map((option) =>
      option.optionType === 'PICTURE'
        ? option
        : { ...option, optionContent: `${html}${option.optionContent}` },
    ),
    textData: question.textData?.map((cell) =>
      cell.type === 'TEXT' ? { ...cell, content: `${html}${cell.content}` } : cell,
    ),
  };
}

/** Every URL field of a base question (pictures, audio, picture options) carries the payload. */
function withUrl(question: BaseQuestion, url: string): BaseQuestion {
  return {
    ...question,
    question: [
      ...question.question,
      { contentType: 'PICTURE', content: url },
      { contentType: 'AUDIO', content: url, audioType: 'CONTENT' },
    ],
    questionPicture: url,
    audioUrl: url,
    questionAnalysis: [{ contentType: 'PICTURE', content: url }],
    options: question.options?.map((option, index) =>
      index === 0 ? { ...option, optionType: 'PICTURE', optionContent: url } : option,
    ),
  };
}

function poisoned(question: Question, poison: (q: BaseQuestion) => BaseQuestion, url?: string): Question {
  if (!isCompositeQuestion(question)) return poison(question);
  const { combinationQuestions, ...common } = question;
  const own = poison({ ...common, questionType: 'SINGLE_CHOICE' } as BaseQuestion);
  return {
    ...common,
    questionTitle: own.questionTitle,
    question: own.question,
    questionAnalysis: own.questionAnalysis,
    questionPicture: own.questionPicture,
    audioUrl: own.audioUrl,
    ...(url ? { listenTitleAudioUrl: url, listenPreviewAudioUrl: url, listenContentAudioUrl: url } : {}),
    combinationQuestions: combinationQuestions.map(poison),
  } as CompositeQuestion;
}

/**
 * Each case renders every sample question, MathJax included: 7 s on a CI core shared with one busy
 * process, over 30 s when several test suites share two cores. Hang guards, not budgets.
 */
const CASE_TIMEOUT_MS = 240_000;
const MATH_TIMEOUT_MS = 200_000;

/**
 * Every question, and each sub-question of a composite, as the student sees it with the explanation
 * open, rendered in one tree; returns what could run script, by question.
 */
async function renderEveryPart(questions: readonly Question[], html: string) {
  const views = questions.flatMap((question) => {
    const children = isCompositeQuestion(question) ? question.combinationQuestions : [question];
    // Choice-completion shows a chosen choice's content in its blank: fill every blank with one.
    const localAnswers = Object.fromEntries(
      children
        .filter((q) => q.questionType === 'CHOICE_COMPLETION')
        .map((q) => [q.questionId, (q.options ?? []).map((o) => o.optionContent)]),
    );
    return children.map((_, index) => ({
      id: `${question.questionId}#${index}`,
      question,
      index,
      localAnswers,
    }));
  });
  const { container } = renderWithI18n(
    <div>
      {views.map(({ id, question, index, localAnswers }) => (
        <div key={id} data-view={id}>
          <QuestionPlayer
            question={question}
            showExplanation
            initialSubQuestion={index}
            localAnswers={localAnswers}
          />
        </div>
      ))}
    </div>,
  );
  if (html.includes('$$')) {
    // MathJax loads lazily; its SVG goes through the same gate, so wait for it.
    await waitFor(() => expect(container.querySelector('.hqe-math--pending')).toBeNull(), {
      timeout: MATH_TIMEOUT_MS,
    });
  }
  const found = [...container.querySelectorAll('[data-view]')].flatMap((view) =>
    scriptVectors(view).map((vector) => `${view.getAttribute('data-view')}: ${vector}`),
  );
  cleanup();
  return found;
}

describe('no script runs from question data (XSS corpus through every field of every type)', () => {
  // MathJax's chunk (hundreds of modules) is loaded once here, under its own guard, rather than inside
  // the first case with math: the cases then only typeset.
  beforeAll(async () => {
    await import('../widgets/shared/mathjax');
  }, CASE_TIMEOUT_MS);

  it('the corpus check finds the payloads when they are written into the page as they are', () => {
    // An inert template: the payloads are parsed but never run.
    const template = document.createElement('template');
    template.innerHTML = XSS_HTML.join('');
    expect(scriptVectors(template.content).length).toBeGreaterThan(XSS_HTML.length / 2);
  });

  it.each(XSS_HTML)(
    '%s',
    async (html) => {
      const questions = sampleQuestions.map((question) => poisoned(question, (q) => withHtml(q, html)));
      expect(await renderEveryPart(questions, html)).toEqual([]);
      expect(ran).toEqual([]);
    },
    CASE_TIMEOUT_MS,
  );

  it.each(XSS_URLS)(
    'media URL %s',
    async (url) => {
      const questions = sampleQuestions.map((question) => poisoned(question, (q) => withUrl(q, url), url));
      expect(await renderEveryPart(questions, '')).toEqual([]);
      expect(ran).toEqual([]);
    },
    CASE_TIMEOUT_MS,
  );
});
