import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  seasonSummaryCsv,
  seasonSummaryQuerySchema,
  seasonSummarySchema,
  seasonWindow,
  summarizeSeason,
  SEASON_MESSAGES,
  type SeasonSummary,
  type SeasonSummaryQuery,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { fieldError } from '../../platform/errors.js';
import { requireViewer } from '../../platform/viewer.js';
import { seasonHunts, summaryRegulations } from './summary-queries.js';
import { seasonSummaryPdf } from './summary-pdf.js';
import { security, signedIn } from './signed-in.js';

const tags = ['season'];

async function summaryFor(db: Database, hunterId: number, query: SeasonSummaryQuery) {
  const window = seasonWindow(query.season);
  if (!window) throw fieldError('season', SEASON_MESSAGES.seasonInvalid);
  const [hunts, rules] = await Promise.all([
    seasonHunts(db, hunterId, window),
    summaryRegulations(db, hunterId, query.state),
  ]);
  return summarizeSeason(window, hunts, rules);
}

const fileName = (summary: SeasonSummary, extension: string) =>
  `marshlog-season-${summary.season}${summary.limits.state ? `-${summary.limits.state}` : ''}.${extension}`;

/**
 * The season summary (issue 27): the hunter's own hunts of a season as the HIP certification and
 * harvest survey ask for them, as JSON, CSV and PDF. Nobody else's hunts ever count in it.
 */
export async function summaryRoutes(app: FastifyInstance, db: Database) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags, security, querystring: seasonSummaryQuerySchema };
  const summaryOf = (request: FastifyRequest<{ Querystring: SeasonSummaryQuery }>) =>
    summaryFor(db, requireViewer(request).id, request.query);

  api.get(
    '/season/summary/',
    { ...signedIn, schema: { ...schema, response: { 200: seasonSummarySchema } } },
    summaryOf,
  );

  api.get(
    '/season/summary/csv/',
    { ...signedIn, schema: { ...schema, description: 'The season summary as a CSV file.' } },
    async (request, reply) => {
      const summary = await summaryOf(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(summary, 'csv')}"`)
        .send(seasonSummaryCsv(summary));
    },
  );

  api.get(
    '/season/summary/pdf/',
    { ...signedIn, schema: { ...schema, description: 'The season summary as a PDF file.' } },
    async (request, reply) => {
      const summary = await summaryOf(request);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(summary, 'pdf')}"`)
        .send(Buffer.from(await seasonSummaryPdf(summary)));
    },
  );
}
