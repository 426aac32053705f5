import { openDB } from 'idb';
import type { OutboxItem } from './outbox-items';

const DATABASE = 'marshlog-outbox';
const STORE = 'items';

const openOutbox = () =>
  openDB(DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'key' });
    },
  });

/** Every item kept on the device, oldest first: the order they were made is the order sent. */
export async function readOutbox(): Promise<OutboxItem[]> {
  const database = await openOutbox();
  try {
    const items = (await database.getAll(STORE)) as OutboxItem[];
    return items.sort((a, b) => a.queuedAt - b.queuedAt);
  } finally {
    database.close();
  }
}

export async function keepInOutbox(item: OutboxItem): Promise<void> {
  const database = await openOutbox();
  try {
    await database.put(STORE, item);
  } finally {
    database.close();
  }
}

export async function removeFromOutbox(key: string): Promise<void> {
  const database = await openOutbox();
  try {
    await database.delete(STORE, key);
  } finally {
    database.close();
  }
}
