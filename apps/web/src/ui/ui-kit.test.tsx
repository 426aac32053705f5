import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Modal } from './Modal';
import { Pagination } from './Pagination';
import { TextField } from './TextField';

describe('ui kit', () => {
  it('TextField wires its label, error and n/max counter for screen readers', () => {
    render(
      <TextField
        label="Location name"
        error="Location name is required"
        counter={{ count: 12, max: 255 }}
      />,
    );
    const input = screen.getByLabelText('Location name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Location name is required/);
    expect(input).toHaveAccessibleDescription(/12\/255/);
  });

  it('Button blocks clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save hunt
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save hunt' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save hunt' })).toHaveAttribute('aria-busy', 'true');
  });

  it('Modal is named by its title, closes on Escape, but not while closing is prevented', async () => {
    function Harness({ busy }: { busy: boolean }) {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onOpenChange={setOpen} title="Create New Location" preventClose={busy}>
          <input aria-label="Name" />
        </Modal>
      );
    }
    const { rerender } = render(<Harness busy />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Location' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    rerender(<Harness busy={false} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Pagination moves between pages and hides on a single page', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination page={1} count={45} pageSize={20} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(<Pagination page={1} count={20} pageSize={20} onPageChange={onPageChange} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
