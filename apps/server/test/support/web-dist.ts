import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './app.js';

/** A test app serving a scratch build of the web app: the given files, by path inside it. */
export interface WebDistApp {
  app: TestApp;
  webDist: string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function appWithWebDist(
  files: Record<string, string | Uint8Array>,
): Promise<WebDistApp> {
  const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-web-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(webDist, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  }
  const app = await createTestApp({ webDist });
  return {
    app,
    webDist,
    get: (url, headers = {}) => app.inject({ method: 'GET', url, headers }),
    close: async () => {
      await app.close();
      await fs.rm(webDist, { recursive: true, force: true });
    },
  };
}
