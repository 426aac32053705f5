import { XMLBuilder } from 'fast-xml-parser';
import {
  SPECIES_CATALOGUE,
  birdGenderLabel,
  type BirdGender,
  type ExportFormat,
  type ExportKind,
} from '@marshlog/domain';
import type { ExportRecord } from './records.js';

/**
 * A file format written as a stream: its head, each record's text (records arrive in order, so
 * a writer may keep state, such as the open KML folder), and its tail.
 */
export interface ExportWriter {
  contentType: string;
  extension: string;
  head: string;
  record(record: ExportRecord): string;
  tail(): string;
}

const xml = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});
const XML_DECLARATION = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };
/** Where a builder-made envelope is cut into its opening and closing halves. */
const CUT = 'MARSHLOG-EXPORT-CUT';

/** The opening and closing tags of an element, written by the builder, not by hand. */
function envelope(document: Record<string, unknown>): [string, string] {
  const [open = '', close = ''] = String(xml.build(document)).split(CUT);
  return [open, close];
}

const speciesLabels = new Map<string, string>(
  SPECIES_CATALOGUE.map((species) => [species.value, species.label]),
);
const speciesLabel = (value: string) => speciesLabels.get(value) ?? value;
const isGender = (value: string): value is BirdGender => value === 'drake' || value === 'hen';
const sexLabel = (species: string, gender: string) =>
  isGender(gender) ? birdGenderLabel(species, gender) : gender;

/** A hunt's harvest in words: "2 Mallard (Drake, Hen), 1 Gadwall (Drake)". */
function harvestText(record: ExportRecord): string {
  const bySpecies = new Map<string, string[]>();
  for (const bird of record.birds ?? []) {
    const sexes = bySpecies.get(bird.species) ?? [];
    sexes.push(sexLabel(bird.species, bird.gender));
    bySpecies.set(bird.species, sexes);
  }
  return [...bySpecies]
    .map(([species, sexes]) => `${sexes.length} ${speciesLabel(species)} (${sexes.join(', ')})`)
    .join(', ');
}

/** Notes, with a hunt's harvest after them. */
function description(record: ExportRecord): string {
  const harvest = record.birds ? harvestText(record) : '';
  return [record.notes, harvest ? `Harvest: ${harvest}` : ''].filter(Boolean).join('\n\n');
}

/** RFC 4180 field; text that a spreadsheet would run as a formula is quoted with a leading '. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

function csvWriter(kind: ExportKind): ExportWriter {
  if (kind === 'hunts') {
    return {
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
      head: csvLine([
        'hunt_id',
        'date',
        'latitude',
        'longitude',
        'privacy_level',
        'species',
        'sex',
        'harvested_at',
        'bird_notes',
        'hunt_notes',
      ]),
      // One row per bird; a hunt without birds still has its row.
      record(hunt) {
        const base = [hunt.id, hunt.date, hunt.latitude, hunt.longitude, hunt.privacy_level];
        const harvest = hunt.birds ?? [];
        if (harvest.length === 0) return csvLine([...base, '', '', '', '', hunt.notes]);
        return harvest
          .map((bird) =>
            csvLine([
              ...base,
              speciesLabel(bird.species),
              sexLabel(bird.species, bird.gender),
              bird.harvested_at,
              bird.notes,
              hunt.notes,
            ]),
          )
          .join('');
      },
      tail: () => '',
    };
  }
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    head: csvLine([
      'id',
      'name',
      'type',
      'date',
      'latitude',
      'longitude',
      'privacy_level',
      'notes',
    ]),
    record: (item) =>
      csvLine([
        item.id,
        item.name,
        item.folder,
        item.date,
        item.latitude,
        item.longitude,
        item.privacy_level,
        item.notes,
      ]),
    tail: () => '',
  };
}

/** A GPX time: the date at midnight UTC for a day, the timestamp itself otherwise. */
const gpxTime = (date: string) => (date.length === 10 ? `${date}T00:00:00Z` : date);

function gpxWriter(): ExportWriter {
  const [open, close] = envelope({
    ...XML_DECLARATION,
    gpx: {
      '@_version': '1.1',
      '@_creator': 'Marshlog',
      '@_xmlns': 'http://www.topografix.com/GPX/1/1',
      '#text': CUT,
    },
  });
  return {
    contentType: 'application/gpx+xml; charset=utf-8',
    extension: 'gpx',
    head: open,
    record: (item) =>
      String(
        xml.build({
          wpt: {
            '@_lat': item.latitude,
            '@_lon': item.longitude,
            time: gpxTime(item.date),
            name: item.name,
            desc: description(item),
            type: item.folder,
          },
        }),
      ),
    tail: () => close,
  };
}

function kmlWriter(kind: ExportKind): ExportWriter {
  const [open, close] = envelope({
    ...XML_DECLARATION,
    kml: {
      '@_xmlns': 'http://www.opengis.net/kml/2.2',
      Document: { name: `Marshlog ${kind}`, '#text': CUT },
    },
  });
  let folder: string | undefined;
  let folderClose = '';
  return {
    contentType: 'application/vnd.google-earth.kml+xml; charset=utf-8',
    extension: 'kml',
    head: open,
    record(item) {
      let text = '';
      // Records come ordered by type, so each type is one folder.
      if (item.folder !== folder) {
        const [folderOpen, nextClose] = envelope({ Folder: { name: item.folder, '#text': CUT } });
        text += folderClose + folderOpen;
        folderClose = nextClose;
        folder = item.folder;
      }
      return (
        text +
        String(
          xml.build({
            Placemark: {
              name: item.name,
              description: description(item),
              TimeStamp: { when: item.date },
              ExtendedData: {
                Data: [
                  { '@_name': 'type', value: item.folder },
                  { '@_name': 'privacy_level', value: item.privacy_level },
                ],
              },
              Point: { coordinates: `${item.longitude},${item.latitude}` },
            },
          }),
        )
      );
    },
    tail: () => folderClose + close,
  };
}

function geojsonWriter(): ExportWriter {
  let first = true;
  return {
    contentType: 'application/geo+json; charset=utf-8',
    extension: 'geojson',
    head: '{"type":"FeatureCollection","features":[',
    record(item) {
      const { latitude, longitude, folder, ...properties } = item;
      const feature = JSON.stringify({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [longitude, latitude] },
        properties: { ...properties, type: folder },
      });
      const text = first ? feature : `,${feature}`;
      first = false;
      return text;
    },
    tail: () => ']}',
  };
}

/** A fresh writer (writers keep per-file state) for a kind in a format. */
export function exportWriter(kind: ExportKind, format: ExportFormat): ExportWriter {
  switch (format) {
    case 'csv':
      return csvWriter(kind);
    case 'gpx':
      return gpxWriter();
    case 'kml':
      return kmlWriter(kind);
    case 'geojson':
      return geojsonWriter();
  }
}
