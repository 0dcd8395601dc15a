import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { ConfirmHost, confirm } from './confirm';
import { MODAL_SIZES, Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal isOpen={open} onOpenChange={setOpen} title="Delete homework" {...props}>
        Body text
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('has an OK button by default that closes it', async () => {
    const onOk = vi.fn();
    renderUi(<Harness onOk={onOk} />);
    expect(screen.getByRole('dialog', { name: 'Delete homework' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has Cancel plus Confirm, translated', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<Harness actions="confirm" onConfirm={onConfirm} onCancel={onCancel} />, { locale: 'hk' });
    await userEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes with the close button and with Escape', async () => {
    const onCancel = vi.fn();
    renderUi(<Harness onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('hides the close button on request', () => {
    renderUi(<Harness showClose={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('ignores outside clicks unless click-outside close is on', async () => {
    const { unmount } = renderUi(<Harness />);
    await userEvent.click(document.querySelector('.hb-modal-overlay') as Element);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    renderUi(<Harness closeOnOutsideClick />);
    await userEvent.click(document.querySelector('.hb-modal-overlay') as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is purple and small by default, large on request', () => {
    const { unmount } = renderUi(<Harness />);
    const modal = document.querySelector('.hb-modal') as HTMLElement;
    expect(modal).toHaveClass('hb-modal--purple');
    expect(modal.style.width).toBe(`${MODAL_SIZES.small.width}px`);
    expect(modal.style.minHeight).toBe(`${MODAL_SIZES.small.height}px`);
    unmount();
    renderUi(<Harness size="large" tone="red" />);
    const large = document.querySelector('.hb-modal') as HTMLElement;
    expect(large).toHaveClass('hb-modal--red');
    expect(large.style.width).toBe('500px');
    expect(large.style.minHeight).toBe('420px');
  });

  it('keeps Confirm inactive when asked', async () => {
    const onConfirm = vi.fn();
    renderUi(<Harness actions="confirm" isConfirmDisabled onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('confirm', () => {
  it('resolves true on Confirm and false on Cancel', async () => {
    renderUi(<ConfirmHost />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Publish results?', message: 'Class scoring ends.' });
    });
    expect(await screen.findByRole('dialog', { name: 'Publish results?' })).toHaveTextContent(
      'Class scoring ends.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => {
      answer = confirm({ title: 'Delete?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('asks queued questions one after another', async () => {
    renderUi(<ConfirmHost />);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ title: 'First' });
      second = confirm({ title: 'Second' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
  });

  it('rejects without a mounted host', async () => {
    await expect(confirm({ title: 'Nobody listens' })).rejects.toThrow(/ConfirmHost/);
  });
});
