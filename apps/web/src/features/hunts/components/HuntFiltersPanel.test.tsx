import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filtersFromSearch } from '../hunt-filters';
import { HuntFiltersPanel } from './HuntFiltersPanel';

/** A phone's width: the panel's one media query (under Tailwind's md) matches. */
function onAPhone() {
  const wide = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    Object.assign(wide(query), { matches: query === '(width < 48rem)' }),
  );
}

const noFilters = filtersFromSearch(new URLSearchParams());

describe('the hunt filters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show every field side by side on a wide screen', () => {
    render(<HuntFiltersPanel filters={noFilters} onChange={() => undefined} />);
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Species' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Order' })).toBeInTheDocument();
  });

  it('fold all but search behind Filters on a phone, and unfold when it is tapped', async () => {
    onAPhone();
    const user = userEvent.setup();
    render(<HuntFiltersPanel filters={noFilters} onChange={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Search notes' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Species' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('From')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Mallard' })).toBeInTheDocument();
  });
});
