import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DATA_WAIT_MS, lazyPage, type PageModule } from './lazy-page';

function BlindPage() {
  return <h1>Blind layout</h1>;
}

describe('lazyPage', () => {
  it('shows the fallback box when the screen fails to load, and Try Again loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: BlindPage });
    const Page = lazyPage(load);
    render(<Page />);

    expect(
      await screen.findByRole('heading', { name: 'Component Loading Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load component')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Blind layout' })).toBeInTheDocument();
    expect(screen.queryByText('Component Loading Failed')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the screen once and reuses it on the next visit', async () => {
    const load = vi.fn(async () => ({ default: BlindPage }));
    const Page = lazyPage(load);
    const { unmount } = render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Blind layout' })).toBeInTheDocument();
    unmount();

    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Blind layout' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens a preloaded screen with the data started beside its code', async () => {
    const Page = lazyPage(async () => ({ default: BlindPage }));
    const delivery: { deliver?: () => void } = {};
    const data = new Promise<undefined>((resolve) => {
      delivery.deliver = () => resolve(undefined);
    });
    Page.preload(data);
    render(<Page />);
    // The code is in, the data is not: the screen still shows its loading state.
    await new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS / 3));
    expect(screen.queryByRole('heading', { name: 'Blind layout' })).not.toBeInTheDocument();

    delivery.deliver?.();
    expect(await screen.findByRole('heading', { name: 'Blind layout' })).toBeInTheDocument();
  });

  it('does not hold a screen longer than DATA_WAIT_MS for data that does not come', async () => {
    const Page = lazyPage(async () => ({ default: BlindPage }));
    const opened = performance.now();
    Page.preload(new Promise(() => undefined));
    render(<Page />);

    expect(await screen.findByRole('heading', { name: 'Blind layout' })).toBeInTheDocument();
    expect(performance.now() - opened).toBeGreaterThanOrEqual(DATA_WAIT_MS - 5);
  });
});
