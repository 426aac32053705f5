import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import type { TestHunter } from './hunters';

/** A hunter as the API knows them: their id and a bearer token of their own. */
export interface ApiHunter {
  id: number;
  token: string;
}

/**
 * Signs an existing hunter in through the API (not the browser), for setting up what a test is
 * not about. The request context is not a browser's, so the browser's own session is untouched.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  hunter: Pick<TestHunter, 'email' | 'password'>,
): Promise<ApiHunter> {
  const response = await request.post('/api/auth/login/', {
    data: { email: hunter.email, password: hunter.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { jwt_token: string; user: { id: number } };
  return { id: body.user.id, token: body.jwt_token };
}

/** A asks B to be friends and B accepts, through the API. */
export async function befriendThroughApi(
  request: APIRequestContext,
  from: ApiHunter,
  to: ApiHunter,
): Promise<void> {
  const asked = await request.post('/api/friendships/', {
    data: { to_user: to.id },
    headers: { Authorization: `Bearer ${from.token}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  const accepted = await request.post(`/api/friendships/${id}/accept/`, {
    headers: { Authorization: `Bearer ${to.token}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** Creates an item as the hunter through the API (POST, 201 expected) and gives back its id. */
export async function createThroughApi(
  request: APIRequestContext,
  who: ApiHunter,
  path: string,
  data: object,
): Promise<{ id: number }> {
  const response = await request.post(path, {
    data,
    headers: { Authorization: `Bearer ${who.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}
