import { describe, expect, it } from 'vitest';
import { BatchedReads } from '../src/platform/batched-reads.js';

/** A read of hunters' names that records each statement's keys, as a database would run them. */
function namesRead() {
  const statements: number[][] = [];
  let release: (() => void) | undefined;
  const reads = new BatchedReads(async (ids) => {
    statements.push(ids);
    // The first statement runs until released, as a busy database would keep it.
    if (statements.length === 1) await new Promise<void>((resolve) => (release = resolve));
    if (ids.includes(13)) throw new Error('database down');
    return new Map(ids.filter((id) => id !== 99).map((id) => [id, `Hunter ${id}`]));
  });
  return { reads, statements, release: () => release?.() };
}

describe('batched reads (socket openings at the same moment)', () => {
  it('reads the keys asked for together in one statement, and those asked meanwhile in the next', async () => {
    const { reads, statements, release } = namesRead();
    const first = [reads.read(1), reads.read(2), reads.read(2), reads.read(99)];
    await new Promise((resolve) => setImmediate(resolve));
    const later = [reads.read(3), reads.read(4)];
    release();
    expect(await Promise.all(first)).toEqual(['Hunter 1', 'Hunter 2', 'Hunter 2', undefined]);
    expect(await Promise.all(later)).toEqual(['Hunter 3', 'Hunter 4']);
    expect(statements).toEqual([
      [1, 2, 99],
      [3, 4],
    ]);
  });

  it('fails every caller of a failed statement, and reads again afterwards', async () => {
    const { reads, statements, release } = namesRead();
    const first = reads.read(5);
    await new Promise((resolve) => setImmediate(resolve));
    const failing = [reads.read(13), reads.read(6)];
    release();
    expect(await first).toBe('Hunter 5');
    for (const outcome of await Promise.allSettled(failing)) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: new Error('database down') });
    }
    expect(await reads.read(7)).toBe('Hunter 7');
    expect(statements).toEqual([[5], [13, 6], [7]]);
  });
});
