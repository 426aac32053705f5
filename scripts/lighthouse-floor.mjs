// The machine's floor for `npm run lighthouse`: the built app's own HTML (its inlined stylesheet and
// the hunt list's boot shell) with every script taken out, served by a bare node:http server. What
// Lighthouse measures there is what this machine spends to open, parse, style and paint /hunts'
// document before any of the app's code runs. The same build read 2.3 times the CPU on one machine
// of this kind as on another of about the same benchmarkIndex (lighthouse/latest.md, ninth round),
// so the floor, measured in the same run, is what tells two machines' figures apart.
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';

const GZIP = { 'content-encoding': 'gzip' };
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const APP_CODE = /<template id="app-code">[\s\S]*?<\/template>/;

/**
 * The built index.html with no script: nothing of the app runs, nothing else is fetched for it.
 * Its inline script would mark a returning hunter's /hunts with `boot-hunts`, which shows the hunt
 * list's frame (index.html); the floor carries that class itself, so it paints what /hunts paints.
 */
export function documentWithoutScript(html) {
  return html
    .replace(APP_CODE, '')
    .replace(SCRIPT, '')
    .replace(/<html\b/, '<html class="boot-hunts"');
}

/**
 * Serves `document` at every path that names a page, and each of `files` (path to
 * `{ type, body }`) at its path; stops with stop().
 */
export async function serveFloorPage(document, files = new Map()) {
  // Compressed, as the app's server sends them.
  const page = zlib.gzipSync(document);
  const gzipped = new Map([...files].map(([file, { body }]) => [file, zlib.gzipSync(body)]));
  const server = http.createServer((request, response) => {
    request.resume();
    const { pathname } = new URL(request.url ?? '/', 'http://floor');
    const file = files.get(pathname);
    if (file) {
      response.writeHead(200, { 'content-type': file.type, ...GZIP }).end(gzipped.get(pathname));
      return;
    }
    // The icons the document names are not part of the floor.
    if (/\.\w+$/.test(pathname)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...GZIP }).end(page);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Serves `indexFile` without its scripts at every path that names a page; stops with stop(). */
export function startFloorServer(indexFile) {
  return serveFloorPage(documentWithoutScript(fs.readFileSync(indexFile, 'utf8')));
}
