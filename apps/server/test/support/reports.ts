import type {
  Paginated,
  Report,
  ReportComment,
  ReportCreateInput,
  ReportFeatureCollection,
  SharingPolicy,
  SharingPolicyCreateInput,
} from '@marshlog/domain';
import type { TestApp } from './app.js';
import type { Hunter } from './users.js';

let sequence = 0;

/** Writes a report through POST /api/reports/ near Delevan unless told otherwise; fails loudly otherwise. */
export async function writeReport(
  app: TestApp,
  author: Hunter,
  overrides: Partial<ReportCreateInput> = {},
): Promise<Report> {
  sequence += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/reports/',
    headers: author.headers,
    payload: {
      title: `Teal on the north check ${sequence}`,
      content: 'Big flights of green-winged teal at first light.',
      latitude: 39.34,
      longitude: -122.16,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`writeReport failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<Report>();
}

/** Creates a sharing policy through POST /api/sharing-policies/; fails loudly otherwise. */
export async function makePolicy(
  app: TestApp,
  owner: Hunter,
  input: Partial<SharingPolicyCreateInput> = {},
): Promise<SharingPolicy> {
  sequence += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/sharing-policies/',
    headers: owner.headers,
    payload: { name: `Policy ${sequence}`, ...input },
  });
  if (response.statusCode !== 201) {
    throw new Error(`makePolicy failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<SharingPolicy>();
}

/** Comments through POST /api/report-comments/; fails loudly otherwise. */
export async function comment(
  app: TestApp,
  hunter: Hunter,
  reportId: number,
  content: string,
  parent: number | null = null,
): Promise<ReportComment> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/report-comments/',
    headers: hunter.headers,
    payload: { report: reportId, content, parent },
  });
  if (response.statusCode !== 201) {
    throw new Error(`comment failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<ReportComment>();
}

/** `method url` as the hunter, or signed out. */
export function injectAs(
  app: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  hunter?: Hunter,
  payload?: object,
) {
  return app.inject({ method, url, headers: hunter?.headers, payload });
}

/** The ids in a list answer, or a failure with the body. */
export async function listedReportIds(app: TestApp, url: string, hunter?: Hunter) {
  const response = await injectAs(app, 'GET', url, hunter);
  if (response.statusCode !== 200) {
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<Paginated<{ id: number }>>().results.map((item) => item.id);
}

/** The report ids on the map for the viewer. */
export async function mappedReportIds(app: TestApp, hunter?: Hunter, query = '') {
  const response = await injectAs(app, 'GET', `/api/reports/geojson/${query}`, hunter);
  if (response.statusCode !== 200) {
    throw new Error(`GET geojson answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<ReportFeatureCollection>().features.map((feature) => feature.properties.id);
}
