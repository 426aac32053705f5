import { describe, expect, it } from 'vitest';
import { autoCloseDelay } from './report-modal-state';

describe('report modal auto-close', () => {
  it('closes 1.5 s after a success and 2 s after a partial success, never before it is created', () => {
    expect(autoCloseDelay({ state: 'created', partial: false })).toBe(1500);
    expect(autoCloseDelay({ state: 'created', partial: true })).toBe(2000);
    expect(autoCloseDelay({ state: 'open' })).toBeNull();
    expect(autoCloseDelay({ state: 'submitting', step: 'uploading' })).toBeNull();
  });
});
