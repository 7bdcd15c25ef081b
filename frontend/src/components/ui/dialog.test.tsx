import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function Harness({ busy = false, onClose = () => {} }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog labelledBy="title" onClose={close} busy={busy} initialFocus="input">
          <h2 id="title">Choose a ride</h2>
          <button type="button">First</button>
          <input aria-label="Price" />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal <dialog> named by its heading, focus where asked; Escape closes and focus goes back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Choose a ride' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a press on the backdrop, not inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');

    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Choose a ride' }));
    expect(dialog).toBeInTheDocument();
    fireEvent.mouseDown(dialog); // only the backdrop's presses land on the <dialog> itself
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while busy', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness busy onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  it('is an alertdialog described by its text, the safe choice focused', () => {
    render(
      <ConfirmDialog
        open
        title="Cancel this ride?"
        text="Nobody can join it then."
        confirmLabel="Yes"
        cancelLabel="Back"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this ride?' });
    expect(dialog).toHaveAccessibleDescription('Nobody can join it then.');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
  });
});
