import type { BaseQuestion } from '@harbour/question-core';
import { countGaps, splitGaps } from '@harbour/question-core';
import type { ReactNode } from 'react';
import { positionKeys } from './position-keys';
import { RichText } from './rich-text';

/** The question's text parts that hold [$$] gaps. */
export function gapTexts(question: BaseQuestion): string[] {
  return question.question
    .filter((part) => part.contentType === 'TEXT' && countGaps(part.content) > 0)
    .map((p) => p.content);
}

/**
 * Draws the gap texts of a question with `renderGap(index)` in place of each [$$] (numbered across
 * all texts). Without gap text, the gaps are drawn as a numbered list of `count` items.
 */
export function GapText({
  question,
  count,
  renderGap,
}: {
  question: BaseQuestion;
  count: number;
  renderGap: (index: number) => ReactNode;
}) {
  const texts = gapTexts(question);
  if (texts.length === 0) {
    return (
      <ol className="hqe-gap-list">
        {positionKeys(count, 'gap').map((key, index) => (
          <li key={key}>{renderGap(index)}</li>
        ))}
      </ol>
    );
  }
  let gap = 0;
  return (
    <div className="hqe-gap-text">
      {positionKeys(texts.length, 'text').map((textKey, textIndex) => {
        const pieces = splitGaps(texts[textIndex] ?? '');
        return (
          <p key={textKey} className="hqe-gap-text__paragraph">
            {positionKeys(pieces.length, textKey).map((pieceKey, pieceIndex) => {
              const piece = pieces[pieceIndex] ?? '';
              const node =
                pieceIndex < pieces.length - 1 ? (
                  <span className="hqe-gap-text__gap">{renderGap(gap)}</span>
                ) : null;
              if (pieceIndex < pieces.length - 1) gap += 1;
              return (
                <span key={pieceKey}>
                  <RichText text={piece} />
                  {node}
                </span>
              );
            })}
          </p>
        );
      })}
    </div>
  );
}
