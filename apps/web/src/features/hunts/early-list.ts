import type { Hunt, Paginated } from '@marshlog/domain';
import type { QueryParams } from '../../api';
import { huntPageSchema } from './schemas';

declare global {
  interface Window {
    /**
     * The first page of the hunt list, which index.html asks for as soon as a returning hunter's
     * token arrives (in parallel with the app's code), and the address it asked.
     */
    marshlogHuntListRequest?: { url: string; response: Promise<Response | undefined> };
  }
}

/** The same query: every parameter the app would send, with the same values, and no other. */
function asksFor(url: string, query: QueryParams): boolean {
  const sent = new URLSearchParams(new URL(url, 'http://marshlog.invalid').search);
  const wanted = Object.entries(query).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return (
    [...sent.keys()].length === wanted.length &&
    wanted.every(([key, value]) => sent.getAll(key).join(',') === String(value))
  );
}

/**
 * index.html's early request for the hunt list, taken at the list's first fetch whatever that
 * asks (so it is used once at most and never answers a later fetch with older hunts). Its page,
 * when it asked exactly this query and the server answered it; undefined otherwise, and the
 * screen fetches as usual (a refused or failed early request shows nothing of its own).
 */
export async function takeEarlyHuntList(query: QueryParams): Promise<Paginated<Hunt> | undefined> {
  if (typeof window === 'undefined') return undefined;
  const early = window.marshlogHuntListRequest;
  delete window.marshlogHuntListRequest;
  if (!early || !asksFor(early.url, query)) return undefined;
  const response = await early.response.catch(() => undefined);
  if (!response?.ok) return undefined;
  const [answer, schema] = await Promise.all([response.json(), huntPageSchema()]);
  return schema.parse(answer);
}
