import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

const Harness = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Example" description="Some words.">
        <input aria-label="First" />
        <input aria-label="Second" data-autofocus />
        <button type="button">Last</button>
      </Modal>
    </>
  );
};

const openDialog = async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Example' }) };
};

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog and moves focus to the marked element', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Some words.');
    expect(screen.getByLabelText('Second')).toHaveFocus();
  });

  it('traps focus inside', async () => {
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling and makes the page inert while open', async () => {
    const { user, opener } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    expect(opener.closest('[inert]')).not.toBeNull();

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(opener.closest('[inert]')).toBeNull();
  });
});
