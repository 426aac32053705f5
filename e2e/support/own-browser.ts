import type { Browser, Page, TestInfo } from '@playwright/test';
import { signInThroughApi, type ApiHunter } from './api-hunters';
import { newHunter, type TestHunter } from './hunters';
import { signUp } from './session';

/** The two screen sizes the multi-hunter journeys run at. */
export const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;
export type Layout = (typeof layouts)[number];

/** A signed-up hunter with a browser of their own (and their own client address) and an API session. */
export interface BrowserHunter extends TestHunter {
  page: Page;
  api: ApiHunter;
}

export async function hunterInOwnBrowser(
  browser: Browser,
  testInfo: TestInfo,
  layout: Layout,
  label: string,
): Promise<BrowserHunter> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: layout.viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  const hunter = newHunter(label);
  await signUp(page, hunter);
  return { ...hunter, page, api: await signInThroughApi(context.request, hunter) };
}
