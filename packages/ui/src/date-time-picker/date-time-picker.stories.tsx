import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withUi } from '../story-setup';
import { DateTimePicker, type DateTimePickerProps } from './date-time-picker';

/** A controlled picker: the value under it is what a form would hold (a Hong Kong wall time). */
function Picker(props: DateTimePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <DateTimePicker {...props} value={value} onChange={setValue} />
      <p>
        <code>{value || '(empty)'}</code>
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/DateTimePicker',
  component: DateTimePicker,
  decorators: [withUi],
  render: (args) => <Picker {...args} />,
  args: { label: 'Start', value: '2026-11-24T15:05', description: 'Hong Kong time', onChange: () => {} },
  argTypes: { errorMessage: { control: 'text' } },
} satisfies Meta<typeof DateTimePicker>;
export default meta;

type Story = StoryObj<typeof meta>;
/** YYYY/MM/DD and a 12-hour clock in both languages (switch the locale in the toolbar). */
export const Default: Story = {};
export const Empty: Story = { args: { value: '' } };
export const WithError: Story = { args: { value: '', errorMessage: 'Please choose the start time' } };
