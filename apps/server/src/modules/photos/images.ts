import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Longest side of the size shown in the photo viewer. */
export const DISPLAY_MAX_PX = 1600;
/** Longest side of gallery and list thumbnails. */
export const THUMBNAIL_MAX_PX = 400;
/** Refuses decompression bombs: about a 100-megapixel camera's worth. */
const MAX_INPUT_PIXELS = 100_000_000;

/** The image type by its first bytes (never by its name or declared type), or null. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface Rendition {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface Renditions {
  original: Rendition;
  display: Rendition;
  thumbnail: Rendition;
}

/**
 * The three stored sizes of one photo. Each is re-encoded from the pixels after `rotate()` bakes
 * the EXIF orientation in, and sharp writes no EXIF, XMP or IPTC unless asked, so no rendition
 * keeps the camera's metadata: GPS position above all. Throws when the image cannot be decoded.
 */
export async function makeRenditions(bytes: Buffer, format: ImageFormat): Promise<Renditions> {
  const [original, display, thumbnail] = await Promise.all([
    encode(bytes, format, null, 90),
    encode(bytes, format, DISPLAY_MAX_PX, 85),
    encode(bytes, format, THUMBNAIL_MAX_PX, 80),
  ]);
  return { original, display, thumbnail };
}

async function encode(
  bytes: Buffer,
  format: ImageFormat,
  maxSide: number | null,
  quality: number,
): Promise<Rendition> {
  let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  if (maxSide !== null) {
    image = image.resize({
      width: maxSide,
      height: maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality })
      : format === 'png'
        ? image.png({ compressionLevel: 8 })
        : image.webp({ quality });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
