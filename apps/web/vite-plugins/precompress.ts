import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** What is worth compressing: text. Images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The smallest a build's text files get: brotli at its best quality, gzip at level 9. */
export function compressBrotli(content: Buffer): Promise<Buffer> {
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

export function compressGzip(content: Buffer): Promise<Buffer> {
  return gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, so the server sends
 * them as they are instead of compressing on each request. A variant no smaller than the file is
 * left out; the server then sends the file itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'marshlog:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await listFiles(outDir);
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE_FILE.test(file) && !isInDotDirectory(outDir, file))
          .map(async (file) => {
            const content = await fs.readFile(file);
            const [br, gz] = await Promise.all([compressBrotli(content), compressGzip(content)]);
            if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
            if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
}

/** Vite's own bookkeeping (.vite/manifest.json) is not served, so not worth compressing. */
function isInDotDirectory(root: string, file: string): boolean {
  return path
    .relative(root, file)
    .split(path.sep)
    .slice(0, -1)
    .some((part) => part.startsWith('.'));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
