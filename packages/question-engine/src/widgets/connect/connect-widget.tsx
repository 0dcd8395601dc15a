import { type AnswerPair, htmlToText, type Option, pairItemLabel } from '@harbour/question-core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { RichText } from '../shared/rich-text';
import { safeUrl } from '../shared/sanitize';
import type { WidgetProps } from '../shared/types';
import { CONNECT_TIP_MS, deleteLink, type Link, type LinkState, pickLeft, pickRight } from './links';

/** The key of an item in answers: serialNo on the left; optionNo (connecting) or serialNo (matching) on the right. */
function leftKey(option: Option): string {
  return (option.serialNo ?? option.optionNo).trim();
}

/** Splits options into the left (or top) and right (or bottom) columns. */
export function connectSides(options: readonly Option[]): { left: Option[]; right: Option[] } {
  return {
    left: options.filter((option) => option.side !== 'RIGHT'),
    right: options.filter((option) => option.side === 'RIGHT'),
  };
}

/** Converts answer pairs to index links and back. */
export function pairsToLinks(
  pairs: readonly AnswerPair[],
  left: readonly Option[],
  right: readonly Option[],
  rightKey: (option: Option) => string,
): Link[] {
  const links: Link[] = [];
  for (const pair of pairs) {
    const l = left.findIndex((option) => leftKey(option) === pair.left.trim());
    const r = right.findIndex((option) => rightKey(option) === pair.right.trim());
    if (l >= 0 && r >= 0) links.push({ left: l, right: r });
  }
  return links;
}

interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  link: Link;
}

function ItemContent({ option, label }: { option: Option; label: string }) {
  return option.optionType === 'PICTURE' ? (
    <img src={safeUrl(option.optionContent)} alt={label} className="hqe-connect__picture" />
  ) : (
    <RichText text={option.optionContent} />
  );
}

/**
 * Connect and matching: press a left (top, when VERTICAL) item, then a right (bottom) item to draw a
 * line; lines can be deleted before checking; checked lines show right or wrong.
 */
