import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { CircleProgress, DegreeMark, RowProgress } from './progress';

const meta = {
  title: 'UI/Progress',
  component: RowProgress,
  decorators: [withUi],
  args: { percent: 72, label: 'Score rate', hideLabel: false },
  argTypes: { percent: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof RowProgress>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Row: Story = {};
export const Circle: Story = { render: (args) => <CircleProgress {...args} /> };
/** The five colour bands: under 30, 30–59, 60–74, 75–89, 90 and over. */
export const RowBands: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1em', maxWidth: '20em' }}>
      {[12, 45, 68, 80, 96].map((p) => (
        <RowProgress key={p} percent={p} label={`Class ${p}`} />
      ))}
    </div>
  ),
};
/** A new ring colour every 20 points. */
export const RingBands: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1.5em' }}>
      {[10, 30, 50, 70, 90].map((p) => (
        <CircleProgress key={p} percent={p} label={`Ring ${p}`} />
      ))}
    </div>
  ),
};
/** Five-level degree scale, red to green; other levels grey. */
export const DegreeScale: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1em' }}>
      {[1, 2, 3, 4, 5, 0].map((level) => (
        <DegreeMark key={level} level={level} label={`Level ${level}`} />
      ))}
    </div>
  ),
};
