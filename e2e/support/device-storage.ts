/// <reference lib="dom" />
import type { Page } from '@playwright/test';

export interface StoreReading {
  /** How many entries the store holds under the key (all of them, without one). */
  count: number;
  /** The entry under the key as JSON, '' when there is none (or no key was given). */
  entry: string;
}

/**
 * Reads a store of the page's IndexedDB as the app left it. A database the app has not made yet
 * is not made here: made by a test at version 1 without its stores, the app's own open would find
 * the version already there, never make its stores, and fail every write after.
 */
export function readDeviceStore(
  page: Page,
  database: string,
  store: string,
  key?: string,
): Promise<StoreReading> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<StoreReading>((resolve, reject) => {
        const none = { count: 0, entry: '' };
        const opened = indexedDB.open(database);
        opened.onupgradeneeded = () => opened.transaction?.abort();
        opened.onerror = () => resolve(none);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(none);
            return;
          }
          const transaction = db.transaction(store);
          const counted = transaction.objectStore(store).count(key);
          const read = key === undefined ? null : transaction.objectStore(store).get(key);
          transaction.oncomplete = () => {
            db.close();
            resolve({
              count: counted.result,
              entry: read?.result === undefined ? '' : JSON.stringify(read.result),
            });
          };
          transaction.onerror = () => {
            db.close();
            reject(transaction.error ?? new Error(`Reading ${database}/${store} failed`));
          };
        };
      }),
    { database, store, key },
  );
}
