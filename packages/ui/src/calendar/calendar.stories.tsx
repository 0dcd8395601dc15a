import type { Meta, StoryObj } from '@storybook/react-vite';
import { withUi } from '../story-setup';
import { Calendar } from './calendar';

const today = new Date(2024, 4, 10);

const meta = {
  title: 'UI/Calendar',
  component: Calendar,
  decorators: [withUi],
  args: { today, defaultMonth: today },
  argTypes: { today: { control: 'date' }, defaultMonth: { control: 'date' } },
} satisfies Meta<typeof Calendar>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Plain: Story = {};
/** Practice only, test only and both, with a day popover listing the homework. */
export const MarkersAndPopover: Story = {
  args: {
    homeworkTypes: {
      '2024-05-02': ['1'],
      '2024-05-08': ['3a'],
      '2024-05-10': ['2b', '4'],
      '2024-05-21': ['2c'],
    },
    renderDayPopover: (cell) =>
      cell.marker === 'none' ? (
        <p>No homework</p>
      ) : (
        <ul>
          <li>Unit 3 practice — ends {cell.key} 11:59 pm</li>
        </ul>
      ),
  },
};
/** January 2000: going back shows 'cannot look up further dates'. */
export const EarliestMonth: Story = { args: { defaultMonth: new Date(2000, 0, 1) } };
