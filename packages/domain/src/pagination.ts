import { z } from 'zod';
import { INPUT_MESSAGES, MAX_RECORD_ID } from './input-constants.js';

export const MAX_PAGE_SIZE = 100;

/** The last page number whose offset, at the largest page size, is still a safe integer. */
export const MAX_PAGE_NUMBER = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE) + 1;

export const PAGE_MESSAGES = {
  pageOutOfRange: `Page numbers are whole numbers from 1 to ${MAX_PAGE_NUMBER}`,
} as const;

/**
 * `page` of a list query: a page past the last is an empty page with the true count, but a number
 * whose rows would start beyond any safe integer is refused.
 */
export const pageNumberSchema = z.coerce
  .number({ error: PAGE_MESSAGES.pageOutOfRange })
  .int({ error: PAGE_MESSAGES.pageOutOfRange, abort: true })
  .min(1, PAGE_MESSAGES.pageOutOfRange)
  .max(MAX_PAGE_NUMBER, PAGE_MESSAGES.pageOutOfRange);

/** Database ids are 32-bit; a larger one cannot exist. Coerced, as ids arrive in paths and queries. */
export const recordIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_RECORD_ID, INPUT_MESSAGES.idOutOfRange);

/** An id in a JSON body, where it arrives as a number: not coerced, same range. */
export const jsonRecordIdSchema = z
  .number()
  .int()
  .positive()
  .max(MAX_RECORD_ID, INPUT_MESSAGES.idOutOfRange);

/** `page` and `page_size` of a list query; page_size falls back to the list's own page size. */
export function pageQueryFields(defaultPageSize: number) {
  return {
    page: pageNumberSchema.default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
  };
}

export const pageQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/** The page-number envelope every list endpoint answers with (DESIGN.md section 4). */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
