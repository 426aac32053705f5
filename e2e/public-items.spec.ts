import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { signOut, signUp } from './support/session';

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

/** Logs a hunt through the create screen, with one bird, and returns its address. */
async function logHunt(
  page: Page,
  hunt: { privacy: 'Public' | 'Private'; notes: string; latitude: string; longitude: string },
): Promise<string> {
  await page.goto('/hunts/create');
  await page.getByLabel('Latitude').fill(hunt.latitude);
  await page.getByLabel('Longitude').fill(hunt.longitude);
  await page.getByLabel('Date of hunt').fill('2025-11-15');
  await page.getByRole('radio', { name: hunt.privacy }).check();
  await page.getByLabel(/^Notes/).fill(hunt.notes);
  await page.getByRole('button', { name: 'Add Bird' }).click();
  const form = page.getByRole('form', { name: 'Add bird' });
  await form.getByRole('radio', { name: 'Dabblers' }).check();
  await form.getByLabel('Species').selectOption({ label: 'Mallard' });
  await form.getByRole('radio', { name: 'Drake' }).check();
  await form.getByLabel('Quantity').fill('2');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Save hunt' }).click();
  await expect(page).toHaveURL(/\/hunts\/\d+$/);
  await expect(page.getByTestId('hunt-total-birds')).toHaveText('2');
  return new URL(page.url()).pathname;
}

/** A browser nobody has signed in to, from its own client address. */
async function visitorPage(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number },
) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` },
  });
  return context.newPage();
}

test('a signed-out visitor opens a public hunt by its link, but nothing private or signed-in only', async ({
  page,
  browser,
}, testInfo) => {
  // A sign-up, two hunts and both layouts as a visitor: 54 s on this 2-core machine nearly idle.
  test.setTimeout(120_000);
  const hunter = newHunter('publisher');
  await signUp(page, hunter);
  const publicHunt = await logHunt(page, {
    privacy: 'Public',
    notes: `Open timber, anyone may read ${hunter.username}`,
    latitude: '39.3173',
    longitude: '-121.7955',
  });
  const privateHunt = await logHunt(page, {
    privacy: 'Private',
    notes: `Secret slough ${hunter.username}`,
    latitude: '38.9021',
    longitude: '-121.6',
  });
  await signOut(page);

  for (const layout of layouts) {
    const visitor = await visitorPage(browser, testInfo, layout.viewport);

    await visitor.goto(publicHunt);
    await expect(
      visitor.getByRole('heading', { name: 'Hunt on Sat, Nov 15, 2025', level: 1 }),
    ).toBeVisible();
    await expect(visitor).toHaveURL(new RegExp(`${publicHunt}$`));
    await expect(visitor.getByTestId('hunt-bird')).toHaveCount(2);
    await expect(visitor.getByRole('list', { name: 'Birds' })).toContainText('Mallard');
    await expect(visitor.getByTestId('hunt-notes')).toHaveText(
      `Open timber, anyone may read ${hunter.username}`,
    );
    await expect(visitor.getByTestId('hunt-owner-name')).toHaveText(hunter.name);
    await expect(visitor.getByTestId('hunt-owner-email')).toHaveCount(0);
    await expect(visitor.getByText('Nobody has added a photo to this hunt yet.')).toBeVisible();
    for (const name of ['Edit', 'Delete', 'Add Bird', 'Add photos']) {
      await expect(visitor.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(visitor.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    const header = visitor.getByTestId('visitor-actions');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Create account' })).toBeVisible();
    await expect(visitor.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(visitor.getByTestId('visitor-callout')).toBeVisible();
    await snap(visitor, `public-hunt-${layout.name}`, { fullPage: true });

    await visitor.goto(privateHunt);
    await expect(visitor.getByRole('heading', { name: 'Hunt not found' })).toBeVisible();
    await expect(visitor).toHaveURL(new RegExp(`${privateHunt}$`));
    await expect(visitor.getByText(`Secret slough ${hunter.username}`)).toHaveCount(0);
    await expect(visitor.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await snap(visitor, `public-hunt-not-found-${layout.name}`, { fullPage: true });

    for (const path of ['/hunts', '/friends', '/gallery']) {
      await visitor.goto(path);
      await expect(visitor).toHaveURL(/\/auth\/signin(\?|$)/);
      await expect(visitor.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    }
    await visitor.context().close();
  }

  // Signing in from the public hunt brings its owner back to it, now with the owner's actions.
  const visitor = await visitorPage(browser, testInfo, layouts[0].viewport);
  await visitor.goto(publicHunt);
  await visitor.getByTestId('visitor-actions').getByRole('link', { name: 'Sign in' }).click();
  await visitor.getByLabel('Email', { exact: true }).fill(hunter.email);
  await visitor.getByLabel('Password', { exact: true }).fill(hunter.password);
  await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`${publicHunt}$`));
  await expect(visitor.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await visitor.context().close();
});
