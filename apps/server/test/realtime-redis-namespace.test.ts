import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { liveChannel, type LiveEvent } from '../src/platform/realtime/bus.js';
import { connectRedisBus } from '../src/platform/realtime/redis-bus.js';
import { pause } from './support/sockets.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { warn: () => undefined, error: () => undefined };

describe('deployments sharing one Redis', () => {
  it('hear the events of their own namespace only', async () => {
    const marsh = `test-${crypto.randomUUID()}`;
    const [publisher, sameDeployment, otherDeployment] = await Promise.all([
      connectRedisBus(REDIS_URL, marsh, quiet),
      connectRedisBus(REDIS_URL, marsh, quiet),
      connectRedisBus(REDIS_URL, `test-${crypto.randomUUID()}`, quiet),
    ]);
    const heard: Record<'same' | 'other', LiveEvent[]> = { same: [], other: [] };
    try {
      await sameDeployment.subscribe(liveChannel, (event) => heard.same.push(event));
      await otherDeployment.subscribe(liveChannel, (event) => heard.other.push(event));
      const signedOut: LiveEvent = { kind: 'tokens_ended', userId: 7, validAfterMs: 1 };
      await publisher.publish(liveChannel, signedOut);
      for (let waited = 0; heard.same.length === 0 && waited < 2_000; waited += 20) await pause(20);
      expect(heard.same).toEqual([signedOut]);
      await pause(100);
      expect(heard.other).toEqual([]);
    } finally {
      await Promise.all([publisher, sameDeployment, otherDeployment].map((bus) => bus.close()));
    }
  });

  it('names the namespace in the configuration, marshlog unless set, and refuses a bad one', () => {
    expect(loadConfig({}).redisNamespace).toBe('marshlog');
    expect(loadConfig({ REDIS_NAMESPACE: 'marsh-staging' }).redisNamespace).toBe('marsh-staging');
    expect(() => loadConfig({ REDIS_NAMESPACE: 'two words' })).toThrow(/REDIS_NAMESPACE/);
  });
});
