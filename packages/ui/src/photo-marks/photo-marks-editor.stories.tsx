import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withUi } from '../story-setup';
import { PhotoMarksEditor } from './photo-marks-editor';
import type { PhotoMarking } from './photo-marks-geometry';

const essayPhotoUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fdfcf7"/>${Array.from(
    { length: 11 },
    (_, i) =>
      `<line x1="40" x2="760" y1="${80 + i * 45}" y2="${80 + i * 45}" stroke="#93c5fd"/><rect x="${60 + ((i * 37) % 80)}" y="${56 + i * 45}" width="${420 + ((i * 71) % 240)}" height="14" rx="4" fill="#374151" opacity="0.55"/>`,
  ).join('')}</svg>`,
)}`;

function EditorStory({ start, readOnly }: { start: PhotoMarking; readOnly?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <PhotoMarksEditor
      src={essayPhotoUrl}
      name="Photo 1 of question 3"
      value={value}
      onChange={setValue}
      readOnly={readOnly}
    />
  );
}

const meta = {
  title: 'UI/PhotoMarksEditor',
  component: EditorStory,
  decorators: [withUi],
  args: { start: { rotation: 0, marks: [] } },
} satisfies Meta<typeof EditorStory>;
export default meta;

type Story = StoryObj<typeof meta>;
/** A photo to mark: choose a tool, then click, or focus the picture and use the arrow keys and Enter. */
export const Empty: Story = {};
/** Already marked: rotating clears the marks. */
export const Marked: Story = {
  args: {
    start: {
      rotation: 0,
      marks: [
        { kind: 'TICK', x: 0.85, y: 0.12 },
        { kind: 'NOTE', x: 0.1, y: 0.78, text: 'Good opening' },
      ],
    },
  },
};
/** Saved marking: read-only. */
export const ReadOnly: Story = {
  args: { start: { rotation: 90, marks: [{ kind: 'CROSS', x: 0.5, y: 0.5 }] }, readOnly: true },
};
