import fs from 'node:fs';
import { z } from 'zod';
import { IMPORT_MESSAGES, type ImportFormat } from '@marshlog/domain';
import { waypointOf, type Waypoint } from './feature.js';
import { ImportRefusal } from './refusal.js';
import { XmlWaypointReader } from './xml-waypoints.js';

/** The formats of other maps' files; a generic XML upload is GPX or KML by its root. */
export type DeclaredFormat = Exclude<ImportFormat, 'marshlog'> | 'xml';

/** How far the reading is: bytes of the file read, and features found so far. */
export interface ReadProgress {
  bytes: number;
  features: number;
}

/** A GeoJSON feature, loosely: a geometry or properties of the wrong shape read as none. */
const looseFeatureSchema = z.object({
  geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullable().catch(null),
  properties: z.record(z.string(), z.unknown()).nullable().catch(null),
});
const geojsonSchema = z.discriminatedUnion('type', [
  looseFeatureSchema.extend({ type: z.literal('Feature') }),
  z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) }),
]);

/** GeoJSON is one JSON value, parsed whole (no streaming JSON parser is a dependency). */
export function geojsonWaypoints(text: string): Waypoint[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ImportRefusal(
      IMPORT_MESSAGES.malformedJson(error instanceof Error ? error.message : ''),
    );
  }
  const geojson = geojsonSchema.safeParse(parsed);
  if (!geojson.success) throw new ImportRefusal(IMPORT_MESSAGES.notGeoJson);
  if (geojson.data.type === 'Feature') return [waypointOf(geojson.data)];
  return geojson.data.features.map((feature) => {
    const loose = looseFeatureSchema.safeParse(feature);
    return loose.success
      ? waypointOf(loose.data)
      : waypointOf({ geometry: null, properties: null });
  });
}

/** The file's text in chunks, without a byte-order mark, reporting the bytes read. */
async function* fileChunks(file: string, onBytes: (bytes: number) => void) {
  const stream = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  let first = true;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    let text = decoder.decode(chunk, { stream: true });
    if (first) text = text.replace(/^\uFEFF/, '');
    first = false;
    yield text;
    onBytes(bytes);
  }
  yield decoder.decode();
}

/**
 * Every feature of the file and the format it turned out to be (a generic XML upload is GPX or
 * KML by its root element). GPX and KML are read as a stream; a file the import cannot read is
 * an ImportRefusal naming the problem.
 */
export async function readWaypointsFromFile(
  file: string,
  declared: DeclaredFormat,
  onProgress: (progress: ReadProgress) => void,
): Promise<[ImportFormat, Waypoint[]]> {
  if ((await fs.promises.stat(file)).size === 0) throw new ImportRefusal(IMPORT_MESSAGES.empty);
  if (declared === 'geojson') {
    let text = '';
    for await (const chunk of fileChunks(file, (bytes) => onProgress({ bytes, features: 0 }))) {
      text += chunk;
    }
    const waypoints = geojsonWaypoints(text);
    return ['geojson', waypoints];
  }
  const reader = new XmlWaypointReader(declared);
  for await (const chunk of fileChunks(file, (bytes) =>
    onProgress({ bytes, features: reader.count }),
  )) {
    reader.write(chunk);
  }
  return reader.end();
}
