import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkPolicy, grantFields, type CheckedPolicy } from './upload-policy.js';
import {
  isValidStorageKey,
  MAX_UPLOAD_BYTES,
  type ObjectStorage,
  type DownloadGuard,
  type StoredObject,
  type UploadGrant,
} from './types.js';

export const LOCAL_UPLOAD_PATH = '/api/storage/upload/';
export const LOCAL_FILES_PATH = '/api/storage/files/';

interface ObjectMeta {
  contentType: string;
}

/**
 * Files under `root` (DATA_DIR/photos), each with its content type in a sidecar under `.meta/`.
 * Writes land in `.tmp/` first and are renamed into place, so a reader never sees half a file.
 * URLs are relative to the server, so they work behind any host name or proxy.
 */
/** Marks of upload forms already used (one empty file per form). */
const USED_FORMS = '.used-forms';

export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local';
  #downloadGuard: DownloadGuard | undefined;

  constructor(
    readonly root: string,
    private readonly secret: Buffer,
  ) {}

  async ready(): Promise<void> {
    try {
      await fs.mkdir(path.join(this.root, '.tmp'), { recursive: true });
      await fs.mkdir(path.join(this.root, '.meta'), { recursive: true });
      await fs.mkdir(path.join(this.root, USED_FORMS), { recursive: true });
    } catch (error) {
      throw new Error(`Cannot use ${this.root} for photo storage: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  async presignUpload(grant: UploadGrant) {
    if (grant.maxBytes > MAX_UPLOAD_BYTES)
      throw new Error(`Uploads are limited to ${MAX_UPLOAD_BYTES} bytes`);
    return { url: LOCAL_UPLOAD_PATH, fields: grantFields(this.secret, grant) };
  }

  /** What the submitted form's signed policy allows; throws a PolicyViolation otherwise. */
  checkUploadPolicy(fields: Record<string, string>): CheckedPolicy {
    const policy = checkPolicy(this.secret, fields);
    if (!isValidStorageKey(policy.key)) throw new Error(`Invalid storage key: ${policy.key}`);
    return policy;
  }

  async stat(key: string): Promise<StoredObject | null> {
    const stats = await ifExists(fs.stat(this.objectPath(key)));
    if (!stats?.isFile()) return null;
    const meta = await this.readMeta(key);
    return { size: stats.size, contentType: meta?.contentType ?? null };
  }

  read(key: string): Promise<Buffer | null> {
    return ifExists(fs.readFile(this.objectPath(key)));
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    const scratch = this.scratchPath();
    try {
      await fs.writeFile(scratch, body);
      await this.commit(scratch, key, contentType);
    } finally {
      await fs.rm(scratch, { force: true });
    }
  }

  /** Moves a fully written scratch file under `key`, recording its content type first. */
  async commit(scratch: string, key: string, contentType: string): Promise<void> {
    const target = this.objectPath(key);
    const meta: ObjectMeta = { contentType };
    await fs.mkdir(path.dirname(this.metaPath(key)), { recursive: true });
    await fs.writeFile(this.metaPath(key), JSON.stringify(meta));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(scratch, target);
  }

  /** A fresh file name in the scratch folder, on the same disk as the objects. */
  /**
   * Marks an upload form (by its signature) as used, once: true the first time, false
   * for any replay. S3 cannot refuse a replayed presigned POST; there the photo module's sweep
   * removes what it left.
   */
  async claimUploadForm(signature: string): Promise<boolean> {
    const marker = path.join(
      this.root,
      USED_FORMS,
      crypto.createHash('sha256').update(signature).digest('hex'),
    );
    try {
      await (await fs.open(marker, 'wx')).close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  /** Forgets used-form marks older than any form's life: those forms have expired anyway. */
  async forgetUsedForms(olderThanMs: number, now = Date.now()): Promise<void> {
    const folder = path.join(this.root, USED_FORMS);
    for (const name of await fs.readdir(folder)) {
      const stats = await ifExists(fs.stat(path.join(folder, name)));
      if (stats && now - stats.mtimeMs > olderThanMs) {
        await fs.rm(path.join(folder, name), { force: true });
      }
    }
  }

  scratchPath(): string {
    return path.join(this.root, '.tmp', crypto.randomUUID());
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        await fs.rm(this.objectPath(key), { force: true });
        await fs.rm(this.metaPath(key), { force: true });
      }),
    );
  }

  async signedDownloadUrl(
    key: string,
    expiresInSeconds: number,
    viewer?: number | null,
  ): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    const forViewer = viewer === undefined ? undefined : String(viewer ?? 0);
    const signature = this.downloadSignature(key, expires, forViewer);
    const viewerParam = forViewer === undefined ? '' : `&viewer=${forViewer}`;
    return `${LOCAL_FILES_PATH}${encodedKey}?expires=${expires}${viewerParam}&signature=${signature}`;
  }

  guardDownloads(guard: DownloadGuard): void {
    this.#downloadGuard = guard;
  }

  /** Whether the viewer a URL was signed for may still see the object (no guard: yes). */
  async viewerMayDownload(key: string, viewer: string | undefined): Promise<boolean> {
    if (viewer === undefined || !this.#downloadGuard) return true;
    const viewerId = Number(viewer);
    return this.#downloadGuard(key, viewerId > 0 ? viewerId : null);
  }

  /** True when the signature was made by this server for this key (and viewer), unexpired. */
  verifyDownload(
    key: string,
    expires: number,
    signature: string,
    now = Date.now(),
    viewer?: string,
  ): boolean {
    if (expires * 1000 <= now) return false;
    const expected = Buffer.from(this.downloadSignature(key, expires, viewer), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  async readMeta(key: string): Promise<ObjectMeta | null> {
    const text = await ifExists(fs.readFile(this.metaPath(key), 'utf8'));
    return text === null ? null : (JSON.parse(text) as ObjectMeta);
  }

  objectPath(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async close(): Promise<void> {}

  private metaPath(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, '.meta', `${key}.json`);
  }

  private downloadSignature(key: string, expires: number, viewer?: string): string {
    const signed =
      viewer === undefined ? `GET\n${key}\n${expires}` : `GET\n${key}\n${expires}\n${viewer}`;
    return crypto.createHmac('sha256', this.secret).update(signed).digest('hex');
  }
}

/** The value, or null when the file does not exist. */
async function ifExists<T>(operation: Promise<T>): Promise<T | null> {
  try {
    return await operation;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
