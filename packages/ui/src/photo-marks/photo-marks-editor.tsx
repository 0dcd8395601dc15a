import { marksAfterRotation, pictureRotatable } from '@harbour/domain';
import { useLingui } from '@lingui/react';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { PhotoMarks, PhotoMarksSvg, useNaturalSize } from './photo-marks';
import {
  clampUnit,
  markCounts,
  markSize,
  type PhotoMark,
  type PhotoMarking,
  type PhotoPoint,
  rotatedSize,
  turnedRotation,
} from './photo-marks-geometry';
import { photoMarksText as text } from './photo-marks-text';

/** The tools of the editor. */
export type PhotoMarkTool = 'TICK' | 'CROSS' | 'INK' | 'NOTE';
const TOOLS: readonly PhotoMarkTool[] = ['TICK', 'CROSS', 'INK', 'NOTE'];
const TOOL_TEXT = {
  TICK: text.photoMarksTick,
  CROSS: text.photoMarksCross,
  INK: text.photoMarksInk,
  NOTE: text.photoMarksNote,
} as const;

/** Zoom levels, from the picture fitting the width. */
export const PHOTO_ZOOMS = [1, 1.5, 2, 3] as const;
/** A cursor step by the arrow keys (Shift: a long step), as a share of the picture. */
export const CURSOR_STEP = 0.02;
export const CURSOR_LONG_STEP = 0.1;
/** The contract's limits: marks per picture and points per stroke. */
export const MAX_MARKS = 200;
export const MAX_INK_POINTS = 2000;

/** Rounds a share to four places: enough for any screen, and a stroke stays small. */
const unit = (value: number) => Math.round(clampUnit(value) * 10_000) / 10_000;

export interface PhotoMarksEditorProps {
  src: string;
  /** What the photo is ("Photo 1 of question 3"). */
  name: string;
  value: PhotoMarking;
  onChange: (next: PhotoMarking) => void;
  /** Shows the photo and its marks only. */
  readOnly?: boolean;
}

/**
 * A photo's marking editor: zoom, rotate in quarter turns (refused over 4096 px; rotating clears the marks),
 * and the tick, cross, ink and note tools. Everything works by keyboard (the arrow keys move a cursor over
 * the picture, Enter places the mark; with ink, Enter starts and ends a stroke the arrows draw) and by a
 * single pointer (a press places a mark; ink follows the pointer while pressed).
 */
