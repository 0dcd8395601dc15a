import type { SubjectCode, TextbookType } from '@harbour/api-client/contract';
import {
  type AudioType,
  type BaseQuestion,
  type BaseQuestionType,
  type CompositeQuestion,
  type CompositeQuestionType,
  LIST_SEPARATOR,
  type MediaPart,
  type Option,
  PAIR_SEPARATOR,
  type PunctuationCell,
  parsePunctuation,
  type Question,
  toConnectLetter,
} from '@harbour/question-engine/core';

/**
 * Builders of the authored question bank: each turns a compact, readable spec into the engine's
 * Question structure (options numbered, answer keys encoded as spec §3 says), so the subject modules
 * hold only content.
 */

/** One authored bank question with its catalogue data. */
export interface BankItem {
  /** Grade code 1–9 (P1–P6, S1–S3). */
  gradeCode: number;
  /** Course family; one the grade's courses have (textbookTypesForGrade of the contract). */
  textbookType: TextbookType;
  /** Knowledge points of the subject the question trains. */
  knowledgePoints: string[];
  /** Engine structure; questionId is '' here and comes from the row id when read. */
  content: Question;
}

/** Folder of the bank's pictures and audio under the server's /media. */
export const PICTURES = '/media/pictures/';
export const AUDIO = '/media/audio/';

export const text = (content: string): MediaPart => ({ contentType: 'TEXT', content });
/** A picture of assets/media/pictures. */
export const picture = (file: string): MediaPart => ({
  contentType: 'PICTURE',
  content: `${PICTURES}${file}`,
});
/** An audio clip of assets/media/audio. */
export const audio = (file: string, audioType: AudioType = 'CONTENT'): MediaPart => ({
  contentType: 'AUDIO',
  content: `${AUDIO}${file}`,
  audioType,
});
/** Option content naming a picture file: the option becomes a picture option. */
export const pic = (file: string): string => `${PICTURES}${file}`;

/** Body or analysis: a text, or media parts. */
type Parts = string | MediaPart[];
const parts = (value: Parts): MediaPart[] => (typeof value === 'string' ? [text(value)] : value);

/** Fields every spec has. */
interface Common {
  /** Title shown above the question (the instruction). */
  title: string;
  /** Body: the question text (with [$$] gaps where the type has gaps), pictures and audio. */
  body: Parts;
  /** Explanation of the answer. */
  analysis: Parts;
}

/** One accepted answer of a blank, or its alternatives. */
type Blank = string | readonly string[];

function option(no: string, content: string, serialNo = no): Option {
  return {
    optionNo: no,
    optionContent: content,
    optionType: content.startsWith(PICTURES) ? 'PICTURE' : 'TEXT',
    serialNo,
  };
}

const numbered = (contents: readonly string[]): Option[] =>
  contents.map((content, index) => option(String(index + 1), content));

const blankKey = (answers: readonly Blank[]): string =>
  answers.map((blank) => (typeof blank === 'string' ? blank : blank.join('|'))).join('##');

