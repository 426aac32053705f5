import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, where each test reaches the server from its own client address, and
 * starts with no other test's browser windows still open.
 */
export const test = base.extend<{
  closeEarlierContexts: undefined;
  keepsSecurityPolicy: undefined;
}>({
  /*
   * The e2e server runs with TRUST_PROXY=1, as it would behind one proxy, and this fixture plays
   * that proxy: it sends the one X-Forwarded-For hop the server believes. The auth routes are
   * rate-limited per address, so the whole suite signing up from 127.0.0.1 would trip that limit.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = testInfo.testId
      .split('')
      .reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_000, 7);
    const address = `10.${(n >> 8) & 255}.${n & 255}.${testInfo.repeatEachIndex + testInfo.retry + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  /*
   * Journeys with several hunters open contexts of their own (browser.newContext), which
   * Playwright leaves open: each kept its sockets, timers and service worker running through
   * every later test of the worker. They are closed as the next test starts rather than as theirs
   * ends, so a failed journey's screenshots still show every one of its windows.
   */
  closeEarlierContexts: [
    async ({ browser }, use) => {
      await Promise.all(browser.contexts().map((context) => context.close()));
      await use(undefined);
    },
    { auto: true },
  ],
  /*
   * No page of the test's own context breaks the app's Content-Security-Policy: a refused script,
   * eval, style or connection is a bug even when the page goes on working around it.
   */
  keepsSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('reportPolicyViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportPolicyViolation: (v: string) => void })
            .reportPolicyViolation;
          report(
            `${event.violatedDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
