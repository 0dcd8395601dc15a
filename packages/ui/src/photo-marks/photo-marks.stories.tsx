import type { Meta, StoryObj } from '@storybook/react-vite';
import { essayPhotoUrl, withUi } from '../story-setup';
import { PhotoMarks } from './photo-marks';
import type { PhotoMarking } from './photo-marks-geometry';

const marked: PhotoMarking = {
  rotation: 0,
  marks: [
    { kind: 'TICK', x: 0.85, y: 0.12 },
    { kind: 'CROSS', x: 0.85, y: 0.42 },
    {
      kind: 'INK',
      points: Array.from({ length: 30 }, (_, i) => [0.1 + i * 0.02, 0.5 + Math.sin(i / 3) * 0.02] as const),
    },
    { kind: 'NOTE', x: 0.1, y: 0.78, text: 'Good opening 好開首' },
  ],
};

const meta = {
  title: 'UI/PhotoMarks',
  component: PhotoMarks,
  decorators: [withUi],
  args: { src: essayPhotoUrl, name: 'Photo 1 of question 3', marking: marked },
} satisfies Meta<typeof PhotoMarks>;
export default meta;

type Story = StoryObj<typeof meta>;
/** The teacher's ticks, a cross, a freehand stroke and a note over an essay photo. */
export const Marked: Story = {};
/** Marked after a quarter turn: the marks follow the turned picture. */
export const Rotated: Story = {
  args: {
    marking: {
      rotation: 90,
      marks: [
        { kind: 'TICK', x: 0.5, y: 0.2 },
        { kind: 'NOTE', x: 0.1, y: 0.6, text: 'See me' },
      ],
    },
  },
};
/** No marking: the photo as handed in. */
export const Unmarked: Story = { args: { marking: null } };
/** A photo that cannot be loaded says so. */
export const Missing: Story = { args: { src: 'data:image/png;base64,AAAA' } };
