import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { BENCH_PASSWORD } from './profiles.js';
import type { BenchAccounts } from './seed/target.js';

/** Issue 8: the map is idle and interactive at most this long after its data arrived. */
export const MAP_IDLE_BUDGET_MS = 2000;

const WEB_INDEX = path.resolve(import.meta.dirname, '../apps/web/dist/index.html');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ITEMS_SOURCE = 'marshlog-items';
const LAYERS = ['hunts', 'locations', 'reports'] as const;
type Layer = (typeof LAYERS)[number];

/** What the map measurement found. */
export interface MapIdleResult {
  /** From the last byte of the last GeoJSON answer (resource timing) to the map's first idle after it. */
  idleAfterDataMs: number;
  /** From the navigation to that idle. */
  idleAfterNavigationMs: number;
  /** Features in each endpoint's answer, and single items plus clusters the map's source holds. */
  features: Record<Layer, number> & { total: number; inSource: number | null };
  pass: boolean;
}

/** A 1x1 PNG for every imagery tile. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TILEJSON = {
  tilejson: '3.0.0',
  tiles: ['https://tiles.openfreemap.org/planet/tiles/{z}/{x}/{y}.pbf'],
  minzoom: 0,
  maxzoom: 14,
};

/** Every request off loopback answered locally (as e2e/support/map-page.ts does) or refused. */
async function answerBaseMapLocally(context: BrowserContext, refused: string[]): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'basemap.nationalmap.gov') {
      return route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG });
    }
    if (url.hostname === 'tiles.openfreemap.org') {
      if (url.pathname === '/planet') return route.fulfill({ status: 200, json: TILEJSON });
      return route.fulfill({ status: 200, contentType: 'application/x-protobuf', body: '' });
    }
    refused.push(url.href);
    return route.abort();
  });
}

/** The page-side probe, the window's fields it fills. */
interface Probe {
  __MARSHLOG_TEST__?: boolean;
  __benchArrived?: Record<string, number>;
  __benchAnswers?: Record<string, Response>;
  __benchIdles?: number[];
  __benchContent?: number[];
  __marshlogMap?: unknown;
}

/**
 * Runs in the page before the app: exposes the map (the app's test flag), records when each
 * GeoJSON answer's last byte arrived (resource timing's responseEnd, so the page parses nothing
 * more than the app does), keeps an unread copy of each answer to count its features after the
 * measurement, and records every `idle` of the map and every data change of its source.
 */
function installProbe(): void {
  const probe = globalThis as unknown as Probe & typeof globalThis;
  probe.__MARSHLOG_TEST__ = true;
  probe.__benchArrived = {};
  probe.__benchAnswers = {};
  probe.__benchIdles = [];
  probe.__benchContent = [];
  const layerOf = (url: string) => /\/api\/(hunts|locations|reports)\/geojson\//.exec(url)?.[1];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const layer = layerOf(entry.name);
      if (layer && entry.responseStatus === 200 && probe.__benchArrived) {
        probe.__benchArrived[layer] = entry.responseEnd;
      }
    }
  }).observe({ type: 'resource', buffered: true });
  const originalFetch = probe.fetch.bind(probe);
  probe.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const layer = layerOf(url);
    if (layer && response.ok && probe.__benchAnswers)
      probe.__benchAnswers[layer] = response.clone();
    return response;
  };
  interface ProbedMap {
    on(
      event: string,
      listener: (event: { sourceId?: string; sourceDataType?: string }) => void,
    ): void;
  }
  let held: unknown;
  Object.defineProperty(probe, '__marshlogMap', {
    configurable: true,
    get: () => held,
    set: (map: ProbedMap | undefined) => {
      held = map;
      map?.on('idle', () => probe.__benchIdles?.push(performance.now()));
      map?.on('sourcedata', (event) => {
        if (event.sourceId === 'marshlog-items' && event.sourceDataType !== 'metadata') {
          probe.__benchContent?.push(performance.now());
        }
      });
    },
  });
}

interface PageTimes {
  arrived: Record<string, number>;
  idles: number[];
  content: number[];
}

