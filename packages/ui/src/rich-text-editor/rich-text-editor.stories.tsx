import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { RichTextEditor } from './rich-text-editor';

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  decorators: [withUi],
  args: { isDisabled: false },
  argTypes: { placeholder: { control: 'text' }, label: { control: 'text' } },
} satisfies Meta<typeof RichTextEditor>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Empty: the placeholder '請輸入正文' (hk). */
export const Empty: Story = {};
export const WithContent: Story = {
  args: {
    defaultValue:
      '<p><b>Reminder</b>: bring your <a href="https://example.edu.hk/notice">signed notice</a>.</p><ul><li><p>Workbook p.12</p></li><li><p>Dictation</p></li></ul>',
  },
};
export const ReadOnly: Story = { args: { isDisabled: true, defaultValue: '<p>Published notice.</p>' } };
