/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { accountButton, fillSignIn, registerHunter } from './support/session';

test('sign-in and the hunt list fetch no stylesheet: the app carries its styles inside the page', async ({
  page,
  request,
}) => {
  const hunter = newHunter('Styles');
  await registerHunter(request, hunter);
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
  });

  await page.goto('/auth/signin');
  await fillSignIn(page, hunter);
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/hunts');
  await expect(page.getByRole('heading', { name: 'Hunts', level: 1 })).toBeVisible();
  // Every lazy chunk of the screen and the header has arrived (the live socket is no request).
  await page.waitForLoadState('networkidle');

  // The lazy chunks name the stylesheet too; a second copy of it would be fetched and applied.
  expect(stylesheets).toEqual([]);
  const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(canvas, 'the page is styled').not.toBe('rgba(0, 0, 0, 0)');
});
