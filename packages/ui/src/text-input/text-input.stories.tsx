import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { TextInput } from './text-input';

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  decorators: [withUi],
  args: { label: 'Homework name', placeholder: 'At most 50 characters', isDisabled: false },
  argTypes: { description: { control: 'text' }, errorMessage: { control: 'text' } },
} satisfies Meta<typeof TextInput>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Spaces at the ends are trimmed when the field is left. */
export const Default: Story = { args: { defaultValue: '  Unit 3 revision  ' } };
export const WithDescription: Story = { args: { description: 'Shown to students and parents.' } };
export const WithError: Story = { args: { errorMessage: 'Homework name is required' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Published' } };
