import { afterEach, describe, expect, it } from 'vitest';
import { HUNT_PAGE_SIZE } from '@marshlog/domain';
import { json } from '../../test/fetch-mock';
import indexHtml from '../../../index.html?raw';
import { takeEarlyHuntList } from './early-list';
import { filtersFromSearch } from './hunt-filters';
import { huntJson, page } from './testing/fixtures';

/** What index.html asks for, and what the hunts screen asks for at `/hunts`: the test holds them equal. */
const FIRST_PAGE_URL = /const url = '([^']+)'/.exec(indexHtml)?.[1] ?? 'missing in index.html';
const firstPage = { ...filtersFromSearch(new URLSearchParams()), page_size: HUNT_PAGE_SIZE };

function startedEarly(response: Promise<Response | undefined>, url = FIRST_PAGE_URL) {
  window.marshlogHuntListRequest = { url, response };
}

describe("the hunt list's early request from index.html", () => {
  afterEach(() => delete window.marshlogHuntListRequest);

  it("answers the screen's first fetch at /hunts, once", async () => {
    startedEarly(Promise.resolve(json(200, page([huntJson({ id: 41 })]))));
    const answer = await takeEarlyHuntList({ ...firstPage, search: undefined });
    expect(answer?.results.map((hunt) => hunt.id)).toEqual([41]);
    expect(await takeEarlyHuntList(firstPage)).toBeUndefined();
  });

  it('is dropped, unused, by a first fetch that asks something else', async () => {
    startedEarly(Promise.resolve(json(200, page([huntJson({ id: 41 })]))));
    expect(await takeEarlyHuntList({ ...firstPage, scope: 'friends' })).toBeUndefined();
    expect(window.marshlogHuntListRequest).toBeUndefined();
  });

  it("leaves a refused or failed early request to the screen's own fetch", async () => {
    startedEarly(Promise.resolve(json(401, { detail: 'expired' })));
    expect(await takeEarlyHuntList(firstPage)).toBeUndefined();
    startedEarly(Promise.reject(new TypeError('Failed to fetch')));
    expect(await takeEarlyHuntList(firstPage)).toBeUndefined();
    startedEarly(Promise.resolve(undefined));
    expect(await takeEarlyHuntList(firstPage)).toBeUndefined();
  });
});
