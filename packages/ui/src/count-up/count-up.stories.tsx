import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { CountUp } from './count-up';

const meta = {
  title: 'UI/CountUp',
  component: CountUp,
  decorators: [withUi],
  args: { value: 87, decimals: 0, suffix: '' },
  argTypes: { value: { control: { type: 'number' } } },
} satisfies Meta<typeof CountUp>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Up to 10: steps of 1. */
export const Small: Story = { args: { value: 8 } };
/** Up to 100: steps of 10. */
export const Percent: Story = { args: { value: 87.5, decimals: 1, suffix: '%' } };
/** Up to 1000: steps of 100. */
export const Hundreds: Story = { args: { value: 640 } };
/** Above 1000: ten steps. */
export const Thousands: Story = { args: { value: 12_800 } };
