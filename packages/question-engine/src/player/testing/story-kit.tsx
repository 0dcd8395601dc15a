import type { BaseQuestion, LocalAnswer, Question, QuestionRightStatus } from '@harbour/question-core';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { questionEngineMessages } from '../../i18n/catalogs';
import type { ReadingFontSize } from '../font-size';
import { QuestionPlayer, type QuestionPlayerProps } from '../question-player';
import '../../styles.css';

const i18ns = {
  hk: setupI18n({ locale: 'hk', messages: questionEngineMessages }),
  en: setupI18n({ locale: 'en', messages: questionEngineMessages }),
};

/** The locale of the story: the toolbar's `locale` global (hk or en). */
function I18nFor({ locale, children }: { locale: unknown; children: ReactNode }) {
  const i18n = locale === 'en' ? i18ns.en : i18ns.hk;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * Story decorator: the engine's own catalogs in the toolbar's locale, and the font size of the
 * toolbar's `fontSize` global (large, default, small) unless the story sets one.
 */
export const engineDecorator: Decorator = (Story, context) => {
  const globalSize = context.globals.fontSize as ReadingFontSize | undefined;
  const args = context.args as Partial<QuestionPlayerProps>;
  return (
    <I18nFor locale={context.globals.locale}>
      <div style={{ maxWidth: 900 }}>
        <Story args={{ ...args, fontSize: args.fontSize ?? globalSize }} />
      </div>
    </I18nFor>
  );
};

/** States every type has a story for. */
export type StoryState = 'unanswered' | 'answered' | 'checkedRight' | 'checkedWrong' | 'disabled';

/** A right and a wrong encoded answer for the states' stories, and the local answer media types keep. */
export interface StateAnswers {
  right: string;
  wrong: string;
  /** The status of the wrong answer; WRONG unless given. */
  wrongStatus?: QuestionRightStatus;
  local?: LocalAnswer;
}

/** The player's arguments for one state of a base question, given a right and a wrong encoded answer. */
export function stateArgs(
  question: BaseQuestion,
  state: StoryState,
  answers: StateAnswers,
): QuestionPlayerProps {
  const withAnswer = (studentAnswer: string, questionRightStatus: QuestionRightStatus): Question => ({
    ...question,
    studentAnswer,
    questionRightStatus,
  });
  const local = answers.local === undefined ? undefined : { [question.questionId]: answers.local };
  switch (state) {
    case 'unanswered':
      return { question, serialNo: 1, checkLocally: true };
    case 'answered':
      return {
        question: withAnswer(answers.right, null),
        serialNo: 1,
        checkLocally: true,
        localAnswers: local,
      };
    case 'checkedRight':
      return {
        question: withAnswer(answers.right, 'RIGHT'),
        serialNo: 1,
        checkLocally: true,
        localAnswers: local,
      };
    case 'checkedWrong':
      return {
        question: withAnswer(answers.wrong, answers.wrongStatus ?? 'WRONG'),
        serialNo: 1,
        checkLocally: true,
        localAnswers: local,
      };
    case 'disabled':
      return { question: withAnswer(answers.right, null), serialNo: 1, readOnly: true, localAnswers: local };
  }
}

/**
 * What every question type's story file shares: its meta beside its title (the player, the engine's
 * decorator, the unanswered state as the default arguments) and the stories of the five states.
 */
export function typeStories(question: BaseQuestion, answers: StateAnswers) {
  const story = (state: StoryState) => ({ args: stateArgs(question, state, answers) });
  return {
    meta: { component: QuestionPlayer, decorators: [engineDecorator], args: story('unanswered').args },
    Unanswered: {},
    Answered: story('answered'),
    CheckedRight: story('checkedRight'),
    CheckedWrong: story('checkedWrong'),
    Disabled: story('disabled'),
  };
}

/** A WAV tone as a data URL, so audio stories and browser tests need no files. */
export function toneWavUrl(seconds: number, frequency = 440, sampleRate = 8000): string {
  const samples = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++)
    bytes[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * frequency * i) / sampleRate));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** A picture as a data URL (an SVG chart), for stories without files. */
export function chartPictureUrl(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" fill="#f1f5f9"/><rect x="30" y="40" width="60" height="100" fill="#2563eb"/><rect x="130" y="73" width="60" height="67" fill="#16a34a"/><rect x="230" y="98" width="60" height="42" fill="#f59e0b"/><text x="160" y="24" font-size="16" text-anchor="middle" fill="#111">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
