import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { accountButton, goToProfile, signUp } from './support/session';

/** Writes a PNG of every screen at desktop and phone width to test-results/screens/, for a human to look at. */
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** A screenshot named for the size, `<name>-<size>.png`: the whole page unless told otherwise. */
const snapAt = (page: Page, name: string, size: (typeof sizes)[number], fullPage = true) =>
  snap(page, `${name}-${size.name}`, { fullPage });

for (const size of sizes) {
  test(`screens at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });

    await page.goto('/auth/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await snapAt(page, 'signin', size);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await snapAt(page, 'signin-errors', size);

    await page.goto('/auth/callback');
    await expect(page.getByRole('heading', { name: 'Sign-in incomplete' })).toBeVisible();
    await snapAt(page, 'callback-failed', size);

    await page.goto('/lost-decoy');
    await expect(page.getByText('Page not found', { exact: true }).first()).toBeVisible();
    await snapAt(page, 'not-found-signed-out', size);

    const hunter = newHunter(size.name);
    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await snapAt(page, 'signup', size);
    await signUp(page, hunter);
    await goToProfile(page);

    await expect(page.getByTestId('profile-name')).toHaveText(hunter.name);
    await snapAt(page, 'profile', size);

    await page.getByLabel('Username', { exact: true }).fill('no spaces');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await snapAt(page, 'profile-errors', size);
    await page.getByRole('button', { name: 'Discard' }).click();

    await page.getByLabel('Name', { exact: true }).fill(`${hunter.name} Jr`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
    await snapAt(page, 'profile-toast', size, false);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeHidden();

    await accountButton(page).click();
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await snapAt(page, 'account-menu', size, false);
    await page.keyboard.press('Escape');

    await page.goto('/lost-decoy');
    await expect(page.getByText('Page not found', { exact: true }).first()).toBeVisible();
    await snapAt(page, 'not-found', size);
  });
}
