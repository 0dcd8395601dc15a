import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withUi } from '../story-setup';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

/** The editor with the HTML it emits below it. */
function EditorWithHtml(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.defaultValue ?? '');
  return (
    <>
      <RichTextEditor {...props} onChange={setHtml} />
      <p>Emitted HTML:</p>
      <pre data-testid="html" style={{ whiteSpace: 'pre-wrap' }}>
        {html}
      </pre>
    </>
  );
}

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  decorators: [withUi],
  render: (args) => <EditorWithHtml {...args} />,
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
