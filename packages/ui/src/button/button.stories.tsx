import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  decorators: [withUi],
  args: { children: 'Confirm', variant: 'primary', isDisabled: false },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'More' } };
export const Disabled: Story = { args: { isDisabled: true } };
