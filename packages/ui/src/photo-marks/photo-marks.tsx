import { i18n as linguiI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ReactNode, type Ref, type SVGProps, useEffect, useState } from 'react';
import {
  crossPath,
  inkPath,
  markCounts,
  markSize,
  type PhotoMark,
  type PhotoMarking,
  pictureTransform,
  rotatedSize,
  tickPath,
} from './photo-marks-geometry';
import { photoMarksMessages, photoMarksText } from './photo-marks-text';
import './photo-marks.css';

// The texts arrive with the photo marks' code, next to the app's and the widgets' catalogs.
linguiI18n.load(photoMarksMessages);
if (linguiI18n.locale) linguiI18n.activate(linguiI18n.locale);

/** A picture's natural size, or null while it loads; `failed` when it cannot be loaded. */
export interface NaturalSize {
  width: number;
  height: number;
}

/** Loads a picture's natural size (needed to lay out its marks and for the 4096 rule of rotating). */
export function useNaturalSize(src: string): NaturalSize | 'failed' | null {
  const [size, setSize] = useState<{ src: string; value: NaturalSize | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live) setSize({ src, value: { width: image.naturalWidth || 1, height: image.naturalHeight || 1 } });
    };
    image.onerror = () => {
      if (live) setSize({ src, value: 'failed' });
    };
    image.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return size?.src === src ? size.value : null;
}

/** How a tick and a cross are drawn: their class and their path at a point, for a size. */
const SIGNS = {
  TICK: { className: 'hb-photo-marks__tick', path: tickPath },
  CROSS: { className: 'hb-photo-marks__cross', path: crossPath },
} as const;

/** The marks, drawn in the rotated picture's units (width × height). */
export function PhotoMarkShapes({
  marks,
  width,
  height,
}: {
  marks: readonly PhotoMark[];
  width: number;
  height: number;
}) {
  const size = markSize(width, height);
  return (
    <g>
      {marks.map((mark, index) => {
        const key = `${mark.kind}-${index}`;
        switch (mark.kind) {
          case 'TICK':
          case 'CROSS': {
            const { className, path } = SIGNS[mark.kind];
            return (
              <path
                key={key}
                className={className}
                d={path(mark.x * width, mark.y * height, size * 2)}
                strokeWidth={size / 4}
              />
            );
          }
          case 'INK':
            return (
              <path
                key={key}
                className="hb-photo-marks__ink"
                d={inkPath(mark.points, width, height, size / 3)}
              />
            );
          default:
            return (
              <text
                key={key}
                className="hb-photo-marks__note"
                x={mark.x * width}
                y={mark.y * height}
                fontSize={size * 0.9}
                strokeWidth={size / 5}
                dominantBaseline="hanging"
              >
                {mark.text}
              </text>
            );
        }
      })}
    </g>
  );
}

export interface PhotoMarksSvgProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  src: string;
  /** The picture's natural size. */
  natural: NaturalSize;
  marking: PhotoMarking;
  /** The picture's accessible name. */
  label: string;
  /** Drawn over the marks (the editor's cursor and the stroke being drawn). */
  children?: ReactNode;
  svgRef?: Ref<SVGSVGElement>;
}

/** The rotated picture with its marks, as one SVG scaled to its container's width. */
export function PhotoMarksSvg({
  src,
  natural,
  marking,
  label,
  children,
  svgRef,
  ...rest
}: PhotoMarksSvgProps) {
  const { width, height } = rotatedSize(natural.width, natural.height, marking.rotation);
  return (
    <svg
      ref={svgRef}
      className="hb-photo-marks__svg"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      {...rest}
    >
      <title>{label}</title>
      <image
        href={src}
        width={natural.width}
        height={natural.height}
        transform={pictureTransform(natural.width, natural.height, marking.rotation) || undefined}
      />
      <PhotoMarkShapes marks={marking.marks} width={width} height={height} />
      {children}
    </svg>
  );
}

export interface PhotoMarksProps {
  /** URL of the photo. */
  src: string;
  /** What the photo is, e.g. "Photo 1 of question 3": the start of its accessible name. */
  name: string;
  /** Its rotation and marks; none: the photo as it is. */
  marking?: PhotoMarking | null;
  className?: string;
}

const NO_MARKING: PhotoMarking = { rotation: 0, marks: [] };

/**
 * A photo with the marks a teacher drew over it (ticks, crosses, freehand ink and short notes), read-only:
 * the picture turned by the marking's rotation and the marks as vectors over it. Screen readers hear the
 * photo's name with its count of marks, and the notes as a list.
 */
export function PhotoMarks({ src, name, marking, className }: PhotoMarksProps) {
  const { i18n } = useLingui();
  const natural = useNaturalSize(src);
  const shown = marking ?? NO_MARKING;
  const notes = shown.marks.filter((m): m is Extract<PhotoMark, { kind: 'NOTE' }> => m.kind === 'NOTE');
  const label = i18n._({ ...photoMarksText.photoMarksLabel, values: { name, ...markCounts(shown.marks) } });
  return (
    <figure className={['hb-photo-marks', className].filter(Boolean).join(' ')}>
      {natural === null ? (
        <div className="hb-photo-marks__placeholder" role="status" aria-busy="true">
          {i18n._(photoMarksText.photoMarksLoading)}
        </div>
      ) : natural === 'failed' ? (
        <div className="hb-photo-marks__placeholder" role="alert">
          {name}: {i18n._(photoMarksText.photoMarksFailed)}
        </div>
      ) : (
        <PhotoMarksSvg src={src} natural={natural} marking={shown} label={label} />
      )}
      {notes.length > 0 ? (
        <figcaption className="hb-visually-hidden">
          {i18n._({ ...photoMarksText.photoMarksNotes, values: { name } })}
          <ul>
            {notes.map((note, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notes have no identity but their place
              <li key={index}>{note.text}</li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  );
}
