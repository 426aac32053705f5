import { readFile } from 'node:fs/promises';
import { seasonOf } from '@marshlog/domain';
import { expect, test } from './fixtures';
import { createThroughApi, signInThroughApi } from './support/api-hunters';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { signUp } from './support/session';

const layouts = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** A day of the current season up to today: the season's first day, or yesterday. */
function daysOfThisSeason(): [string, string] {
  const today = new Date().toISOString().slice(0, 10);
  const opened = `${seasonOf(today).slice(0, 4)}-09-01`;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return [opened, yesterday < opened ? opened : yesterday];
}

for (const layout of layouts) {
  test.describe(`on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a hunter logs shells, bands a bird, reports it and prints and downloads the season', async ({
      page,
      request,
    }) => {
      const hunter = newHunter(`summary${layout.name}`);
      await signUp(page, hunter);
      const api = await signInThroughApi(request, hunter);
      const auth = { Authorization: `Bearer ${api.token}` };
      const [first, second] = daysOfThisSeason();
      const place = await createThroughApi(request, api, '/api/locations/', {
        name: 'Bayou Meto, north hole',
        latitude: 34.3,
        longitude: -91.6,
      });
      await createThroughApi(request, api, '/api/hunts/', {
        date_of_hunt: first,
        latitude: 34.3,
        longitude: -91.6,
        location: place.id,
        birds: [{ species: 'mallard', gender: 'hen', quantity: 3 }],
      });
      const geese = await createThroughApi(request, api, '/api/hunts/', {
        date_of_hunt: second,
        latitude: 34.3,
        longitude: -91.6,
        birds: [{ species: 'snow_goose', gender: 'drake', quantity: 2 }],
      });
      expect(
        (await request.put('/api/regulations/me/', { data: { state: 'AR' }, headers: auth })).ok(),
      ).toBe(true);

      // Shells fired and birds lost are optional fields of the hunt's own form.
      await page.goto(`/hunts/${geese.id}`);
      await page.getByRole('button', { name: 'Edit' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Shells fired/).fill('7');
      await dialog.getByLabel(/^Birds downed but lost/).fill('1');
      await dialog.getByRole('button', { name: /Save/ }).click();
      await expect(dialog).toBeHidden();

      await page.goto('/season/bands');
      await expect(page.getByText('No banded birds yet', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Add a band' }).first().click();
      const adding = page.getByRole('dialog', { name: 'Add a band' });
      await adding.getByRole('button', { name: 'Save band' }).click();
      await expect(adding.getByText('Pick the bird that carried the band')).toBeVisible();
      await adding.getByLabel('Hunt').selectOption({ index: 2 });
      await adding.getByLabel('Bird').selectOption({ index: 1 });
      await adding.getByLabel('Band number').fill('1107-24513');
      await adding.getByLabel('Kind of band').selectOption('reward');
      await adding.getByRole('button', { name: 'Save band' }).click();
      await expect(adding).toBeHidden();

      const band = page.getByTestId('band-card');
      await expect(band).toContainText('1107-24513');
      await expect(band).toContainText('Bayou Meto, north hole');
      await expect(band).toContainText('Mallard, hen');
      const report = band.getByRole('link', { name: /Report this band at reportband.gov/ });
      await expect(report).toHaveAttribute('href', 'https://www.reportband.gov/');
      await expect(report).toHaveAttribute('target', '_blank');
      await band.getByLabel('Reported on').fill(second);
      await band.getByRole('button', { name: 'Save date' }).click();
      await expect(band.getByRole('button', { name: 'Save date' })).toBeDisabled();
      await page.reload();
      await expect(page.getByTestId('band-card').getByLabel('Reported on')).toHaveValue(second);
      await snap(page, `season-summary-bands-${layout.name}`, { fullPage: true });

      await page.goto('/season');
      const summary = page.getByTestId('season-summary');
      await expect(summary).toContainText(`Season ${seasonOf(first)}`);
      await expect(summary.getByRole('row', { name: /^Days hunted 2$/ })).toBeVisible();
      await expect(summary.getByRole('row', { name: /Shells per bird 3\.5/ })).toBeVisible();
      await expect(summary.getByRole('row', { name: /Days over a daily limit 1/ })).toBeVisible();
      await expect(summary.getByRole('row', { name: new RegExp(first) })).toContainText(
        'Hen mallards: 3 of 2',
      );
      await expect(
        summary.getByRole('row', { name: /^Bayou Meto, north hole 1 1 3 0 3$/ }),
      ).toBeVisible();
      await snap(page, `season-summary-screen-${layout.name}`, { fullPage: true });

      // The print view shows the summary alone: no navigation, no buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
      await expect(page.getByRole('navigation').first()).toBeHidden();
      await expect(summary).toBeVisible();
      await snap(page, `season-summary-print-${layout.name}`, { fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      const csv = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const csvFile = await csv;
      expect(csvFile.suggestedFilename()).toBe(`marshlog-season-${seasonOf(first)}-AR.csv`);
      const csvText = await readFile((await csvFile.path()) ?? '', 'utf8');
      expect(csvText).toContain('Days hunted,2');
      const pdf = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const pdfFile = await pdf;
      expect(pdfFile.suggestedFilename()).toBe(`marshlog-season-${seasonOf(first)}-AR.pdf`);
      const pdfBytes = await readFile((await pdfFile.path()) ?? '');
      expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}
