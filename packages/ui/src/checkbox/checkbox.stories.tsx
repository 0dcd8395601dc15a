import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { Checkbox, CheckboxGroup } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  decorators: [withUi],
  args: { children: 'Allow video fast-forward', isDisabled: false, isIndeterminate: false },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All classes' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Publish to" defaultValue={['STUDENT']}>
      <Checkbox value="STUDENT">Students</Checkbox>
      <Checkbox value="PARENT">Parents</Checkbox>
    </CheckboxGroup>
  ),
};
