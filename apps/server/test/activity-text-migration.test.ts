import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { huntDayName, speciesLabel } from '@marshlog/domain';
import { activities } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signUp } from './support/users.js';

const migration = readFileSync(
  new URL('../drizzle/0016_activity_text_in_app_words.sql', import.meta.url),
  'utf8',
);

/** Runs drizzle/0016 again over rows written the old way, as the migrator runs it. */
async function rewriteOldText(app: TestApp) {
  for (const statement of migration.split('--> statement-breakpoint')) {
    await app.db.execute(sql.raw(statement));
  }
}

describe(`drizzle/0016 rewrites old hunt activity text on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('names hunts and species as the feed writes them now, and leaves new text alone', async () => {
    const ann = await signUp(app);
    const oldRow = (day: string, birds: number, species: string[]) => ({
      userId: ann.user.id,
      activityType: 'hunt_created' as const,
      privacyLevel: 'public' as const,
      contentType: 'hunt',
      objectId: 1_000_000,
      contentTitle: `Hunt on ${day}`,
      contentObjectData: {
        title: `Hunt on ${day}`,
        summary: `${birds} birds: ${species.join(', ')}`,
        url_data: { id: 1_000_000, type: 'hunt' },
      },
      metadata: { bird_count: birds, species, hunt_name: `Hunt on ${day}` },
    });
    const rows = await app.db
      .insert(activities)
      .values([
        oldRow('2026-11-25', 3, ['mallard', 'green_winged_teal']),
        oldRow('2025-01-04', 2, ['white_fronted_goose', 'not_in_catalogue']),
      ])
      .returning({ id: activities.id });
    const [fresh] = await app.db
      .insert(activities)
      .values({
        ...oldRow('2026-11-25', 1, ['mallard']),
        contentTitle: 'Opening morning',
        contentObjectData: {
          title: 'Opening morning',
          summary: '1 bird: Mallard',
          url_data: { id: 1_000_000, type: 'hunt' },
        },
        metadata: { bird_count: 1, species: ['mallard'] },
      })
      .returning({ id: activities.id });

    await rewriteOldText(app);

    const read = async (id: number | undefined) => {
      const [row] = await app.db
        .select()
        .from(activities)
        .where(eq(activities.id, id ?? 0));
      return row;
    };
    const first = await read(rows[0]?.id);
    expect(first?.contentTitle).toBe(huntDayName('2026-11-25'));
    expect(first?.contentTitle).toBe('Hunt on Wed, Nov 25, 2026');
    expect(first?.contentObjectData).toMatchObject({
      title: 'Hunt on Wed, Nov 25, 2026',
      summary: `3 birds: ${speciesLabel('mallard')}, ${speciesLabel('green_winged_teal')}`,
    });
    expect(first?.metadata).toMatchObject({ hunt_name: 'Hunt on Wed, Nov 25, 2026' });
    const second = await read(rows[1]?.id);
    expect(second?.contentTitle).toBe('Hunt on Sat, Jan 4, 2025');
    expect(second?.contentObjectData).toMatchObject({
      summary: '2 birds: White-fronted Goose, not_in_catalogue',
    });
    expect(await read(fresh?.id)).toMatchObject({
      contentTitle: 'Opening morning',
      contentObjectData: { title: 'Opening morning', summary: '1 bird: Mallard' },
    });
  });
});
