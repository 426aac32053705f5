import type { Hunt, HuntCreateInput } from '@marshlog/domain';
import type { TestApp } from './app.js';
import type { Hunter } from './users.js';

/** Logs a hunt through POST /api/hunts/ at a Sacramento Valley blind unless told otherwise; fails loudly otherwise. */
export async function logHunt(
  app: TestApp,
  hunter: Hunter,
  overrides: Partial<HuntCreateInput> = {},
): Promise<Hunt> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/hunts/',
    headers: hunter.headers,
    payload: { date_of_hunt: '2024-11-16', latitude: 39.31, longitude: -121.79, ...overrides },
  });
  if (response.statusCode !== 201) {
    throw new Error(`logHunt failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<Hunt>();
}
