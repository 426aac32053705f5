import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, type PageModule } from './lazy-page';

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
});
