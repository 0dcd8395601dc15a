import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { withUi } from '../story-setup';
import { confirm } from './confirm';
import { Modal, type ModalProps } from './modal';

function ModalStory(props: ModalProps) {
  const [open, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  decorators: [withUi],
  render: (args) => <ModalStory {...args} />,
  args: {
    isOpen: true,
    onOpenChange: () => {},
    title: 'Delete homework',
    children: 'This homework has not started. Delete it?',
    actions: 'ok',
    tone: 'purple',
    size: 'small',
    showClose: true,
    closeOnOutsideClick: false,
    isConfirmDisabled: false,
  },
  argTypes: {
    actions: { control: 'inline-radio', options: ['ok', 'confirm', 'none'] },
    tone: { control: 'inline-radio', options: ['purple', 'red', 'neutral'] },
    size: { control: 'inline-radio', options: ['small', 'large'] },
    onOpenChange: { table: { disable: true } },
  },
} satisfies Meta<typeof Modal>;
export default meta;

type Story = StoryObj<typeof meta>;
/** OK only, purple, 300 × 200. */
export const Ok: Story = {};
/** Cancel plus Confirm. */
export const CancelConfirm: Story = { args: { actions: 'confirm' } };
export const ConfirmInactive: Story = { args: { actions: 'confirm', isConfirmDisabled: true } };
/** 500 × 420, for forms and lists. */
export const Large: Story = {
  args: {
    size: 'large',
    title: 'Publish settings',
    children: 'Class, start and end time…',
    actions: 'confirm',
  },
};
export const Red: Story = { args: { tone: 'red', actions: 'confirm', title: 'Withdraw exam' } };
export const ClickOutsideCloses: Story = { args: { closeOnOutsideClick: true } };
export const WithoutCloseButton: Story = { args: { showClose: false } };
export const Closed: Story = { args: { isOpen: false } };

function ConfirmDemo() {
  const [answer, setAnswer] = useState('not asked');
  return (
    <>
      <Button
        onPress={async () => {
          const ok = await confirm({
            title: 'Publish results',
            message: 'Class scoring ends and the results are published.',
          });
          setAnswer(ok ? 'confirmed' : 'cancelled');
        }}
      >
        Publish results
      </Button>
      <p>Answer: {answer}</p>
    </>
  );
}

/** The confirm() helper: a promise of true (Confirm) or false (Cancel, close, Escape). */
export const ConfirmHelper: Story = { render: () => <ConfirmDemo /> };
