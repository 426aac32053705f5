import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { befriendThroughApi, type ApiHunter } from './support/api-hunters';
import { hunterInOwnBrowser, layouts } from './support/own-browser';
import { snap } from './support/screens';

/**
 * The browser check: the Analytics tab of the Activity Feed with data created through the
 * API (a friend, saved places, hunts with birds and weather across two seasons), every sub-tab
 * drawn, at 1280 and 375 px.
 */

async function post<T>(request: APIRequestContext, hunter: ApiHunter, path: string, data: object) {
  const response = await request.post(path, {
    data,
    headers: { Authorization: `Bearer ${hunter.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** The year this waterfowl season opened (September 1). */
function seasonYear(today: Date): number {
  return today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

for (const layout of layouts) {
  test(`the Analytics tab draws the hunter's insights, friends and community (${layout.name})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const ann = await hunterInOwnBrowser(browser, testInfo, layout, 'Ann');
    const bob = await hunterInOwnBrowser(browser, testInfo, layout, 'Bob');
    const request = ann.page.context().request;
    await befriendThroughApi(request, ann.api, bob.api);

    const season = seasonYear(new Date());
    const pothole = await post<{ id: number }>(request, ann.api, '/api/locations/', {
      name: 'North pothole',
      latitude: 39.42,
      longitude: -122.18,
    });
    const hunts = [
      {
        date_of_hunt: `${season}-09-01`,
        privacy_level: 'public',
        location: pothole.id,
        wind_speed: 4,
        temperature: 31,
        birds: [
          { species: 'mallard', quantity: 3 },
          { species: 'green_winged_teal', quantity: 2 },
          { species: 'canada_goose', quantity: 1 },
        ],
      },
      {
        date_of_hunt: `${season}-09-01`,
        privacy_level: 'friends',
        location: pothole.id,
        wind_speed: 12,
        temperature: 48,
      },
      {
        date_of_hunt: `${season - 1}-11-16`,
        privacy_level: 'private',
        wind_speed: 18,
        temperature: 22,
        birds: [{ species: 'canvasback', quantity: 2 }],
      },
    ];
    for (const hunt of hunts) {
      await post(request, ann.api, '/api/hunts/', { latitude: 39.31, longitude: -121.79, ...hunt });
    }
    await post(request, bob.api, '/api/hunts/', {
      date_of_hunt: `${season}-09-01`,
      privacy_level: 'public',
      latitude: 39.3,
      longitude: -121.8,
    });

    const { page } = ann;
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Activity Feed' })).toBeVisible();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const tiles = page.getByRole('definition');
    await expect(page.getByText('Total Activities')).toBeVisible();
    await expect(page.getByText('Activity Streak')).toBeVisible();
    await expect(page.getByText('1 day', { exact: true })).toBeVisible();
    await expect(page.getByText('Most Active Day')).toBeVisible();
    await expect(page.getByText(/vs\. monthly pace/)).toBeVisible();
    expect(await tiles.allInnerTexts()).not.toContain('NaN');

    // Overview: this season's harvest.
    await expect(page.getByRole('heading', { name: 'Harvest insights' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Birds by species' })).toContainText('Mallard3');
    await expect(page.getByRole('table', { name: 'Birds by category' })).toContainText('Geese1');
    await expect(page.getByRole('link', { name: 'North pothole' })).toBeVisible();
    await expect(page.getByText('6 birds · 2 hunts · 3 per hunt')).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await snap(page, `analytics-overview-${layout.name}`, { fullPage: true });

    await page.getByRole('tab', { name: 'Breakdown' }).click();
    await expect(page.getByRole('figure', { name: 'Activity breakdown' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Privacy breakdown' })).toContainText('Private');
    await snap(page, `analytics-breakdown-${layout.name}`, { fullPage: true });

    await page.getByRole('tab', { name: 'Social' }).click();
    const meter = page.getByRole('meter', { name: 'Friend comparison' });
    await expect(meter).toBeVisible();
    await expect(page.getByText('Friends', { exact: true }).last()).toBeVisible();
    await snap(page, `analytics-social-${layout.name}`, { fullPage: true });

    await page.getByRole('tab', { name: 'Trends' }).click();
    await expect(page.getByRole('heading', { name: 'Community trends' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Most popular activity types' })).toContainText(
      'Hunt Created',
    );
    await snap(page, `analytics-trends-${layout.name}`, { fullPage: true });

    await page.getByRole('button', { name: 'Year' }).click();
    await expect(page.getByRole('button', { name: 'Year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.locator('body').innerText()).not.toContain('NaN');
  });
}
