/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { accountButton, fillSignIn, registerHunter } from './support/session';

test('sign-in and the hunt list never fetch the app stylesheet: the page carries it inline', async ({
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
  // The inlined sheet leaves a disabled link where Vite's preload helper looks for it.
  const inlined = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
  expect(inlined, 'the inlined stylesheet is named by a disabled link').toMatch(
    /^\/assets\/index-.+\.css$/,
  );
  await fillSignIn(page, hunter);
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/hunts');
  await expect(page.getByRole('heading', { name: 'Hunts', level: 1 })).toBeVisible();
  // Every lazy chunk of the screen and the header has arrived (the live socket is no request).
  await page.waitForLoadState('networkidle');

  // The lazy chunks name the app's stylesheet too; a second copy of it would be fetched and
  // applied. (Signing in opens the map, whose engine brings its own sheet: that one may load.)
  expect(stylesheets).not.toContain(inlined);
  const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(canvas, 'the page is styled').not.toBe('rgba(0, 0, 0, 0)');
});
