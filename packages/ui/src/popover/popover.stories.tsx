import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withUi } from '../story-setup';
import { Popover, type PopoverProps } from './popover';

function PopoverStory(props: PopoverProps) {
  const [open, setOpen] = useState(props.isOpen ?? false);
  return <Popover {...props} isOpen={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'UI/Popover',
  component: Popover,
  decorators: [withUi],
  render: (args) => <PopoverStory {...args} />,
  args: {
    trigger: 'Details',
    label: 'Homework details',
    children: 'Unit 3 revision — ends 2024/05/10 11:59 pm',
    placement: 'bottom',
    isOpen: false,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
} satisfies Meta<typeof Popover>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Closed: Story = {};
export const Open: Story = { args: { isOpen: true } };
export const OpenAbove: Story = { args: { isOpen: true, placement: 'top' } };
