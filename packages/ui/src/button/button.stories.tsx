import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import '../tokens.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Confirm', variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;

export const Primary: StoryObj<typeof meta> = {};
export const Secondary: StoryObj<typeof meta> = { args: { variant: 'secondary', children: 'Cancel' } };
export const Disabled: StoryObj<typeof meta> = { args: { isDisabled: true } };
