import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { TestHunter } from './hunters';

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Creates the account through the sign-up screen and waits until it lands signed in. */
export async function signUp(page: Page, hunter: TestHunter): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('Name', { exact: true }).fill(hunter.name);
  await page.getByLabel('Username', { exact: true }).fill(hunter.username);
  await page.getByLabel('Email', { exact: true }).fill(hunter.email);
  await page.getByLabel('Password', { exact: true }).fill(hunter.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(accountButton(page)).toBeVisible();
  // The new hunter lands on the map by way of `/`: wait for the map, or a click on the way is undone.
  await expect(page).toHaveURL(/\/map$/);
}

/** Creates the account through the API only, for tests about something else. */
export async function registerHunter(
  request: APIRequestContext,
  hunter: TestHunter,
): Promise<void> {
  const response = await request.post('/api/auth/register/', { data: hunter });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills in the sign-in screen that is already open. */
export async function fillSignIn(
  page: Page,
  hunter: Pick<TestHunter, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(hunter.email);
  await page.getByLabel('Password', { exact: true }).fill(hunter.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The account menu on a desktop, the Menu button on a phone. */
export function accountButton(page: Page) {
  return isPhone(page)
    ? page.getByRole('button', { name: 'Menu', exact: true })
    : page.getByRole('button', { name: /^Account menu for / });
}

export async function signOut(page: Page): Promise<void> {
  await accountButton(page).click();
  const menu = isPhone(page) ? page.getByRole('dialog', { name: 'Menu' }) : page.locator('header');
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
}

/** Opens the profile the way a hunter does: the header link, or the Menu on a phone. */
export async function goToProfile(page: Page): Promise<void> {
  if (isPhone(page)) {
    await accountButton(page).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
  }
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
}
