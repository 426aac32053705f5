import fs from 'node:fs';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as it goes to a file with fflate's streaming Zip: entries are pushed one after
 * another, so only the entry being written is in memory.
 */
export class ZipFile {
  private readonly out: fs.WriteStream;
  private readonly zip: Zip;
  private readonly finished: Promise<void>;

  constructor(private readonly path: string) {
    this.out = fs.createWriteStream(path);
    let fail: (error: Error) => void = () => undefined;
    this.finished = new Promise<void>((resolve, reject) => {
      fail = reject;
      this.out.on('error', reject);
      this.out.on('finish', resolve);
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) return fail(error);
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  /** Text is deflated; images are stored as they are (already compressed). */
  add(name: string, bytes: Uint8Array, compress: boolean): void {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    entry.push(bytes, true);
  }

  /** Writes the central directory and waits for the file to be on disk. */
  async close(): Promise<void> {
    this.zip.end();
    await this.finished;
  }

  /** Stops writing and removes the unfinished file. */
  async discard(): Promise<void> {
    this.zip.terminate();
    this.out.destroy();
    await fs.promises.rm(this.path, { force: true });
  }
}
