import {
  type BaseQuestionType,
  type CustomQuestionType,
  type CustomQuestionTypes,
  type LocalAnswerMap,
  moduleFor,
  registry,
} from '@harbour/question-core';
import type { ComponentType } from 'react';
import { MultipleChoiceWidget, SingleChoiceWidget } from '../widgets/choice/choice-widget';
import { ConnectWidget } from '../widgets/connect/connect-widget';
import { EssayWidget } from '../widgets/essay/essay-widget';
import { FillWidget } from '../widgets/fill/fill-widget';
import { PunctuationWidget } from '../widgets/punctuation/punctuation-widget';
import { RecombineWidget } from '../widgets/recombine/recombine-widget';
import { SelectFillWidget } from '../widgets/select-fill/select-fill-widget';
import type { WidgetProps } from '../widgets/shared/types';
import { SpeakingWidget } from '../widgets/speaking/speaking-widget';
import { TextDragWidget } from '../widgets/text-drag/text-drag-widget';

/** The answer widget of each base type. */
export const widgets: { [T in BaseQuestionType]: ComponentType<WidgetProps<LocalAnswerMap[T]>> } = {
  SINGLE_CHOICE: SingleChoiceWidget,
  MULTIPLE_CHOICE: MultipleChoiceWidget,
  COMPLETION: FillWidget,
  CHOICE_COMPLETION: SelectFillWidget,
  SHORT_ANSWER: FillWidget,
  ESSAY: EssayWidget,
  LONG_ANSWER: EssayWidget,
  RECOMBINE_SENTENCE: RecombineWidget,
  SPEAKING: SpeakingWidget,
  CONNECTING: ConnectWidget,
  MATCHING: ConnectWidget,
  TEXT_DRAG: TextDragWidget,
  PUNCTUATION: PunctuationWidget,
  PUNCTUATION_ALL: PunctuationWidget,
};

const customWidgets = new Map<string, ComponentType<WidgetProps<unknown>>>();

/**
 * Registers the answer widget of a host's question type, after its core module
 * (`registerQuestionType` of the core). The widget gets the question, the local answer of the type
 * (`CustomQuestionTypes[T]`), `onChange`, `disabled`, the check's per-item `items` and the `status`.
 */
export function registerQuestionWidget<T extends CustomQuestionType>(
  type: T,
  widget: ComponentType<WidgetProps<CustomQuestionTypes[T]>>,
): void {
  if (Object.hasOwn(registry, type) || moduleFor(type) === undefined)
    throw new TypeError(`register the core module of ${String(type)} first (registerQuestionType)`);
  customWidgets.set(type, widget as unknown as ComponentType<WidgetProps<unknown>>);
}

/** The widget of a type, or undefined for composites and unknown types. */
export function widgetFor(type: string): ComponentType<WidgetProps<unknown>> | undefined {
  return Object.hasOwn(widgets, type)
    ? (widgets[type as BaseQuestionType] as unknown as ComponentType<WidgetProps<unknown>>)
    : customWidgets.get(type);
}
