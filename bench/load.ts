import autocannon, { type RawRequest } from 'autocannon';
import type { Scenario, Stretch } from './scenarios.js';
import { windowed, type Sample, type WindowedSamples } from './stats.js';

/** A scenario whose requests did not all answer 2xx in time: reported, never measured. */
export class ScenarioFailed extends Error {}

/** Signs the viewer in through the API and answers the bearer token (valid 15 minutes). */
export async function signIn(baseUrl: string, body: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.254' },
    body,
  });
  if (!response.ok)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { jwt_token: string }).jwt_token;
}

/** A distinct client address per request, so the per-IP sign-in limit sees 64 clients, not one. */
function forwardedFor(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Drives the running server with autocannon: `clients` connections in a closed loop, for the
 * warm-up and then the measured window, and answers what completed inside it. Every response
 * must be 2xx, and no request may fail or time out; otherwise this throws, naming what came back.
 */
export async function measureApi(
  baseUrl: string,
  scenario: Scenario,
  token: string | undefined,
  clients: number,
  window: Stretch,
): Promise<WindowedSamples> {
  const headers: Record<string, string> = {};
  if (token && scenario.signedIn) headers.authorization = `Bearer ${token}`;
  if (scenario.body) headers['content-type'] = 'application/json';
  let sent = 0;
  const setupRequest = scenario.passwordCheck
    ? (request: RawRequest) => ({
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor(++sent) },
      })
    : undefined;
  const samples: Sample[] = [];
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const start = performance.now();
  const instance = autocannon({
    url: baseUrl,
    connections: clients,
    duration: window.warmup + window.measure,
    timeout: window.timeout,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers,
        ...(scenario.body ? { body: scenario.body } : {}),
        ...(setupRequest ? { setupRequest } : {}),
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    samples.push({ completedAt: performance.now(), latencyMs: responseTime });
  });
  instance.on('reqError', (error) => failures.push(error.message));
  const result = await instance;
  const bad = [...statuses].filter(([status]) => status < 200 || status > 299);
  if (bad.length > 0 || failures.length > 0 || result.errors > 0 || result.timeouts > 0) {
    const codes = [...statuses].map(([status, n]) => `${n} x ${status}`).join(', ');
    throw new ScenarioFailed(
      `responses ${codes}; ${result.errors} errors, ` +
        `${result.timeouts} timeouts${failures.length ? ` (${failures[0]})` : ''}`,
    );
  }
  const windowStart = start + window.warmup * 1000;
  return windowed(samples, windowStart, windowStart + window.measure * 1000);
}
