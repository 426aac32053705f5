import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIRD_MESSAGES, speciesInCategory, type BirdEntry } from '@marshlog/domain';
import { AddBird } from './AddBird';

function renderAddBird(onAdd: (entry: BirdEntry) => unknown = vi.fn()) {
  render(<AddBird onAdd={onAdd} />);
  return { user: userEvent.setup(), onAdd };
}

const speciesSelect = () => screen.getByLabelText('Species') as HTMLSelectElement;
const quantityInput = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const optionLabels = (select: HTMLSelectElement) =>
  Array.from(select.options).map((option) => option.text);

describe('bird entry form', () => {
  it('is closed until Add Bird opens it, with drake and one bird by default', async () => {
    const { user } = renderAddBird();
    expect(screen.queryByRole('form', { name: 'Add bird' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });

    expect(screen.getByRole('form', { name: 'Add bird' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Drake' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hen' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dabblers' })).toBeChecked();
    expect(quantityInput()).toHaveValue(1);
    expect(speciesSelect()).toHaveValue('');
    expect(optionLabels(speciesSelect())).toEqual([
      'Select a species',
      ...speciesInCategory('dabblers').map((s) => s.label),
    ]);
  });

  it('refuses to add without a species', async () => {
    const { user, onAdd } = renderAddBird();
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(BIRD_MESSAGES.speciesRequired)).toBeInTheDocument();
    expect(speciesSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('clears the species when another category is chosen, and lists that category', async () => {
    const { user } = renderAddBird();
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.selectOptions(speciesSelect(), 'Mallard');
    expect(speciesSelect()).toHaveValue('mallard');

    await user.click(screen.getByRole('radio', { name: 'Geese' }));

    expect(speciesSelect()).toHaveValue('');
    expect(optionLabels(speciesSelect())).toContain('Canada Goose');
    expect(optionLabels(speciesSelect())).not.toContain('Mallard');
    await user.click(screen.getByRole('radio', { name: 'Divers' }));
    expect(optionLabels(speciesSelect())).toHaveLength(speciesInCategory('divers').length + 1);
  });

  it('clamps the quantity to 1-20 and says why', async () => {
    const { user } = renderAddBird();
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });

    await user.clear(quantityInput());
    await user.type(quantityInput(), '25');
    expect(quantityInput()).toHaveValue(20);
    expect(screen.getByText(BIRD_MESSAGES.quantityRange)).toBeInTheDocument();

    await user.clear(quantityInput());
    await user.type(quantityInput(), '0');
    expect(quantityInput()).toHaveValue(1);
    expect(screen.getByText(BIRD_MESSAGES.quantityRange)).toBeInTheDocument();

    await user.clear(quantityInput());
    await user.type(quantityInput(), '7');
    expect(quantityInput()).toHaveValue(7);
    expect(screen.queryByText(BIRD_MESSAGES.quantityRange)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(quantityInput()).toHaveValue(8);
  });

  it('refuses an emptied quantity with the range message', async () => {
    const { user, onAdd } = renderAddBird();
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.selectOptions(speciesSelect(), 'Gadwall');
    await user.clear(quantityInput());
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(BIRD_MESSAGES.quantityRange)).toBeInTheDocument();
    expect(quantityInput()).toHaveAttribute('aria-invalid', 'true');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds the entry with its quantity and closes', async () => {
    const { user, onAdd } = renderAddBird();
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.click(screen.getByRole('radio', { name: 'Geese' }));
    await user.selectOptions(speciesSelect(), 'Canada Goose');
    // Geese are ganders and geese; the stored value stays drake or hen.
    expect(screen.getByRole('radio', { name: 'Gander' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Goose' }));
    await user.type(screen.getByLabelText(/^Time/), '06:45');
    await user.type(screen.getByLabelText(/Bird notes/), 'Banded');
    await user.clear(quantityInput());
    await user.type(quantityInput(), '3');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith({
      species: 'canada_goose',
      gender: 'hen',
      harvested_at: '06:45',
      notes: 'Banded',
      quantity: 3,
    });
    expect(screen.queryByRole('form', { name: 'Add bird' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Bird' })).toBeInTheDocument();
  });

  it('leaves time and notes empty when not given', async () => {
    const { user, onAdd } = renderAddBird();
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.selectOptions(speciesSelect(), 'Mallard');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(onAdd).toHaveBeenCalledWith({
      species: 'mallard',
      gender: 'drake',
      harvested_at: null,
      notes: '',
      quantity: 1,
    });
  });

  it('cancel resets and closes', async () => {
    const { user, onAdd } = renderAddBird();
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.click(screen.getByRole('radio', { name: 'Geese' }));
    await user.selectOptions(speciesSelect(), 'Brant');
    await user.click(screen.getByRole('radio', { name: 'Goose' }));
    await user.clear(quantityInput());
    await user.type(quantityInput(), '4');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add bird' })).not.toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    expect(screen.getByRole('radio', { name: 'Dabblers' })).toBeChecked();
    expect(speciesSelect()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Drake' })).toBeChecked();
    expect(quantityInput()).toHaveValue(1);
  });

  it('stays open with the message when adding fails', async () => {
    const { user } = renderAddBird(() => Promise.reject(new Error('The marsh is closed')));
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.selectOptions(speciesSelect(), 'Wood Duck');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The marsh is closed');
    expect(screen.getByRole('form', { name: 'Add bird' })).toBeInTheDocument();
  });
});
