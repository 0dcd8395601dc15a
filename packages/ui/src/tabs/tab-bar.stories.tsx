import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { TabBar } from './tab-bar';

const meta = {
  title: 'UI/TabBar',
  component: TabBar,
  decorators: [withUi],
  args: {
    'aria-label': 'Marking',
    items: [
      { label: 'To mark', value: 'WAIT_CORRECT', count: 12, dot: true },
      { label: 'Marked', value: 'CORRECTED', count: 30 },
      { label: 'Published', value: 'ANNOUNCED', count: 0 },
    ],
    children: 'The list of the chosen tab.',
  },
} satisfies Meta<typeof TabBar>;
export default meta;

type Story = StoryObj<typeof meta>;
export const CountsAndDot: Story = {};
export const PlainLabels: Story = {
  args: {
    items: [
      { label: 'Homework', value: 'homework' },
      { label: 'Tests', value: 'tests' },
      { label: 'ePractice', value: 'epractice', dot: true },
    ],
  },
};
export const SecondSelected: Story = { args: { defaultValue: 'CORRECTED' } };
export const WithDisabledTab: Story = {
  args: {
    items: [
      { label: 'Report', value: 'report' },
      { label: 'Archive', value: 'archive', disabled: true },
    ],
  },
};
