import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { IMPORT_MESSAGES, type ImportFormat } from '@marshlog/domain';
import { waypointOf, type Feature } from './feature.js';
import { ImportRefusal } from './refusal.js';
import type { Waypoint } from './feature.js';

/** The elements whose first text becomes a property of the feature they are in (as togeojson reads them). */
const PROPERTIES = new Set(['name', 'desc', 'cmt', 'type', 'description']);
/** KML geometries that are not a single point. */
const KML_SHAPES = new Set(['LineString', 'LinearRing', 'Polygon', 'Track', 'MultiTrack', 'Model']);

interface OpenFeature {
  depth: number;
  properties: Record<string, string>;
  /** GPX: the <wpt>'s lat/lon; KML: the <Point>'s coordinates. */
  point: [number, number] | null;
  /** Geometries seen: a point, a shape, or (GPX) a track or route. */
  shapes: number;
  points: number;
}

interface Capture {
  depth: number;
  key: string;
  text: string;
}

/** A DOCTYPE carries entity declarations, the door to XXE and entity-expansion bombs. */
const DECLARATIONS = /<!(DOCTYPE|ENTITY)/i;
/** Enough of a chunk's end to find a declaration cut between two chunks. */
const DECLARATION_TAIL = 8;

const localName = (tag: string) => tag.slice(tag.indexOf(':') + 1);

function kmlPoint(coordinates: string): [number, number] | null {
  const [longitude, latitude] = coordinates.trim().split(/\s+/)[0]?.split(',').map(Number) ?? [];
  return longitude === undefined || latitude === undefined ? null : [longitude, latitude];
}

/**
 * GPX waypoints, routes and tracks, or KML placemarks, read from a stream of text with a SAX
 * parser: only the feature being read is held, so a 50 MB file parses in bounded memory. The
 * features come in togeojson's order (GPX: tracks, routes, then waypoints; a <wpt> without a
 * usable lat/lon last, as having no coordinates). A DOCTYPE is refused when it is met, before any
 * entity could be declared; a malformed file is refused with the parser's reason.
 */
export class XmlWaypointReader {
  private readonly parser = new SaxesParser();
  private readonly lines: Waypoint[] = [];
  private readonly points: Waypoint[] = [];
  private readonly unplaced: Waypoint[] = [];
  private root: ImportFormat | null = null;
  private depth = 0;
  private feature: OpenFeature | null = null;
  private capture: Capture | null = null;
  private tail = '';

  constructor(private readonly expected: 'gpx' | 'kml' | 'xml') {
    this.parser.on('doctype', () => {
      throw new ImportRefusal(IMPORT_MESSAGES.doctype);
    });
    this.parser.on('error', (error) => {
      throw new ImportRefusal(IMPORT_MESSAGES.malformedXml(this.root ?? expected, error.message));
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', () => this.close());
    this.parser.on('text', (text) => this.text(text));
    this.parser.on('cdata', (text) => this.text(text));
  }

  /** Features read so far. */
  get count(): number {
    return this.lines.length + this.points.length + this.unplaced.length;
  }

  /** Reads the next chunk; a declaration is refused before the parser sees it, in any case. */
  write(chunk: string): void {
    if (DECLARATIONS.test(this.tail + chunk)) throw new ImportRefusal(IMPORT_MESSAGES.doctype);
    this.tail = chunk.slice(-DECLARATION_TAIL);
    this.parser.write(chunk);
  }

  /** Ends the file: its format and every feature. */
  end(): [ImportFormat, Waypoint[]] {
    this.parser.close();
    if (!this.root) throw new ImportRefusal(IMPORT_MESSAGES.notGpxOrKml);
    return [this.root, [...this.lines, ...this.points, ...this.unplaced]];
  }

  private open(tag: SaxesTagPlain) {
    this.depth += 1;
    const name = localName(tag.name);
    if (!this.root) return this.openRoot(name);
    const feature = this.feature;
    if (!feature) return this.openFeature(name, tag);
    if (this.capture) return;
    if (name === 'Point') feature.points += 1;
    else if (KML_SHAPES.has(name) || name === 'trkpt' || name === 'rtept') feature.shapes += 1;
    if (name === 'coordinates' || (PROPERTIES.has(name) && !(name in feature.properties))) {
      this.capture = { depth: this.depth, key: name, text: '' };
    } else if (name === 'Data' || name === 'SimpleData') {
      const key = tag.attributes.name ?? '';
      this.capture = { depth: name === 'Data' ? this.depth + 1 : this.depth, key, text: '' };
    }
  }

  private openRoot(name: string) {
    if (this.expected !== 'xml' && name !== this.expected) {
      throw new ImportRefusal(IMPORT_MESSAGES.wrongRoot(this.expected));
    }
    if (name !== 'gpx' && name !== 'kml') throw new ImportRefusal(IMPORT_MESSAGES.notGpxOrKml);
    this.root = name;
  }

  private openFeature(name: string, tag: SaxesTagPlain) {
    const starts = this.root === 'gpx' ? ['wpt', 'rte', 'trk'] : ['Placemark'];
    if (!starts.includes(name)) return;
    let point: [number, number] | null = null;
    if (name === 'wpt') {
      const latitude = Number.parseFloat(tag.attributes.lat ?? '');
      const longitude = Number.parseFloat(tag.attributes.lon ?? '');
      if (Number.isFinite(latitude) && Number.isFinite(longitude)) point = [longitude, latitude];
    }
    this.feature = {
      depth: this.depth,
      properties: {},
      point,
      shapes: name === 'wpt' ? 0 : Number(name !== 'Placemark'),
      points: name === 'wpt' ? 1 : 0,
    };
  }

  private text(text: string) {
    if (this.capture) this.capture.text += text;
  }

  private close() {
    const feature = this.feature;
    const capture = this.capture;
    if (feature && capture?.depth === this.depth) {
      this.capture = null;
      if (capture.key === 'coordinates') feature.point ??= kmlPoint(capture.text);
      // Extended data is read after the placemark's own fields, as togeojson does: it wins.
      else feature.properties[capture.key] = capture.text.trim();
    } else if (feature && this.depth === feature.depth) {
      this.feature = null;
      this.finish(feature);
    }
    this.depth -= 1;
  }

  private finish(feature: OpenFeature) {
    const single = feature.points === 1 && feature.shapes === 0;
    const geometry: Feature['geometry'] =
      feature.points + feature.shapes === 0
        ? null
        : single
          ? { type: 'Point', coordinates: feature.point ?? undefined }
          : { type: 'Other' };
    const waypoint = waypointOf({ geometry, properties: feature.properties });
    if (this.root === 'kml') this.points.push(waypoint);
    else if (feature.shapes > 0) this.lines.push(waypoint);
    else if (feature.point) this.points.push(waypoint);
    else this.unplaced.push({ ...waypoint, position: 'none' });
  }
}
