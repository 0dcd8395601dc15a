import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button';
import { withUi } from '../story-setup';
import { Message, showToast, showWarning, type ToastTone } from './toast';

function ToastDemo({ message, tone, showOnLoad }: { message: string; tone: ToastTone; showOnLoad: boolean }) {
  useEffect(() => {
    if (!showOnLoad) return;
    return showToast(message, tone, 60_000);
  }, [message, tone, showOnLoad]);
  return (
    <div style={{ display: 'flex', gap: '0.5em', flexWrap: 'wrap' }}>
      <Button onPress={() => showToast(message, tone)}>Show</Button>
      <Button
        variant="secondary"
        onPress={() => showWarning('This homework has expired and cannot be deleted')}
      >
        Server errorMessage
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  decorators: [withUi],
  args: { message: 'Deleted practice successfully', tone: 'success', showOnLoad: true },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof ToastDemo>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
/** The app shows a server errorMessage (resultStatus false) as a warning. */
export const Warning: Story = { args: { tone: 'warning', message: 'Insufficient number of questions' } };
export const ErrorToast: Story = { args: { tone: 'error', message: 'Internal server error' } };
export const Info: Story = { args: { tone: 'info', message: 'Part of homework publish failed' } };
/** Messages that stay in the page. */
export const InlineMessages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5em' }}>
      <Message tone="info">No data</Message>
      <Message tone="success">Saved</Message>
      <Message tone="warning">Some students have not been scored</Message>
      <Message tone="error">Upload failed</Message>
    </div>
  ),
};
