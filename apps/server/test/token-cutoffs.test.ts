import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCutoffs } from '../src/platform/token-cutoffs.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signUp } from './support/users.js';

describe(`token cutoffs on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('shares one database read among a hunter’s concurrent requests', async () => {
    const hunter = await signUp(app);
    const cutoffs = createTokenCutoffs(app.db);
    const first = cutoffs.validAfterMs(hunter.user.id);
    const second = cutoffs.validAfterMs(hunter.user.id);
    expect(second).toBe(first);
    expect(await first).toBe(0);
  });

  it('answers a cutoff it has just read at once, without a promise', async () => {
    const hunter = await signUp(app);
    const cutoffs = createTokenCutoffs(app.db);
    expect(cutoffs.validAfterMs(hunter.user.id)).toBeInstanceOf(Promise);
    await cutoffs.validAfterMs(hunter.user.id);
    expect(cutoffs.validAfterMs(hunter.user.id)).toBe(0);
  });
});
