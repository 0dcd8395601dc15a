import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from '@tanstack/react-table';
import { withUi } from '../story-setup';
import { DataTable } from './data-table';

interface Student {
  name: string;
  className: string;
  status: string;
  score: number;
}
const helper = createColumnHelper<Student>();
const columns = [
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('className', { header: 'Class', enableColumnFilter: true }),
  helper.accessor('status', { header: 'Submission', enableColumnFilter: true }),
  helper.accessor('score', { header: 'Score' }),
];
const data: Student[] = [
  { name: 'Chan Tai Man', className: '4A', status: 'On time', score: 72 },
  { name: 'Lee Siu Ming', className: '4B', status: 'Late', score: 95 },
  { name: 'Wong Ka Yan', className: '4A', status: 'Not submitted', score: 0 },
  { name: 'Ho Wing', className: '4C', status: 'On time', score: 81 },
  { name: 'Cheung Mei', className: '4B', status: 'Overdue', score: 58 },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Student>,
  decorators: [withUi],
  args: { caption: 'Submissions', columns, data, hideCaption: false },
} satisfies Meta<typeof DataTable<Student>>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Sort by any header; filter Class and Submission by value. */
export const SortAndFilter: Story = {};
export const SortedByScore: Story = { args: { defaultSorting: [{ id: 'score', desc: true }] } };
export const NoData: Story = { args: { data: [] } };
