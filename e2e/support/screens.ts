import type { Page } from '@playwright/test';

/**
 * A screenshot of what the hunter sees, for a reviewer to open: test-results/screens/<name>.png,
 * taken with CSS animations finished (a dialog mid-fade would look broken). `fullPage` captures
 * the whole scrolled page rather than the viewport.
 */
export function snap(page: Page, name: string, { fullPage = false } = {}): Promise<Buffer> {
  return page.screenshot({
    animations: 'disabled',
    path: `test-results/screens/${name}.png`,
    fullPage,
  });
}
