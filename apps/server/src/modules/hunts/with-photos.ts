import { z } from 'zod';
import { photoSchema, type Photo } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { compiledSerializerCompiler } from '../../platform/serializers.js';
import type { ObjectStorage } from '../../platform/storage/types.js';
import { photosForObjects } from '../photos/index.js';

/** Photo JSON as the hunt routes' response schema writes its `photos` array. */
const photosText = compiledSerializerCompiler({
  schema: z.array(photoSchema),
  method: 'GET',
  url: '/api/hunts/',
  httpStatus: '200',
});

/** A hunt's JSON text as the database wrote it (hunt-json.ts), in two parts around its photos. */
export interface HuntJsonRow {
  id: number;
  head: string;
  tail: string;
  hasPhotos: boolean;
}

/**
 * Each hunt's JSON text with its photos put in. Photo URLs are signed per viewer here, so the
 * photos are read (one statement) only for the hunts that have any; the rest get `[]`.
 */
export async function withPhotos(
  deps: { db: Database; storage: ObjectStorage },
  rows: readonly HuntJsonRow[],
  viewerId: number | null,
): Promise<string[]> {
  const photographed = rows.filter((row) => row.hasPhotos).map((row) => row.id);
  const photosOf =
    photographed.length === 0
      ? new Map<number, Photo[]>()
      : await photosForObjects(deps.db, deps.storage, 'hunt', photographed, viewerId);
  return rows.map((row) => `${row.head}${photosText(photosOf.get(row.id) ?? [])}${row.tail}`);
}
