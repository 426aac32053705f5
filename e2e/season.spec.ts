import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { goToProfile, signUp } from './support/session';
import { formatPlaceTime, legalWindow, placeDate } from '@marshlog/domain';
import { timeZoneAt } from '@marshlog/domain/time-zone';

const layouts = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const MINUTE = 60_000;

/**
 * A marsh where, right now, legal shooting opens in 15 to 45 minutes: the place is found at the
 * test's own time, so the countdown the screen shows can be checked against the place's clock
 * (the browser keeps real time, which its sign-in tokens need).
 */
function marshBeforeShooting(now: Date) {
  const latitude = 35;
  for (let longitude = -179.5; longitude < 180; longitude += 0.25) {
    const timeZone = timeZoneAt(latitude, longitude);
    // Morocco's clock differs between Node's and Chromium's time-zone data: keep to zones both agree on.
    if (
      !timeZone ||
      timeZone.startsWith('Africa/Casablanca') ||
      timeZone.startsWith('Africa/El_Aaiun')
    )
      continue;
    const date = placeDate(now, timeZone);
    const window = legalWindow(date, latitude, longitude);
    const minutes = window ? (window.opens.getTime() - now.getTime()) / MINUTE : -1;
    if (window && minutes > 15 && minutes < 45)
      return { latitude, longitude, timeZone, date, window };
  }
  throw new Error('no place before shooting time');
}

for (const layout of layouts) {
  test.describe(`on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a hunter picks their state, sees the legal clock and is warned before saving a third hen mallard', async ({
      page,
    }) => {
      const hunter = newHunter(`season${layout.name}`);
      await signUp(page, hunter);

      // Before a state is picked the hunt form says so instead of guessing limits.
      await page.goto('/hunts/create');
      await expect(page.getByTestId('limits-unknown')).toContainText(
        'We do not know your state yet',
      );

      await goToProfile(page);
      const card = page.getByTestId('regulations-card');
      await card.getByLabel('State', { exact: true }).selectOption({ label: 'Arkansas' });
      await card.getByLabel(/^Zone/).fill('Delta');
      await card.getByRole('button', { name: 'Save state and zone' }).click();
      await expect(card.getByTestId('regulations-notice')).toHaveText(
        /Federal framework numbers: your state may set stricter limits/,
      );
      const numbers = card.getByTestId('regulation-numbers');
      await expect(numbers.getByRole('row', { name: /Hen mallards/ })).toContainText('2');
      await expect(numbers).toContainText('84 FR 42996');

      // A broken file is refused with each problem named where it is.
      await card.getByLabel('State numbers file').setInputFiles({
        name: 'arkansas.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({
            format: 'marshlog-regulations/1',
            season: '2026-27',
            flyway: 'mississippi',
          }),
        ),
      });
      const problems = card.getByTestId('state-rules-problems');
      await expect(problems).toContainText('source: Every number needs its source');
      await snap(page, `season-profile-${layout.name}`, { fullPage: true });

      await page.goto('/hunts/create');
      const marsh = marshBeforeShooting(new Date());
      await page.getByLabel('Date of hunt').fill(marsh.date);
      await page.getByLabel('Latitude').fill(String(marsh.latitude));
      await page.getByLabel('Longitude').fill(String(marsh.longitude));
      const clock = page.getByTestId('legal-clock');
      await expect(clock).toContainText(
        `${formatPlaceTime(marsh.window.opens, marsh.timeZone)} to ${formatPlaceTime(marsh.window.closes, marsh.timeZone)}, ${marsh.timeZone.replace(/_/g, ' ')}`,
      );
      const countdown = (await clock.getByTestId('legal-clock-text').textContent()) ?? '';
      const shown = Number(/^Shooting opens in (\d+) min$/.exec(countdown)?.[1]);
      const expected = Math.ceil((marsh.window.opens.getTime() - Date.now()) / MINUTE);
      expect(Math.abs(shown - expected), countdown).toBeLessThanOrEqual(1);
      const placeNow = [new Date(Date.now() - MINUTE), new Date()].map(
        (instant) => `Now ${formatPlaceTime(instant, marsh.timeZone)}`,
      );
      await expect(clock).toContainText(new RegExp(placeNow.join('|')));

      await page.getByRole('button', { name: 'Add Bird' }).click();
      const form = page.getByRole('form', { name: 'Add bird' });
      await form.getByRole('radio', { name: 'Dabblers' }).check();
      await form.getByLabel('Species').selectOption({ label: 'Mallard' });
      await form.getByRole('radio', { name: 'Hen' }).check();
      await form.getByLabel('Quantity').fill('3');
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(form).toBeHidden();

      const warning = page.getByTestId('daily-limit-warning');
      await expect(warning).toContainText('Over the daily limit: Hen mallards: 3 of 2');
      await expect(warning).toContainText('You can still save');
      await expect(
        page.getByTestId('daily-limits').locator('[data-limit="ducks_bag"]'),
      ).toContainText('3 / 6');
      await warning.scrollIntoViewIfNeeded();
      await snap(page, `season-hunt-form-warning-${layout.name}`, { fullPage: true });

      // Saving stays possible: the log must be true. The hunt page counts the same way.
      await page.getByRole('button', { name: 'Save hunt' }).click();
      await expect(page).toHaveURL(/\/hunts\/\d+$/);
      await expect(page.getByTestId('daily-limit-warning')).toContainText('Hen mallards: 3 of 2');
      await snap(page, `season-hunt-page-${layout.name}`, { fullPage: true });

      // The home screen's Today card counts down at the last hunt's place, on that place's clock.
      await page.goto('/map');
      if (layout.name === 'phone') await page.getByRole('button', { name: 'Map tools' }).click();
      const today = page.getByTestId('today-card');
      await expect(today).toContainText(
        `${formatPlaceTime(marsh.window.opens, marsh.timeZone)} to ${formatPlaceTime(marsh.window.closes, marsh.timeZone)}, ${marsh.timeZone.replace(/_/g, ' ')}`,
      );
      const homeCountdown = (await today.getByTestId('legal-clock-text').textContent()) ?? '';
      const homeShown = Number(/^Shooting opens in (\d+) min$/.exec(homeCountdown)?.[1]);
      const homeExpected = Math.ceil((marsh.window.opens.getTime() - Date.now()) / MINUTE);
      expect(Math.abs(homeShown - homeExpected), homeCountdown).toBeLessThanOrEqual(1);
      await snap(page, `season-today-card-${layout.name}`, { fullPage: true });
    });
  });
}