function readTimes(page: Page): Promise<PageTimes> {
  return page.evaluate(() => {
    const probe = globalThis as unknown as Probe;
    return {
      arrived: probe.__benchArrived ?? {},
      idles: probe.__benchIdles ?? [],
      content: probe.__benchContent ?? [],
    };
  });
}

/** After the measurement: the features in each kept answer, and the items the map's source holds. */
function countFeatures(
  page: Page,
): Promise<{ answers: Record<string, number>; inSource: number | null }> {
  return page.evaluate(async (sourceId) => {
    const probe = globalThis as unknown as Probe;
    const answers: Record<string, number> = {};
    for (const [layer, response] of Object.entries(probe.__benchAnswers ?? {})) {
      const body = (await response.json()) as { features?: unknown[] };
      answers[layer] = body.features?.length ?? 0;
    }
    const map = probe.__marshlogMap as
      { getSource(id: string): { serialize(): { data?: unknown } } | undefined } | undefined;
    const data = map?.getSource(sourceId)?.serialize().data as { features?: unknown[] } | undefined;
    return { answers, inSource: Array.isArray(data?.features) ? data.features.length : null };
  }, ITEMS_SOURCE);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens /map on the running built server as the bench viewer in headless Chromium (software
 * WebGL) and measures from the moment all three GeoJSON answers were read to the map's first
 * `idle` after its source last took data. Tiles, TileJSON and glyphs never leave the machine.
 */
export async function measureMapIdle(
  serverUrl: string,
  accounts: BenchAccounts,
  timeoutMs = 180_000,
): Promise<MapIdleResult> {
  await fs.access(WEB_INDEX).catch(() => {
    throw new Error(`${WEB_INDEX} is missing: run npm run build first`);
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox'],
  });
  try {
    const context = await browser.newContext({
      baseURL: serverUrl,
      viewport: { width: 1280, height: 800 },
    });
    const refused: string[] = [];
    await answerBaseMapLocally(context, refused);
    // tsx names functions through an `__name` helper that a function sent to the page lacks.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript(installProbe);
    // Sign in through the API: the refresh cookie lands in the context, the identity in storage.
    const signedIn = await context.request.post('/api/auth/login/', {
      data: { email: accounts.viewer.email, password: BENCH_PASSWORD },
      headers: { 'X-Auth-Mode': 'jwt' },
    });
    if (!signedIn.ok()) throw new Error(`Sign-in answered ${signedIn.status()}`);
    const identity = JSON.stringify({ email: accounts.viewer.email });
    await context.addInitScript((value) => {
      localStorage.setItem('marshlog.session-identity', value);
    }, identity);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/map', { timeout: timeoutMs });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const times = await readTimes(page);
      const arrivedAt = Math.max(...LAYERS.map((layer) => times.arrived[layer] ?? Infinity));
      // The source's last data change after the data arrived, then its first idle after that,
      // once nothing has changed for a second.
      const lastContent = Math.max(arrivedAt, ...times.content.filter((at) => at >= arrivedAt));
      const idle = times.idles.find((at) => at > lastContent);
      const now = await page.evaluate(() => performance.now());
      if (Number.isFinite(arrivedAt) && idle !== undefined && now - lastContent > 1000) {
        if (refused.length > 0) throw new Error(`Requests left the machine: ${refused[0]}`);
        const counted = await countFeatures(page);
        const count = (layer: Layer) => counted.answers[layer] ?? 0;
        const idleAfterDataMs = idle - arrivedAt;
        return {
          idleAfterDataMs,
          idleAfterNavigationMs: idle,
          features: {
            hunts: count('hunts'),
            locations: count('locations'),
            reports: count('reports'),
            total: LAYERS.reduce((sum, layer) => sum + count(layer), 0),
            inSource: counted.inSource,
          },
          pass: idleAfterDataMs <= MAP_IDLE_BUDGET_MS,
        };
      }
      if (Date.now() > deadline) {
        const seen = LAYERS.filter((layer) => times.arrived[layer]).join(', ') || 'none';
        throw new Error(
          `The map was not idle with its data within ${timeoutMs / 1000} s (data arrived: ${seen}${
            errors.length > 0 ? `; page error: ${errors[0]}` : ''
          })`,
        );
      }
      await sleep(250);
    }
  } finally {
    await browser.close();
  }
}
