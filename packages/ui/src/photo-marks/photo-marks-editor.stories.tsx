import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { essayPhotoUrl, withUi } from '../story-setup';
import { PhotoMarksEditor } from './photo-marks-editor';
import type { PhotoMarking } from './photo-marks-geometry';

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
