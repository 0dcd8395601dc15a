import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { SELECT_LIST_COMPACT_HEIGHT, SELECT_LIST_MAX_HEIGHT, Select } from './select';

const classes = ['4A', '4B', '4C', '4D'].map((c) => ({ label: c, value: c }));
const students = Array.from({ length: 40 }, (_, i) => ({ label: `Student ${i + 1}`, value: `s${i + 1}` }));

const meta = {
  title: 'UI/Select',
  component: Select,
  decorators: [withUi],
  args: { label: 'Class', options: classes, maxListHeight: SELECT_LIST_MAX_HEIGHT, isDisabled: false },
  argTypes: {
    maxListHeight: { control: 'inline-radio', options: [SELECT_LIST_MAX_HEIGHT, SELECT_LIST_COMPACT_HEIGHT] },
    searchable: { control: 'boolean' },
    placeholder: { control: 'text' },
    noDataText: { control: 'text' },
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Nothing chosen: the translated 'please select' placeholder. */
export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: '4B' } };
export const NoData: Story = { args: { options: [] } };
/** Long lists get a search field. */
export const Searchable: Story = { args: { label: 'Student', options: students } };
/** The one place with a 300 px list. */
export const Compact300: Story = {
  args: { label: 'Student', options: students, maxListHeight: SELECT_LIST_COMPACT_HEIGHT },
};
export const WithDisabledOption: Story = {
  args: { options: [...classes, { label: '4E (archived)', value: '4E', disabled: true }] },
};
export const Disabled: Story = { args: { isDisabled: true } };