/** The question builders of one subject. */
export function builders(subject: SubjectCode) {
  /** The fields every question of the subject has, from the spec. */
  const head = <T extends Question['questionType']>(type: T, spec: Common) => ({
    questionId: '',
    questionType: type,
    subjectCode: subject,
    questionTitle: spec.title,
    question: parts(spec.body),
    questionAnalysis: parts(spec.analysis),
    questionRightStatus: null,
  });

  const base = (type: BaseQuestionType, spec: Common, fields: Partial<BaseQuestion>): BaseQuestion => ({
    ...head(type, spec),
    ...fields,
  });

  const composite = (
    type: CompositeQuestionType,
    spec: Common & { children: BaseQuestion[] },
    fields: Partial<CompositeQuestion> = {},
  ): CompositeQuestion => ({
    ...head(type, spec),
    combinationQuestions: spec.children.map((child, index) => ({ ...child, questionId: `c${index + 1}` })),
    ...fields,
  });

  return {
    /** SINGLE_CHOICE: `answer` is the 1-based number of the right option. */
    singleChoice: (spec: Common & { options: string[]; answer: number; perRow?: number }) =>
      base('SINGLE_CHOICE', spec, {
        options: numbered(spec.options),
        optionNumOneRaw: spec.perRow ?? 2,
        showOptionLetterStatus: true,
        questionAnswer: String(spec.answer),
      }),

    /** MULTIPLE_CHOICE: `answer` lists the 1-based numbers of the right options. */
    multipleChoice: (spec: Common & { options: string[]; answer: number[]; perRow?: number }) =>
      base('MULTIPLE_CHOICE', spec, {
        options: numbered(spec.options),
        optionNumOneRaw: spec.perRow ?? 2,
        showOptionLetterStatus: true,
        questionAnswer: spec.answer.join(LIST_SEPARATOR),
      }),

    /** COMPLETION: one entry per [$$] gap of the body, with its accepted alternatives. */
    completion: (spec: Common & { answers: Blank[]; math?: boolean; caseSensitive?: boolean }) =>
      base('COMPLETION', spec, {
        blankNum: spec.answers.length,
        questionAnswer: blankKey(spec.answers),
        ...(spec.math ? { useMathKeyboard: true } : {}),
        ...(spec.caseSensitive ? { answerCaseSensitiveStatus: true } : {}),
      }),

    /** CHOICE_COMPLETION: the same `options` list every gap; `answers` the content right in each gap. */
    choiceCompletion: (spec: Common & { options: string[]; answers: string[] }) =>
      base('CHOICE_COMPLETION', spec, {
        options: numbered(spec.options),
        blankNum: spec.answers.length,
        questionAnswer: spec.answers.join('##'),
      }),

    /** SHORT_ANSWER: one entry per answer box with its accepted alternatives. */
    shortAnswer: (spec: Common & { answers: Blank[]; math?: boolean }) =>
      base('SHORT_ANSWER', spec, {
        blankNum: spec.answers.length,
        questionAnswer: blankKey(spec.answers),
        ...(spec.math ? { useMathKeyboard: true } : {}),
      }),

    /** ESSAY: marked by a teacher; the analysis holds the marking guide. */
    essay: (spec: Common & { wordsLimit: number; openingSentence?: string }) =>
      base('ESSAY', spec, {
        wordsLimit: spec.wordsLimit,
        ...(spec.openingSentence ? { openingSentence: spec.openingSentence } : {}),
      }),

    /** LONG_ANSWER: marked by a teacher; the analysis holds a model answer. */
    longAnswer: (spec: Common & { wordsLimit?: number }) =>
      base('LONG_ANSWER', spec, spec.wordsLimit ? { wordsLimit: spec.wordsLimit } : {}),

    /**
     * RECOMBINE_SENTENCE: `order` is the right order of the pieces; the options show them in a fixed
     * shuffle (sorted by content, turned once more when that happens to be the right order).
     */
    recombineSentence: (spec: Common & { order: string[] }) => {
      const shown = [...spec.order].sort((a, b) => a.localeCompare(b, 'en'));
      if (shown.every((piece, index) => piece === spec.order[index])) shown.push(shown.shift() as string);
      return base('RECOMBINE_SENTENCE', spec, {
        options: numbered(shown),
        blankNum: spec.order.length,
        questionAnswer: spec.order.join('##'),
      });
    },

    /** SPEAKING: marked by a teacher; the analysis holds what a good answer covers. */
    speaking: (spec: Common) => base('SPEAKING', spec, {}),

    /**
     * CONNECTING: `pairs` in left order; the right column is shown in `rightOrder` (indexes into
     * pairs) and lettered A, B, C …; the key links left serial n to the letter of its partner.
     */
    connecting: (spec: Common & { pairs: [string, string][]; rightOrder: number[] }) => {
      const left = spec.pairs.map(([content], index) => ({
        ...option(String(index + 1), content),
        side: 'LEFT' as const,
      }));
      const right = spec.rightOrder.map((pairIndex, position) => ({
        ...option(toConnectLetter(position + 1), spec.pairs[pairIndex]?.[1] ?? '', String(position + 1)),
        side: 'RIGHT' as const,
      }));
      const rightOptions = spec.pairs.map(
        (_pair, index) =>
          `${index + 1}${PAIR_SEPARATOR}${toConnectLetter(spec.rightOrder.indexOf(index) + 1)}`,
      );
      return base('CONNECTING', spec, {
        arrangeWay: 'HORIZONTAL',
        options: [...left, ...right],
        rightOptions,
        questionAnswer: rightOptions.join(LIST_SEPARATOR),
      });
    },

    /** MATCHING: like CONNECTING, but both columns are numbered and the key pairs serial numbers. */
    matching: (spec: Common & { pairs: [string, string][]; rightOrder: number[] }) => {
      const left = spec.pairs.map(([content], index) => ({
        ...option(String(index + 1), content),
        side: 'LEFT' as const,
      }));
      const right = spec.rightOrder.map((pairIndex, position) => ({
        ...option(String(position + 1), spec.pairs[pairIndex]?.[1] ?? ''),
        side: 'RIGHT' as const,
      }));
      const rightOptions = spec.pairs.map(
        (_pair, index) => `${index + 1}${PAIR_SEPARATOR}${spec.rightOrder.indexOf(index) + 1}`,
      );
      return base('MATCHING', spec, {
        arrangeWay: 'VERTICAL',
        options: [...left, ...right],
        rightOptions,
        questionAnswer: rightOptions.join(LIST_SEPARATOR),
      });
    },

    /** TEXT_DRAG: `answers` gives, per [$$] gap, the 1-based number of the option dragged there. */
    textDrag: (spec: Common & { options: string[]; answers: number[] }) =>
      base('TEXT_DRAG', spec, {
        options: numbered(spec.options),
        blankNum: spec.answers.length,
        questionAnswer: spec.answers.join(LIST_SEPARATOR),
      }),

    /** PUNCTUATION: `key` is the corrected passage in the markup of spec §3; the passage is derived from it. */
    punctuation: (spec: Common & { key: string }) =>
      base('PUNCTUATION', spec, { textData: passageOf(spec.key), questionAnswer: spec.key }),

    /** PUNCTUATION_ALL: the whole-passage variant, same markup. */
    punctuationAll: (spec: Common & { key: string }) =>
      base('PUNCTUATION_ALL', spec, { textData: passageOf(spec.key), questionAnswer: spec.key }),

    /** COMBINATION_READING: a passage (body) and its sub-questions. */
    reading: (spec: Common & { children: BaseQuestion[] }) => composite('COMBINATION_READING', spec),

    /** COMBINATION_LISTENING: the title and content recordings, and the sub-questions. */
    listening: (spec: Common & { children: BaseQuestion[]; titleAudio: string; contentAudio: string }) =>
      composite(
        'COMBINATION_LISTENING',
        {
          ...spec,
          body: [audio(spec.titleAudio, 'TITLE'), audio(spec.contentAudio, 'CONTENT'), ...parts(spec.body)],
        },
        {
          listenTitleAudioUrl: `${AUDIO}${spec.titleAudio}`,
          listenContentAudioUrl: `${AUDIO}${spec.contentAudio}`,
        },
      ),

    /** COMBINATION_CHART: a chart or table picture (in the body) and its sub-questions. */
    chart: (spec: Common & { children: BaseQuestion[] }) => composite('COMBINATION_CHART', spec),
  };
}

/**
 * The passage a student punctuates, from the key: runs of text with one mark become one TEXT cell
 * (the mark is its successUnderType), each symbol slot an empty SYMBOL cell with its successContent.
 */
export function passageOf(key: string): PunctuationCell[] {
  const cells: PunctuationCell[] = [];
  for (const cell of parsePunctuation(key)) {
    const last = cells[cells.length - 1];
    if (cell.type === 'SYMBOL') {
      cells.push({ type: 'SYMBOL', content: '', underType: '', successContent: cell.content });
    } else if (last?.type === 'TEXT' && last.successUnderType === cell.underType) {
      last.content += cell.content;
    } else {
      cells.push({ type: 'TEXT', content: cell.content, underType: '', successUnderType: cell.underType });
    }
  }
  return cells;
}
