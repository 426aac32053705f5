import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  BIRD_MESSAGES,
  COMMON_SPECIES,
  QUICK_BIRD_TEXT,
  speciesInCategory,
  speciesLabel,
  type BirdEntry,
  type FrequentSpecies,
} from '@marshlog/domain';
import { ToastProvider } from '../../../ui';
import { json, mockFetch } from '../../../test/fetch-mock';
import { AddBird } from './AddBird';

afterEach(() => vi.unstubAllGlobals());

/** Bird entry with its providers, the hunter's own species answered as given. */
function renderAddBird(
  onAdd: (entry: BirdEntry) => unknown = vi.fn(),
  frequent: FrequentSpecies['results'] = [],
) {
  mockFetch({ 'GET /api/hunts/frequent_species/': () => json(200, { results: frequent }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AddBird onAdd={onAdd} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onAdd };
}

const quickRow = async () =>
  within(await screen.findByRole('list', { name: QUICK_BIRD_TEXT.heading }));
const quickNames = async () =>
  (await quickRow()).getAllByRole('button').map((button) => button.textContent);

const speciesSelect = () => screen.getByLabelText('Species') as HTMLSelectElement;
const quantityInput = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const optionLabels = (select: HTMLSelectElement) =>
  Array.from(select.options).map((option) => option.text);

describe('quick row', () => {
  it('offers a hunter with no birds the common species, one tap each', async () => {
    renderAddBird();
    expect(await quickNames()).toEqual(COMMON_SPECIES.map(speciesLabel));
    expect(screen.getByText(QUICK_BIRD_TEXT.firstHint)).toBeInTheDocument();
  });

  it('puts the hunter’s own most logged species first', async () => {
    renderAddBird(vi.fn(), [
      { species: 'canvasback', species_display: 'Canvasback', birds: 12 },
      { species: 'bufflehead', species_display: 'Bufflehead', birds: 4 },
    ]);
    expect((await quickNames()).slice(0, 3)).toEqual(['Canvasback', 'Bufflehead', 'Mallard']);
    expect(screen.getByText(QUICK_BIRD_TEXT.hint)).toBeInTheDocument();
  });

  it('adds one bird per tap with the sex chosen, which stays chosen', async () => {
    const onAdd = vi.fn<(entry: BirdEntry) => unknown>();
    const { user } = renderAddBird(onAdd);
    const row = await quickRow();
    await user.click(row.getByRole('button', { name: 'Add Mallard (drake)' }));
    await user.click(screen.getByRole('radio', { name: 'Hen' }));
    await user.click(row.getByRole('button', { name: 'Add Mallard (hen)' }));
    await user.click(row.getByRole('button', { name: 'Add Canada Goose (goose)' }));

    expect(onAdd.mock.calls.map(([entry]) => entry)).toEqual([
      { species: 'mallard', gender: 'drake', harvested_at: null, notes: '', quantity: 1 },
      { species: 'mallard', gender: 'hen', harvested_at: null, notes: '', quantity: 1 },
      { species: 'canada_goose', gender: 'hen', harvested_at: null, notes: '', quantity: 1 },
    ]);
    expect(screen.getByRole('radio', { name: 'Hen' })).toBeChecked();
    await waitFor(() => expect(screen.getByText('Added Canada Goose (goose)')).toBeInTheDocument());
  });

  it('opens the form on the species and sex tapped last', async () => {
    const { user } = renderAddBird();
    await user.click(screen.getByRole('radio', { name: 'Hen' }));
    await user.click((await quickRow()).getByRole('button', { name: 'Add Canada Goose (goose)' }));
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });

    expect(screen.getByRole('radio', { name: 'Geese' })).toBeChecked();
    expect(speciesSelect()).toHaveValue('canada_goose');
    expect(screen.getByRole('radio', { name: 'Goose' })).toBeChecked();
  });

  it('says so in a toast when a tap cannot add the bird', async () => {
    const { user } = renderAddBird(() => Promise.reject(new Error('The marsh is closed')));
    await user.click((await quickRow()).getByRole('button', { name: 'Add Wood Duck (drake)' }));
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText(QUICK_BIRD_TEXT.addFailed)).toBeInTheDocument();
    expect(toasts.getByText('The marsh is closed')).toBeInTheDocument();
  });
});

describe('bird entry form', () => {
  it('remembers the species and sex of the last Add when it opens again', async () => {
    const { user, onAdd } = renderAddBird();
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.click(screen.getByRole('radio', { name: 'Divers' }));
    await user.selectOptions(speciesSelect(), 'Redhead');
    await user.click(screen.getByRole('radio', { name: 'Hen' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await user.click(await screen.findByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    expect(screen.getByRole('radio', { name: 'Divers' })).toBeChecked();
    expect(speciesSelect()).toHaveValue('redhead');
    expect(screen.getByRole('radio', { name: 'Hen' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenLastCalledWith({
      species: 'redhead',
      gender: 'hen',
      harvested_at: null,
      notes: '',
      quantity: 1,
    });
  });

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
