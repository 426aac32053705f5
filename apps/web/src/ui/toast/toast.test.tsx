import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import type { ToastApi } from './toast-types';
import { useToast } from './useToast';

let toast: ToastApi;

function Capture({ onToast }: { onToast: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => onToast(api), [api, onToast]);
  return null;
}

const keep = (api: ToastApi) => {
  toast = api;
};

function renderToasts() {
  render(
    <ToastProvider>
      <Capture onToast={keep} />
    </ToastProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = () =>
  Array.from(document.querySelectorAll('[data-type]'), (element) => element.textContent);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderToasts();
  });

  it.each([
    ['success', 4000],
    ['error', 8000],
    ['warning', 6000],
    ['info', 5000],
  ] as const)('a %s toast leaves after %i ms, then a 300 ms exit animation', (type, duration) => {
    act(() => void toast[type]('Hunt saved'));
    advance(duration - 1);
    expect(screen.getByText('Hunt saved')).toBeInTheDocument();

    advance(1);
    const leaving = screen.getByText('Hunt saved').closest('[data-type]');
    expect(leaving).toHaveAttribute('data-leaving', 'true');

    advance(299);
    expect(screen.getByText('Hunt saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Hunt saved')).not.toBeInTheDocument();
  });

  it('defaults to 5000 ms when no type is given', () => {
    act(() => void toast.show({ title: 'Weather loaded' }));
    advance(4999);
    expect(screen.getByText('Weather loaded').closest('[data-type]')).not.toHaveAttribute(
      'data-leaving',
    );
    advance(301);
    expect(screen.queryByText('Weather loaded')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 until it is dismissed', () => {
    act(() => void toast.info('Offline', { duration: 0 }));
    advance(60_000);
    expect(screen.getByText('Offline')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(300);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('keeps a loading toast, without a dismiss button, until it is replaced', () => {
    let id = '';
    act(() => {
      id = toast.loading('Uploading photos...');
    });
    advance(60_000);
    expect(screen.getByText('Uploading photos...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(300);
    expect(screen.getByText('Uploading photos...')).toBeInTheDocument();

    act(() => void toast.update(id, { type: 'success', title: 'Photos uploaded' }));
    expect(shown()).toEqual(['Photos uploaded']);
    advance(4300);
    expect(shown()).toEqual([]);
  });

  it('shows at most 5: the newest replaces the oldest', () => {
    act(() => {
      for (let n = 1; n <= 6; n += 1) toast.info(`Toast ${n}`);
    });
    expect(shown()).toEqual(['Toast 2', 'Toast 3', 'Toast 4', 'Toast 5', 'Toast 6']);
  });

  it('dismisses the newest dismissible toast on Escape', () => {
    act(() => {
      toast.info('Older');
      toast.warning('Newer');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(300);
    expect(shown()).toEqual(['Older']);
  });

  it('announces errors as alerts and the rest politely', () => {
    act(() => {
      toast.error('Report creation failed', { description: 'An unexpected error occurred' });
      toast.success('Report created');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Report creation failed');
    expect(screen.getByRole('status')).toHaveTextContent('Report created');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});

describe('useToast', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture onToast={keep} />)).toThrow(
      'useToast must be used within a ToastProvider',
    );
  });
});