export function PhotoMarksEditor({ src, name, value, onChange, readOnly = false }: PhotoMarksEditorProps) {
  const { i18n } = useLingui();
  const natural = useNaturalSize(src);
  const svgRef = useRef<SVGSVGElement>(null);
  const noteId = useId();
  const [tool, setTool] = useState<PhotoMarkTool>('TICK');
  const [zoom, setZoom] = useState(0);
  const [cursor, setCursor] = useState<{ x: number; y: number }>({ x: 0.5, y: 0.5 });
  const [focused, setFocused] = useState(false);
  const [stroke, setStroke] = useState<PhotoPoint[] | null>(null);
  const [pointerDrawing, setPointerDrawing] = useState(false);
  const [note, setNote] = useState<{ x: number; y: number; text: string } | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  if (readOnly) return <PhotoMarks src={src} name={name} marking={value} />;

  const add = (mark: PhotoMark) => {
    if (value.marks.length >= MAX_MARKS) return;
    onChange({ ...value, marks: [...value.marks, mark] });
    setMessage({
      text: i18n._({ ...text.photoMarksPlaced, values: { mark: i18n._(TOOL_TEXT[mark.kind]) } }),
      error: false,
    });
  };

  const place = (x: number, y: number) => {
    if (tool === 'TICK' || tool === 'CROSS') add({ kind: tool, x: unit(x), y: unit(y) });
    else if (tool === 'NOTE') setNote({ x: unit(x), y: unit(y), text: '' });
  };

  const endStroke = (points: PhotoPoint[] | null) => {
    setStroke(null);
    if (points && points.length > 0) add({ kind: 'INK', points: points.slice(0, MAX_INK_POINTS) });
  };

  const rotate = (by: 90 | -90) => {
    if (natural === null || natural === 'failed') return;
    if (!pictureRotatable(natural.width, natural.height)) {
      setMessage({ text: i18n._(text.photoMarksTooLarge), error: true });
      return;
    }
    const rotation = turnedRotation(value.rotation, by);
    const marks = marksAfterRotation(value, rotation) as PhotoMark[];
    onChange({ rotation, marks });
    setMessage(value.marks.length > 0 ? { text: i18n._(text.photoMarksCleared), error: false } : null);
  };

  const pointAt = (event: PointerEvent<SVGSVGElement>): [number, number, number] | [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = unit((event.clientX - box.left) / (box.width || 1));
    const y = unit((event.clientY - box.top) / (box.height || 1));
    return event.pointerType === 'pen' && event.pressure > 0 ? [x, y, unit(event.pressure)] : [x, y];
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const point = pointAt(event);
    setCursor({ x: point[0], y: point[1] });
    if (tool === 'INK') {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setPointerDrawing(true);
      setStroke([point]);
    } else place(point[0], point[1]);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!pointerDrawing || !stroke) return;
    setStroke([...stroke, pointAt(event)]);
  };
  const onPointerUp = () => {
    if (!pointerDrawing) return;
    setPointerDrawing(false);
    endStroke(stroke);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? CURSOR_LONG_STEP : CURSOR_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      event.stopPropagation();
      const next = { x: unit(cursor.x + move[0]), y: unit(cursor.y + move[1]) };
      setCursor(next);
      if (stroke) setStroke([...stroke, [next.x, next.y]]);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      if (tool === 'INK') {
        if (stroke) endStroke(stroke);
        else {
          setStroke([[cursor.x, cursor.y]]);
          setMessage({ text: i18n._(text.photoMarksInkStarted), error: false });
        }
      } else place(cursor.x, cursor.y);
      return;
    }
    if (event.key === 'Escape' && stroke) {
      event.stopPropagation();
      setStroke(null);
    }
  };

  const loaded = natural !== null && natural !== 'failed' ? natural : null;
  const turned = loaded ? rotatedSize(loaded.width, loaded.height, value.rotation) : null;
  const size = turned ? markSize(turned.width, turned.height) : 0;
  const zoomLevel = PHOTO_ZOOMS[zoom] ?? 1;
  const shown: PhotoMarking = stroke
    ? { ...value, marks: [...value.marks, { kind: 'INK', points: stroke }] }
    : value;

  return (
    <div className="hb-photo-editor">
      <div
        className="hb-photo-editor__toolbar"
        role="toolbar"
        aria-label={i18n._({ ...text.photoMarksTools, values: { name } })}
      >
        {TOOLS.map((t) => (
          <Button key={t} variant="secondary" aria-pressed={tool === t} onPress={() => setTool(t)}>
            {i18n._(TOOL_TEXT[t])}
          </Button>
        ))}
        <Button variant="secondary" isDisabled={zoom === 0} onPress={() => setZoom(zoom - 1)}>
          {i18n._(text.photoMarksZoomOut)}
        </Button>
        <span aria-live="polite">
          {i18n._({ ...text.photoMarksZoom, values: { percent: zoomLevel * 100 } })}
        </span>
        <Button
          variant="secondary"
          isDisabled={zoom === PHOTO_ZOOMS.length - 1}
          onPress={() => setZoom(zoom + 1)}
        >
          {i18n._(text.photoMarksZoomIn)}
        </Button>
        <Button variant="secondary" onPress={() => rotate(-90)}>
          {i18n._(text.photoMarksRotateLeft)}
        </Button>
        <Button variant="secondary" onPress={() => rotate(90)}>
          {i18n._(text.photoMarksRotateRight)}
        </Button>
        <Button
          variant="secondary"
          isDisabled={value.marks.length === 0}
          onPress={() => onChange({ ...value, marks: value.marks.slice(0, -1) })}
        >
          {i18n._(text.photoMarksUndo)}
        </Button>
        <Button
          variant="secondary"
          isDisabled={value.marks.length === 0}
          onPress={() => onChange({ ...value, marks: [] })}
        >
          {i18n._(text.photoMarksClear)}
        </Button>
      </div>
      <div className="hb-photo-editor__viewport">
        {loaded ? (
          <div
            className="hb-photo-editor__stage"
            role="application"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage is the keyboard's drawing surface
            tabIndex={0}
            aria-label={i18n._({ ...text.photoMarksCanvas, values: { name } })}
            style={{ width: `${zoomLevel * 100}%` }}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          >
            <PhotoMarksSvg
              svgRef={svgRef}
              src={src}
              natural={loaded}
              marking={shown}
              label={i18n._({ ...text.photoMarksLabel, values: { name, ...markCounts(value.marks) } })}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              {focused && turned ? (
                <circle
                  className="hb-photo-marks__cursor"
                  cx={cursor.x * turned.width}
                  cy={cursor.y * turned.height}
                  r={size}
                  data-testid="photo-cursor"
                />
              ) : null}
            </PhotoMarksSvg>
          </div>
        ) : (
          <PhotoMarks src={src} name={name} marking={value} />
        )}
      </div>
      {note ? (
        <form
          className="hb-photo-editor__note-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (note.text.trim() !== '')
              add({ kind: 'NOTE', x: note.x, y: note.y, text: note.text.trim().slice(0, 200) });
            setNote(null);
          }}
        >
          <label htmlFor={noteId}>{i18n._(text.photoMarksNoteText)}</label>
          <input
            id={noteId}
            className="hb-input"
            maxLength={200}
            // biome-ignore lint/a11y/noAutofocus: the note is typed where the teacher just asked for it
            autoFocus
            value={note.text}
            onChange={(event) => setNote({ ...note, text: event.currentTarget.value })}
            onKeyDown={(event) => {
              // The note's Enter adds the note; it does not save the answer.
              event.stopPropagation();
              if (event.key === 'Escape') setNote(null);
            }}
          />
          <Button type="submit">{i18n._(text.photoMarksAddNote)}</Button>
          <Button variant="secondary" onPress={() => setNote(null)}>
            {i18n._(text.photoMarksCancel)}
          </Button>
        </form>
      ) : null}
      <p className="hb-photo-editor__message" role="status" data-tone={message?.error ? 'error' : undefined}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}