export function ConnectWidget({
  question,
  answer,
  onChange,
  disabled,
  items,
  announce,
}: WidgetProps<AnswerPair[]>) {
  const t = useQeT();
  const matching = question.questionType === 'MATCHING';
  const vertical = question.arrangeWay === 'VERTICAL';
  const rightKey = useCallback(
    (option: Option) => (matching ? (option.serialNo ?? option.optionNo) : option.optionNo).trim(),
    [matching],
  );
  const { left, right } = connectSides(question.options ?? []);
  const pairs = Array.isArray(answer) ? answer : [];
  const options = question.options;
  const links = useMemo(() => {
    const sides = connectSides(options ?? []);
    return pairsToLinks(
      (Array.isArray(answer) ? answer : []).filter((pair) => pair.right !== ''),
      sides.left,
      sides.right,
      rightKey,
    );
  }, [answer, options, rightKey]);
  const [pickedLeft, setPickedLeft] = useState<number | null>(null);
  const [tip, setTip] = useState(false);
  const board = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState<Line[]>([]);

  useEffect(() => {
    if (!tip) return;
    const timer = setTimeout(() => setTip(false), CONNECT_TIP_MS);
    return () => clearTimeout(timer);
  }, [tip]);

  const leftName = (index: number) => {
    const option = left[index];
    return option ? `${leftKey(option)}. ${optionText(option.optionContent)}` : '';
  };
  const rightName = (index: number) => {
    const option = right[index];
    if (!option) return '';
    return `${pairItemLabel(question.questionType, 'RIGHT', rightKey(option))}. ${optionText(option.optionContent)}`;
  };

  const save = (next: LinkState) => {
    setPickedLeft(next.pickedLeft);
    const linked: AnswerPair[] = next.links.map((link) => ({
      left: leftKey(left[link.left] as Option),
      right: rightKey(right[link.right] as Option),
    }));
    if (matching) {
      onChange(
        left.map(
          (option) =>
            linked.find((pair) => pair.left === leftKey(option)) ?? { left: leftKey(option), right: '' },
        ),
      );
    } else {
      onChange(linked);
    }
  };

  const state: LinkState = { links, pickedLeft };
  const onLeft = (index: number) => {
    if (disabled) return;
    const result = pickLeft(state, index);
    setPickedLeft(result.state.pickedLeft);
    if (result.outcome === 'picked') announce(t('selectedItem', { item: leftName(index) }));
  };
  const onRight = (index: number) => {
    if (disabled) return;
    const result = pickRight(state, index, matching);
    if (result.outcome === 'needLeftFirst') {
      setTip(true);
      return;
    }
    save(result.state);
    announce(t('linked', { from: leftName(state.pickedLeft ?? 0), to: rightName(index) }));
  };

  // Lines are drawn between the facing edges of the linked items, measured after layout.
  useLayoutEffect(() => {
    const measure = () => {
      const root = board.current;
      if (!root) return;
      const box = root.getBoundingClientRect();
      const next: Line[] = [];
      for (const link of links) {
        const a = root.querySelector(`[data-left="${link.left}"]`)?.getBoundingClientRect();
        const b = root.querySelector(`[data-right="${link.right}"]`)?.getBoundingClientRect();
        if (!a || !b) continue;
        next.push(
          vertical
            ? {
                x1: a.left + a.width / 2 - box.left,
                y1: a.bottom - box.top,
                x2: b.left + b.width / 2 - box.left,
                y2: b.top - box.top,
                link,
              }
            : {
                x1: a.right - box.left,
                y1: a.top + a.height / 2 - box.top,
                x2: b.left - box.left,
                y2: b.top + b.height / 2 - box.top,
                link,
              },
        );
      }
      setLines(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined' || !board.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(board.current);
    return () => observer.disconnect();
  }, [links, vertical]);

  const verdictOf = (leftIndex: number): boolean | null => {
    if (!items) return null;
    const option = left[leftIndex];
    // The core gives one item per encoded pair, in order: matching encodes unanswered pairs too.
    const encoded = matching ? pairs : pairs.filter((pair) => pair.right !== '');
    const order = encoded.findIndex((pair) => option && pair.left === leftKey(option));
    return order >= 0 ? (items[order] ?? false) : false;
  };

  return (
    <div className={`hqe-connect hqe-connect--${vertical ? 'vertical' : 'horizontal'}`}>
      <div className="hqe-connect__board" ref={board}>
        <svg className="hqe-connect__lines" aria-hidden="true">
          {lines.map((line) => {
            const verdict = verdictOf(line.link.left);
            return (
              <line
                key={`${line.link.left}-${line.link.right}`}
                x1={line.x1}
                y1={line.y1}
                x2={line.x2}
                y2={line.y2}
                className={`hqe-connect__line${verdict === null ? '' : verdict ? ' hqe-connect__line--right' : ' hqe-connect__line--wrong'}`}
              />
            );
          })}
        </svg>
        <ul className="hqe-connect__column" aria-label={t('leftItems')}>
          {left.map((option, index) => {
            const link = links.find((l) => l.left === index);
            const verdict = link ? verdictOf(index) : items ? false : null;
            const state =
              verdict === null ? '' : verdict ? ' hqe-connect__item--right' : ' hqe-connect__item--wrong';
            return (
              <li key={leftKey(option)}>
                <button
                  type="button"
                  data-left={index}
                  className={`hqe-connect__item${pickedLeft === index ? ' hqe-connect__item--picked' : ''}${link ? ' hqe-connect__item--linked' : ''}${state}`}
                  aria-pressed={pickedLeft === index}
                  aria-disabled={!!link || undefined}
                  aria-description={link ? t('linkedTo', { to: rightName(link.right) }) : undefined}
                  disabled={disabled}
                  onClick={() => onLeft(index)}
                >
                  <span className="hqe-connect__key" aria-hidden="true">
                    {leftKey(option)}
                  </span>
                  <ItemContent option={option} label={leftName(index)} />
                </button>
              </li>
            );
          })}
        </ul>
        <ul className="hqe-connect__column" aria-label={t('rightItems')}>
          {right.map((option, index) => (
            <li key={rightKey(option)}>
              <button
                type="button"
                data-right={index}
                className="hqe-connect__item"
                disabled={disabled}
                onClick={() => onRight(index)}
              >
                <span className="hqe-connect__key" aria-hidden="true">
                  {pairItemLabel(question.questionType, 'RIGHT', rightKey(option))}
                </span>
                <ItemContent option={option} label={rightName(index)} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {tip && (
        <p className="hqe-tip" role="alert">
          {vertical ? t('connectTipVertical') : t('connectTip')}
        </p>
      )}
      {links.length > 0 && !disabled && (
        <ul className="hqe-connect__links">
          {links.map((link) => (
            <li key={`${link.left}-${link.right}`}>
              <button
                type="button"
                className="hqe-button hqe-button--small"
                onClick={() => save(deleteLink(state, link.left))}
              >
                {t('deleteLink', { from: leftName(link.left), to: rightName(link.right) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An option's content as the name of a link: its text, math as its TeX. */
function optionText(html: string): string {
  return htmlToText(html).replaceAll('$$', '');
}
