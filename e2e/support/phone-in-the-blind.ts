import { expect, type Browser } from '@playwright/test';
import type { TestHunter } from './hunters';
import { accountButton, fillSignIn } from './session';

/**
 * A phone (375 px) signed in as the hunter, on `path`, with the service worker ready: from here a
 * reload with no network still has the app. The context is the caller's to take offline.
 */
export async function phoneReadyForNoSignal(browser: Browser, hunter: TestHunter, path: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await fillSignIn(page, hunter);
  await expect(accountButton(page)).toBeVisible();
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return { context, page };
}
