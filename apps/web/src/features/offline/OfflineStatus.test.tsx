import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { OFFLINE_MESSAGES } from '@marshlog/domain';
import { authKeys, createQueryClient } from '../../api';
import { setAppStatus } from './app-status';
import OfflineStatus from './OfflineStatus';
import { startServiceWorker } from './service-worker';

vi.mock('./service-worker', () => ({ startServiceWorker: vi.fn(), keepOfflineData: vi.fn() }));
// A hunter's offline work (outbox, offline copy) is not what these tests look at.
vi.mock('./HunterOffline', () => ({ default: () => null }));

function renderStatus(queryClient: QueryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <OfflineStatus />
    </QueryClientProvider>,
  );
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('the offline status of the installed app', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
    localStorage.clear();
    act(() => setAppStatus({ applyUpdate: null, storageRefused: false }));
  });

  it("starts the installed app's worker for a hunter on this device, not for a visitor", () => {
    const queryClient = createQueryClient();
    renderStatus(queryClient);
    expect(startServiceWorker).not.toHaveBeenCalled();
    act(() => queryClient.setQueryData(authKeys.session(), { user: { id: 7 } }));
    expect(startServiceWorker).toHaveBeenCalledOnce();
  });

  it('says when the network is gone, and nothing once it is back', () => {
    renderStatus();
    expect(screen.queryByText(OFFLINE_MESSAGES.offlineBanner)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.offlineBanner);
    goOffline(false);
    expect(screen.queryByText(OFFLINE_MESSAGES.offlineBanner)).not.toBeInTheDocument();
  });

  it("says how old the answers on screen are, as the screen's answers come after the banner", () => {
    const queryClient = createQueryClient();
    renderStatus(queryClient);
    goOffline(true);
    expect(screen.getByRole('status')).not.toHaveTextContent('What you see was last updated');
    queryClient.setQueryData(
      ['hunts', 'list'],
      { results: [] },
      { updatedAt: Date.now() - 60_000 },
    );
    act(() => {
      new QueryObserver(queryClient, { queryKey: ['hunts', 'list'], enabled: false }).subscribe(
        () => undefined,
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('What you see was last updated');
  });

  it('offers a waiting new version, which loads only when the hunter asks', async () => {
    const user = userEvent.setup();
    const applyUpdate = vi.fn(() => Promise.resolve());
    renderStatus();
    act(() => setAppStatus({ applyUpdate }));
    expect(screen.getByText(OFFLINE_MESSAGES.updateReady)).toBeVisible();
    expect(applyUpdate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: OFFLINE_MESSAGES.updateNow }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('puts the update off with Later', async () => {
    const user = userEvent.setup();
    renderStatus();
    act(() => setAppStatus({ applyUpdate: () => Promise.resolve() }));
    await user.click(screen.getByRole('button', { name: OFFLINE_MESSAGES.updateLater }));
    expect(screen.queryByText(OFFLINE_MESSAGES.updateReady)).not.toBeInTheDocument();
  });

  it('says when persistent storage was refused, until dismissed for good', async () => {
    const user = userEvent.setup();
    const { unmount } = renderStatus();
    act(() => setAppStatus({ storageRefused: true }));
    expect(screen.getByText(OFFLINE_MESSAGES.storageRefused)).toBeVisible();
    await user.click(screen.getByRole('button', { name: OFFLINE_MESSAGES.dismiss }));
    expect(screen.queryByText(OFFLINE_MESSAGES.storageRefused)).not.toBeInTheDocument();
    unmount();
    renderStatus();
    expect(screen.queryByText(OFFLINE_MESSAGES.storageRefused)).not.toBeInTheDocument();
  });
});
