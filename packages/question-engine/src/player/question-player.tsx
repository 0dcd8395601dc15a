import {
  type CompositeQuestion,
  isCompositeQuestion,
  type LanguageType,
  type LocalAnswer,
  type Question,
  type QuestionRightStatus,
} from '@harbour/question-core';
import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { useContext, useId, useMemo, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { TouchBackend } from 'react-dnd-touch-backend';
import { questionEngineMessages } from '../i18n/catalogs';
import { useQeT } from '../i18n/use-qe-i18n';
import { AudioPlayer, type ListenEvent } from '../widgets/audio/audio-player';
import type { SubmitHandler, Uploader } from '../widgets/shared/types';
import { FontSizeSwitch, type ReadingFontSize } from './font-size';
import { MediaList } from './media-list';
import { QuestionView } from './question-view';

export interface QuestionPlayerProps {
  /** The question to show, as parseQuestion returns it (base or composite). */
  question: Question;
  /** Serial number shown before the title. */
  serialNo?: number | string;
  /** Language of the question (CANTONESE, ENGLISH or MANDARIN), passed on to onSubmit's context. */
  language?: LanguageType;
  /** Sends an encoded answer and resolves with the status; without it (or with checkLocally) the core checks locally. */
  onSubmit?: SubmitHandler;
  /** Checks with the core checker in the browser (teacher previews); needs the answer key in `question`. */
  checkLocally?: boolean;
  /** Uploads essay photos and spoken-answer mp3s; without it files stay as local object URLs. */
  uploader?: Uploader;
  /** Shows the question without Submit and with inputs disabled. */
  readOnly?: boolean;
  /** Opens the right answer and the explanation from the start, before any answer (teacher previews). */
  showExplanation?: boolean;
  /** Called on every change of a (sub-)question's local answer, with its encoded form. */
  onAnswerChange?: (questionId: string, answer: LocalAnswer, encoded: string) => void;
  /** Called when a (sub-)question gets or loses a status. */
  onStatusChange?: (questionId: string, status: QuestionRightStatus) => void;
  /** Events of limited-listen audio: 'listen' on each restart, 'finished' when the plays are used up. */
  onListenEvent?: (event: ListenEvent) => void;
  /** Font size (large, default, small); reading composites offer a switch. The player keeps its own when absent. */
  fontSize?: ReadingFontSize;
  onFontSizeChange?: (size: ReadingFontSize) => void;
  /** Index of the sub-question shown first in a composite. */
  initialSubQuestion?: number;
  /**
   * Local answers to start from, by question id, instead of decoding studentAnswer: essays,
   * long answers and spoken answers (photos, text, clips) have no submitted string to decode.
   */
  localAnswers?: Readonly<Record<string, LocalAnswer>>;
  /**
   * Checks left by question id, known before the first check (a homework with a limit of tries): shown by the
   * submit button; 0 says no try is left. Unlimited or unknown: absent or null.
   */
  triesLeft?: Readonly<Record<string, number | null>>;
}

/** Drag-and-drop backend: touch on coarse pointers (tablets), HTML5 elsewhere. */
function dndBackend() {
  const coarse = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;
  return coarse ? TouchBackend : HTML5Backend;
}

function ListeningAudio({
  question,
  onListenEvent,
}: {
  question: CompositeQuestion;
  onListenEvent?: (event: ListenEvent) => void;
}) {
  const t = useQeT();
  const entries = [
    [question.listenTitleAudioUrl, t('listenTitle')],
    [question.listenPreviewAudioUrl, t('listenPreview')],
    [question.listenContentAudioUrl, t('listenContent')],
  ].filter((entry): entry is [string, string] => typeof entry[0] === 'string' && entry[0] !== '');
  if (entries.length === 0) return null;
  return (
    <div className="hqe-listening">
      {entries.map(([url, label]) => (
        <AudioPlayer key={label} src={url} label={label} onListenEvent={onListenEvent} />
      ))}
    </div>
  );
}

function CompositeView(
  props: QuestionPlayerProps & { question: CompositeQuestion; fontSize: ReadingFontSize },
) {
  const { question, serialNo, onSubmit, checkLocally, uploader, readOnly, onListenEvent } = props;
  const t = useQeT();
  const id = useId();
  const children = question.combinationQuestions;
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(0, props.initialSubQuestion ?? 0), Math.max(0, children.length - 1)),
  );
  const child = children[index];
  const listening = question.questionType === 'COMBINATION_LISTENING';
  const listenUrls = new Set([
    question.listenTitleAudioUrl,
    question.listenPreviewAudioUrl,
    question.listenContentAudioUrl,
  ]);
  // The listening player already plays these, so they are not repeated in the body.
  const body = listening
    ? question.question.filter((part) => !(part.contentType === 'AUDIO' && listenUrls.has(part.content)))
    : question.question;

  return (
    <section className="hqe-composite" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hqe-question__title">
        {serialNo !== undefined && (
          <span className="hqe-question__serial">{t('serialNo', { serialNo })} </span>
        )}
        <span>{question.questionTitle}</span>
      </h2>
      {question.questionType === 'COMBINATION_READING' && (
        <FontSizeSwitch value={props.fontSize} onChange={(size) => props.onFontSizeChange?.(size)} />
      )}
      {listening && <ListeningAudio question={question} onListenEvent={onListenEvent} />}
      {question.audioUrl && (
        <AudioPlayer src={question.audioUrl} label={t('listenContent')} onListenEvent={onListenEvent} />
      )}
      <MediaList parts={body} onListenEvent={onListenEvent} />
      {question.questionPicture && (
        <MediaList parts={[{ contentType: 'PICTURE', content: question.questionPicture }]} />
      )}
      {child && (
        <div className="hqe-composite__child">
          <p id={`${id}-position`} className="hqe-composite__position" aria-live="polite">
            {t('subQuestionOf', { index: index + 1, total: children.length })}
          </p>
          <QuestionView
            key={child.questionId}
            question={child}
            serialNo={`${serialNo ?? ''}${serialNo !== undefined ? '.' : ''}${index + 1}`}
            combineQuestionId={question.questionId}
            language={props.language}
            initialAnswer={props.localAnswers?.[child.questionId]}
            initialTriesLeft={props.triesLeft?.[child.questionId]}
            onSubmit={onSubmit}
            checkLocally={checkLocally}
            showExplanation={props.showExplanation}
            uploader={uploader}
            readOnly={readOnly}
            onAnswerChange={(answer, encoded) => props.onAnswerChange?.(child.questionId, answer, encoded)}
            onStatusChange={(status) => props.onStatusChange?.(child.questionId, status)}
            onListenEvent={onListenEvent}
            headingLevel={3}
          />
        </div>
      )}
      {/* Named by the composite's title and the position, so several composites on a page stay distinct. */}
      <nav className="hqe-composite__nav" aria-labelledby={`${id}-title ${id}-position`}>
        {index > 0 && (
          <button type="button" className="hqe-button" onClick={() => setIndex(index - 1)}>
            {t('previous')}
          </button>
        )}
        {index < children.length - 1 && (
          <button type="button" className="hqe-button" onClick={() => setIndex(index + 1)}>
            {t('next')}
          </button>
        )}
      </nav>
    </section>
  );
}

