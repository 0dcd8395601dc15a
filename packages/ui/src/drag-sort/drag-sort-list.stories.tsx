import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withUi } from '../story-setup';
import { DragSortList } from './drag-sort-list';

function Sections({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <DragSortList
        aria-label="Sections"
        items={items}
        onReorder={setItems}
        getKey={(i) => i}
        getLabel={(i) => i}
      />
      <p>Order: {items.join(', ')}</p>
    </>
  );
}

const meta = {
  title: 'UI/DragSortList',
  component: Sections,
  decorators: [withUi],
  args: { initial: ['Reading', 'Writing', 'Listening', 'Speaking'] },
} satisfies Meta<typeof Sections>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Drag a row, press Alt+↑/↓ on its handle, or use its move buttons. */
export const Default: Story = {};
export const TwoItems: Story = { args: { initial: ['Diagnosis', 'Follow-up'] } };
