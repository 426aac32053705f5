import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { goToProfile, signUp } from './support/session';

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

/** Waypoints as another hunting map exports them: two spots, one repeated, a track, a bad fix. */
const waypoints = `<?xml version="1.0" encoding="UTF-8"?>
<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="HuntMaps 7.4.2">
  <metadata><name>Waterfowl 2024</name><time>2025-02-03T18:22:41Z</time></metadata>
  <wpt lat="39.421234" lon="-122.183456"><time>2024-10-19T13:05:00Z</time><name>Pintail Pit</name>
    <desc>Layout blind on the north levee</desc><sym>Blind</sym><extensions><color>#FF8800</color></extensions></wpt>
  <wpt lat="39.301111" lon="-121.792222"><name>Rice Check 4</name><cmt>Flooded after Nov 1</cmt></wpt>
  <wpt lat="95.2" lon="-121.9"><name>Bad GPS fix</name></wpt>
  <trk><name>Walk in</name><trkseg><trkpt lat="39.42" lon="-122.18"/><trkpt lat="39.421" lon="-122.183"/></trkseg></trk>
</gpx>`;

for (const layout of layouts) {
  test.describe(`importing locations on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('previews a GPX file with what is left out, imports the chosen waypoints privately, then flags them as saved', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await signUp(page, newHunter(`imp${layout.name}`));
      await goToProfile(page);
      const card = page.getByRole('region', { name: 'Import locations' });
      const file = { name: 'waterfowl.gpx', mimeType: '', buffer: Buffer.from(waypoints) };
      await card.getByLabel('GPX, KML or GeoJSON file').setInputFiles(file);

      await expect(card.getByRole('checkbox', { name: 'Import Pintail Pit' })).toBeChecked();
      await expect(card.getByRole('checkbox', { name: 'Import Rice Check 4' })).toBeChecked();
      const skipped = card.getByRole('region', { name: 'Left out' });
      await expect(skipped).toContainText('Bad GPS fix');
      await expect(skipped).toContainText('Coordinates out of range');
      await expect(skipped).toContainText('Not a point (a track, route or area)');
      await expect(card.getByLabel('Who sees the imported locations')).toHaveValue('private');
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({
        animations: 'disabled',
        path: testInfo.outputPath(`import-preview-${layout.name}.png`),
      });

      await card.getByRole('checkbox', { name: 'Import Rice Check 4' }).uncheck();
      await card.getByRole('button', { name: 'Import (1)' }).click();
      await expect(card.getByText('Imported 1 location.')).toBeVisible();
      await card.screenshot({
        animations: 'disabled',
        path: testInfo.outputPath(`import-done-${layout.name}.png`),
      });

      await card.getByRole('button', { name: 'Choose another file' }).click();
      await card.getByLabel('GPX, KML or GeoJSON file').setInputFiles(file);
      const saved = card.getByRole('checkbox', { name: 'Import Pintail Pit' });
      await expect(saved).toBeDisabled();
      await expect(card.getByText('Already saved')).toBeVisible();

      await page.goto('/locations');
      await expect(page.getByText('Pintail Pit')).toBeVisible();
      await expect(page.getByText('Rice Check 4')).toHaveCount(0);
    });

    test('prepares the full archive with progress, then downloads the ZIP', async ({
      page,
    }, testInfo) => {
      await signUp(page, newHunter(`arch${layout.name}`));
      await goToProfile(page);
      const card = page.getByRole('region', { name: 'Full archive' });
      await card.getByRole('button', { name: 'Prepare archive' }).click();
      const download = page.waitForEvent('download');
      await card.getByRole('button', { name: 'Download archive' }).click();
      expect((await download).suggestedFilename()).toMatch(/^marshlog-archive-.*\.zip$/);
      await card.screenshot({
        animations: 'disabled',
        path: testInfo.outputPath(`archive-${layout.name}.png`),
      });
    });

    test('names the problem with a file that is not GPX, KML or GeoJSON', async ({ page }) => {
      await signUp(page, newHunter(`impbad${layout.name}`));
      await goToProfile(page);
      const card = page.getByRole('region', { name: 'Import locations' });
      await card
        .getByLabel('GPX, KML or GeoJSON file')
        .setInputFiles({ name: 'spots.gpx', mimeType: '', buffer: Buffer.from('<gpx><wpt>') });
      await expect(card.getByRole('alert')).toContainText('This GPX file is malformed XML');
    });
  });
}