/**
 * Shows one question or a composite question and lets the student answer, submit, see the result,
 * open the explanation and retry (question-engine spec §2, §4).
 */
export function QuestionPlayer(props: QuestionPlayerProps) {
  // Without a host I18nProvider the player speaks the default locale (hk) with its own catalogs.
  if (useContext(LinguiContext) === null)
    return (
      <I18nProvider i18n={defaultPlayerI18n()}>
        <PlayerBody {...props} />
      </I18nProvider>
    );
  return <PlayerBody {...props} />;
}

let playerI18n: I18n | undefined;
/** The engine's catalogs in the default locale, hk, for a player rendered outside any I18nProvider. */
function defaultPlayerI18n(): I18n {
  playerI18n ??= setupI18n({ locale: 'hk', messages: questionEngineMessages });
  return playerI18n;
}

function PlayerBody(props: QuestionPlayerProps) {
  const backend = useMemo(dndBackend, []);
  const { question } = props;
  const [ownSize, setOwnSize] = useState<ReadingFontSize>('default');
  const fontSize = props.fontSize ?? ownSize;
  const changeSize = (size: ReadingFontSize) => {
    setOwnSize(size);
    props.onFontSizeChange?.(size);
  };
  return (
    <DndProvider
      backend={backend}
      options={backend === TouchBackend ? { enableMouseEvents: true } : undefined}
    >
      <div className={`hqe-player hqe-font--${fontSize}`}>
        {isCompositeQuestion(question) ? (
          <CompositeView {...props} question={question} fontSize={fontSize} onFontSizeChange={changeSize} />
        ) : (
          <QuestionView
            key={question.questionId}
            question={question}
            serialNo={props.serialNo}
            combineQuestionId={null}
            language={props.language}
            initialAnswer={props.localAnswers?.[question.questionId]}
            initialTriesLeft={props.triesLeft?.[question.questionId]}
            onSubmit={props.onSubmit}
            checkLocally={props.checkLocally}
            showExplanation={props.showExplanation}
            uploader={props.uploader}
            readOnly={props.readOnly}
            onAnswerChange={(answer, encoded) => props.onAnswerChange?.(question.questionId, answer, encoded)}
            onStatusChange={(status) => props.onStatusChange?.(question.questionId, status)}
            onListenEvent={props.onListenEvent}
          />
        )}
      </div>
    </DndProvider>
  );
}
