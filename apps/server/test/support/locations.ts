import type {
  Location,
  LocationCreateInput,
  LocationFeatureCollection,
  SharePermissionLevel,
} from '@marshlog/domain';
import type { TestApp } from './app.js';
import type { Hunter } from './users.js';

let sequence = 0;

/** Saves a location through POST /api/locations/ with sensible defaults; fails loudly otherwise. */
export async function saveLocation(
  app: TestApp,
  owner: Hunter,
  overrides: Partial<LocationCreateInput> = {},
): Promise<Location> {
  sequence += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/locations/',
    headers: owner.headers,
    payload: {
      name: `Flooded rice check ${sequence}`,
      latitude: 39.42,
      longitude: -122.18,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`saveLocation failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<Location>();
}

/** Shares a location through its share route; fails loudly otherwise. */
export async function shareWith(
  app: TestApp,
  owner: Hunter,
  locationId: number,
  hunters: Hunter[],
  permissionLevel: SharePermissionLevel,
): Promise<Location> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/locations/${locationId}/share/`,
    headers: owner.headers,
    payload: {
      user_ids: hunters.map((hunter) => hunter.user.id),
      permission_level: permissionLevel,
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`shareWith failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<Location>();
}

/** `GET url` as the hunter, or signed out. */
export function getAs(app: TestApp, url: string, hunter?: Hunter) {
  return app.inject({ method: 'GET', url, headers: hunter?.headers ?? {} });
}

/** Ids of the locations GET /api/locations/ lists to the hunter (signed out when undefined). */
export async function listedIds(app: TestApp, hunter: Hunter | undefined, query = '') {
  const response = await getAs(app, `/api/locations/${query}`, hunter);
  return response.json<{ results: Location[] }>().results.map((location) => location.id);
}

/** Ids of the locations GET /api/locations/geojson/ maps for the hunter. */
export async function mappedIds(app: TestApp, hunter: Hunter | undefined, query = '') {
  const response = await getAs(app, `/api/locations/geojson/${query}`, hunter);
  return response
    .json<LocationFeatureCollection>()
    .features.map((feature) => feature.properties.id);
}

/** Makes two hunters friends through the friendship routes; answers the friendship id. */
export async function befriend(app: TestApp, from: Hunter, to: Hunter): Promise<number> {
  const request = await app.inject({
    method: 'POST',
    url: '/api/friendships/',
    headers: from.headers,
    payload: { to_user: to.user.id },
  });
  if (request.statusCode !== 201) throw new Error(`befriend: request answered ${request.body}`);
  const friendshipId = request.json<{ id: number }>().id;
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/friendships/${friendshipId}/accept/`,
    headers: to.headers,
  });
  if (accepted.statusCode !== 200) throw new Error(`befriend: accept answered ${accepted.body}`);
  return friendshipId;
}
