import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { signUp } from './support/session';
import { FAKE_DAY } from './support/weather-provider';

const layouts = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const layout of layouts) {
  test.describe(`on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a hunt logged with a place and date shows its weather, rating and shooting hours', async ({
      page,
    }) => {
      await signUp(page, newHunter(`weather${layout.name}`));
      // The Sacramento valley; a past day, served by the (local) Open-Meteo archive.
      await page.goto('/hunts/create?lat=39.3173&lng=-121.7955');
      // The weather card loads in its own chunk; a date typed while it mounts could reach the
      // form before the card listens to it (react-hook-form's useWatch subscribes after render).
      const formCard = page.getByRole('region', { name: 'Weather' });
      await expect(formCard.getByTestId('shooting-hours')).toBeVisible();
      await page.getByLabel('Date of hunt').fill('2024-11-16');

      await expect(formCard.getByTestId('weather-conditions')).toHaveText(FAKE_DAY.conditions);
      await expect(formCard.getByTestId('weather-temperature')).toHaveText('38 °F');
      await expect(formCard).toContainText('7 mph WNW');
      // Wind 7 mph (2) + visibility 10 mi where the archive has none (3) + 38 °F (3) = 8.
      await expect(formCard.getByTestId('weather-rating')).toHaveText('Excellent');
      await expect(formCard).toContainText('Legal shooting hours (PST)');
      await expect(formCard.getByTestId('shooting-hours')).toHaveText(/^6:2\d AM – 4:5\d PM$/);
      await expect(formCard).toContainText('Weather data by Open-Meteo.com');
      await expect(page.getByLabel(/Conditions/)).toHaveValue(FAKE_DAY.conditions);
      await expect(page.getByLabel(/Temperature/)).toHaveValue('38');
      await expect(page.getByLabel(/Wind direction/)).toHaveValue(FAKE_DAY.compass);
      await snap(page, `weather-hunt-form-${layout.name}`, { fullPage: true });

      await page.getByRole('button', { name: 'Save hunt' }).click();
      await expect(page).toHaveURL(/\/hunts\/\d+$/);
      // The hunt's page, not the form's card still on screen while the page's code loads.
      await expect(page.getByRole('heading', { level: 1, name: /^Hunt on / })).toBeVisible();

      const card = page.getByRole('region', { name: 'Weather' });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByTestId('weather-conditions')).toHaveText(FAKE_DAY.conditions);
      await expect(card.getByTestId('weather-temperature')).toHaveText('38 °F');
      await expect(card.getByTestId('weather-rating')).toHaveText('Excellent');
      await expect(card).toContainText('Sunrise');
      await expect(card).toContainText('Full Moon');
      // The place's clock, named by its time zone.
      await expect(card).toContainText('Legal shooting hours (PST)');
      await expect(card.getByTestId('shooting-hours')).toHaveText(/^6:2\d AM – 4:5\d PM$/);
      await expect(card).toContainText("check your state's regulations");
      const box = await card.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(layout.viewport.width);
      await snap(page, `weather-hunt-detail-${layout.name}`, { fullPage: true });
    });
  });
}
