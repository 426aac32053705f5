import type { FastifyRequest } from 'fastify';
import type { Paginated } from '@marshlog/domain';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageRequest(page: number, pageSize: number): PageRequest {
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Wraps one page of results in the `{count, next, previous, results}` envelope. */
export function paginate<T>(
  request: FastifyRequest,
  { page, pageSize }: PageRequest,
  count: number,
  results: T[],
): Paginated<T> {
  const linkTo = (target: number) => {
    const url = new URL(request.url, 'http://marshlog.local');
    url.searchParams.set('page', String(target));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: page * pageSize < count ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(page - 1) : null,
    results,
  };
}
