import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { authKeys, createQueryClient, tokenStore } from '../../api';
import { IDENTITY_STORAGE_KEY } from '../../api/token-store';
import { useHunterOnDevice } from './hunter-on-device';

const identity = { email: 'drake@marsh.test', name: 'Drake', provider: 'credentials' };

function hunterOnDevice(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useHunterOnDevice(), { wrapper });
}

describe('whether a hunter is on this device', () => {
  afterEach(() => {
    tokenStore.clear();
    localStorage.clear();
  });

  it('is not, for a visitor the device has never seen signed in', () => {
    const { result } = hunterOnDevice(createQueryClient());
    expect(result.current).toBe(false);
  });

  it('is, when a hunter is remembered from an earlier visit', () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
    const { result } = hunterOnDevice(createQueryClient());
    expect(result.current).toBe(true);
  });

  it('becomes so when a hunter signs in, and stays so after they sign out', () => {
    const queryClient = createQueryClient();
    const { result } = hunterOnDevice(queryClient);
    expect(result.current).toBe(false);
    act(() => queryClient.setQueryData(authKeys.session(), { user: { id: 7 } }));
    expect(result.current).toBe(true);
    act(() => queryClient.setQueryData(authKeys.session(), null));
    expect(result.current).toBe(true);
  });
});
