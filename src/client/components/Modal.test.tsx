import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { ConfirmDialog, type ConfirmVariant } from './ConfirmDialog';
import { Modal } from './Modal';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal open={open} title="Rename report" onClose={() => setOpen(false)} footer={<button type="button">Save</button>}>
        <input aria-label="Report name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and gives it back on close', async () => {
    const { user } = renderWithProviders(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rename report' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on a click outside but not on a click inside', async () => {
    const { user } = renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByLabelText('Report name'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <Modal open={false} title="Hidden" onClose={() => undefined}>
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('defaults to the title Confirm Action with Confirm and Cancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<ConfirmDialog open message="Delete this report?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Confirm Action' })).toHaveTextContent('Delete this report?');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<ConfirmDialog open message="Sure?" onConfirm={jest.fn()} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it.each<ConfirmVariant>(['primary', 'danger', 'warning', 'success'])('supports the %s variant and custom texts', (variant) => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Disconnect account"
        message="Sure?"
        confirmLabel="Disconnect"
        cancelLabel="Keep"
        variant={variant}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Disconnect account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toHaveAttribute('data-variant', variant);
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });
});
