import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { Photo, UploadUrl } from '@marshlog/domain';
import { hunts } from '../../src/db/schema.js';
import type { TestApp } from './app.js';
import type { Hunter } from './users.js';

/** Where the fixture was "taken": a rice check near Colusa, CA, in EXIF's degrees/minutes/seconds. */
const GPS_TAGS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '39/1 19/1 223/10',
  GPSLongitudeRef: 'W',
  GPSLongitude: '121/1 47/1 438/10',
};
const GPS_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="39,19.372N" ' +
  'exif:GPSLongitude="121,47.730W"/></rdf:RDF></x:xmpmeta>';

/**
 * A camera-like JPEG, 64x48 pixels stored sideways (EXIF orientation 6, so it shows 48x64), with
 * make and model, a GPS position in the EXIF GPS IFD, the same position in XMP, and an ICC profile.
 */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 58, g: 92, b: 61 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'DuckCam', Model: 'Marsh 1' }, IFD3: GPS_TAGS })
    .withXmp(GPS_XMP)
    .toBuffer();
}

/** A PNG of the given size; big ones make a display rendition smaller than the original. */
export function plainPng(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 140, b: 90 } } })
    .png()
    .toBuffer();
}

const TIFF_GPS_POINTER = 0x8825;

/**
 * The tag numbers in the GPS IFD of an EXIF block (as sharp's `metadata().exif` gives it, with or
 * without its "Exif\0\0" header); empty when there is no GPS IFD. Reads the TIFF structure itself.
 */
export function exifGpsTags(exif: Buffer): number[] {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, index) => {
      const at = ifd + 2 + index * 12;
      return { tag: u16(at), value: u32(at + 8) };
    });
  const gpsPointer = entries(u32(4)).find((entry) => entry.tag === TIFF_GPS_POINTER);
  return gpsPointer ? entries(gpsPointer.value).map((entry) => entry.tag) : [];
}

/** Whether the bytes hold an EXIF block anywhere (the APP1 "Exif\0\0" header, or WebP's EXIF chunk). */
export function containsExif(bytes: Buffer): boolean {
  return (
    bytes.includes(Buffer.from('Exif\0\0', 'latin1')) ||
    bytes.includes(Buffer.from('EXIF', 'latin1'))
  );
}

/** Inserts a hunt row for an owner; the hunts routes are another module's business. */
export async function huntOf(
  app: TestApp,
  owner: Hunter,
  privacyLevel: 'private' | 'friends' | 'public',
): Promise<number> {
  const [row] = await app.db
    .insert(hunts)
    .values({
      userId: owner.user.id,
      dateOfHunt: '2024-11-16',
      latitude: 39.32,
      longitude: -121.79,
      privacyLevel,
    })
    .returning({ id: hunts.id });
  if (!row) throw new Error('huntOf: no row inserted');
  return row.id;
}

export interface UploadRequest {
  content_type: 'hunt' | 'location' | 'report';
  object_id: number;
  filename: string;
  content_type_mime: string;
}

export async function requestUploadUrl(app: TestApp, hunter: Hunter, request: UploadRequest) {
  return app.inject({
    method: 'POST',
    url: '/api/photos/generate_upload_url/',
    headers: hunter.headers,
    payload: request,
  });
}

/**
 * Sends the file as a browser does: a multipart POST of the granted fields, then `file` last.
 * A relative URL is this server's local store (through inject); an absolute one is S3's.
 */
export async function postToStorage(
  app: TestApp,
  grant: UploadUrl,
  file: Buffer,
  options: { filename?: string; type?: string; fields?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? grant.fields))
    form.append(name, value);
  form.append(
    'file',
    new Blob([new Uint8Array(file)], { type: options.type ?? 'image/jpeg' }),
    options.filename ?? 'photo.jpg',
  );
  if (grant.upload_url.startsWith('/')) {
    const encoded = new Request('http://marshlog.local', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: grant.upload_url,
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return { status: response.statusCode, body: response.body };
  }
  const response = await fetch(grant.upload_url, { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
}

export interface Fetched {
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  body: Buffer;
}

/** GETs a signed URL: the local store's through inject, S3's over loopback HTTP. */
export async function fetchSigned(app: TestApp, url: string): Promise<Fetched> {
  if (url.startsWith('/')) {
    const response = await app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      contentType: response.headers['content-type']?.toString(),
      cacheControl: response.headers['cache-control']?.toString(),
      body: response.rawPayload,
    };
  }
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? undefined,
    cacheControl: response.headers.get('cache-control') ?? undefined,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Every key the app's store holds, read from the store itself (disk folder or bucket listing). */
export async function storedKeys(app: TestApp): Promise<string[]> {
  const s3 = app.config.s3;
  if (s3) {
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId ?? '', secretAccessKey: s3.secretAccessKey ?? '' },
    });
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    } finally {
      client.destroy();
    }
  }
  const root = path.join(app.config.dataDir, 'photos');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((key) => !key.startsWith('.'))
    .sort();
}

/** What the uploader says of a photo on confirmation. */
export interface PhotoDetails {
  caption?: string;
  is_primary?: boolean;
  filename?: string;
}

/** Uploads a file all three steps through and answers the confirmed photo; fails loudly otherwise. */
export async function uploadPhoto(
  app: TestApp,
  hunter: Hunter,
  target: { content_type: 'hunt' | 'location' | 'report'; object_id: number },
  file: Buffer,
  extra: PhotoDetails = {},
): Promise<Photo> {
  const filename = extra.filename ?? 'teal.jpg';
  const type = filename.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const granted = await requestUploadUrl(app, hunter, {
    ...target,
    filename,
    content_type_mime: type,
  });
  if (granted.statusCode !== 200)
    throw new Error(`upload url: ${granted.statusCode} ${granted.body}`);
  const grant = granted.json<UploadUrl>();
  const sent = await postToStorage(app, grant, file, { filename, type });
  if (sent.status !== 204) throw new Error(`storage upload: ${sent.status} ${sent.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/photos/confirm_upload/',
    headers: hunter.headers,
    payload: {
      s3_key: grant.s3_key,
      filename,
      file_size: file.length,
      content_type_mime: type,
      ...extra,
    },
  });
  if (confirmed.statusCode !== 201)
    throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json<Photo>();
}
