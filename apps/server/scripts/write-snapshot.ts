// npm run db:snapshot -w apps/server: after adding a hand-written migration and declaring its
// change in schema.ts, writes drizzle-kit's snapshot for it so `drizzle-kit generate` stays quiet.
import path from 'node:path';
import { writeLastSnapshot } from './drizzle-meta.js';

const file = await writeLastSnapshot();
console.log(`Wrote ${path.relative(process.cwd(), file)} from src/db/schema.ts`);
