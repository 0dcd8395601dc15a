import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionTypeBadge } from './question-type-badge';
import '../styles.css';

const meta = {
  title: 'Question engine/QuestionTypeBadge',
  component: QuestionTypeBadge,
  args: { type: 'SINGLE_CHOICE' },
} satisfies Meta<typeof QuestionTypeBadge>;
export default meta;

export const CodeName: StoryObj<typeof meta> = {};
export const Composite: StoryObj<typeof meta> = { args: { type: 'COMBINATION_READING' } };
