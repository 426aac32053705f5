// Writes the installed app's icons (apps/web/public/icons/) from the Marshlog mark, with sharp:
// `node apps/web/scripts/make-app-icons.mjs`. Run again only when the mark changes; the PNGs are
// committed so a build needs nothing but the files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BACKGROUND = '#0f1a17';
const MARK =
  '<path d="M6 20c4-1 6-5 10-5 3 0 4 2 7 2 2 0 3-1 3-1-1 4-5 7-10 7s-8-2-10-3z" fill="#c9a227"/>' +
  '<circle cx="21" cy="12" r="3" fill="#6fae8f"/>';

/** The favicon's look: the mark on a rounded tile, corners transparent. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BACKGROUND}"/>${MARK}</svg>`;
/**
 * A maskable icon fills its square, and a launcher may crop it to a circle of 80% of the width:
 * the mark is drawn at 60% so it stays whole inside that safe zone.
 */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND}"/><g transform="translate(6.4 6.4) scale(0.6)">${MARK}</g></svg>`;
/** iOS draws its own rounded corners over a full square with no transparency. */
const appleIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND}"/><g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g></svg>`;

const icons = [
  ['icon-192.png', anyIcon, 192],
  ['icon-512.png', anyIcon, 512],
  ['icon-maskable-192.png', maskableIcon, 192],
  ['icon-maskable-512.png', maskableIcon, 512],
  ['apple-touch-icon-180.png', appleIcon, 180],
];

for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`${name} ${size}x${size}`);
}
