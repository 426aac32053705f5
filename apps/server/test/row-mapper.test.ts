import { eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { compileRowMapping } from '../src/db/row-mapper.js';
import { openTestDatabase, testBackend } from './support/database.js';

/** A custom type whose decoder changes the value, as the schema's own may. */
const upperText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  fromDriver: (value) => value.toUpperCase(),
});

const blinds = pgTable('row_mapper_blinds', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
  checkedAt: timestamp('checked_at', { mode: 'string' }),
  openedOn: date('opened_on'),
  depth: numeric('depth', { precision: 6, scale: 2 }),
  latitude: doublePrecision('latitude'),
  visits: bigint('visits', { mode: 'number' }),
  heated: boolean('heated').notNull(),
  gear: json('gear'),
  tags: jsonb('tags'),
  code: upperText('code'),
});

const decoys = pgTable('row_mapper_decoys', {
  id: serial('id').primaryKey(),
  blindId: integer('blind_id').notNull(),
  // Nullable, and first in some selections: Drizzle nulls a left-joined object on its first column.
  note: varchar('note', { length: 40 }),
  species: varchar('species', { length: 40 }).notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }),
});

const CREATE = [
  `create table row_mapper_blinds (id serial primary key, name varchar(40) not null,
    built_at timestamptz not null, checked_at timestamp, opened_on date, depth numeric(6,2),
    latitude double precision, visits bigint, heated boolean not null, gear json, tags jsonb,
    code text)`,
  `create table row_mapper_decoys (id serial primary key, blind_id integer not null,
    note varchar(40), species varchar(40) not null, placed_at timestamptz)`,
  `insert into row_mapper_blinds (name, built_at, checked_at, opened_on, depth, latitude, visits,
    heated, gear, tags, code) values
    ('North marsh', '2026-10-01 05:30:00.123456+00', '2026-10-02 06:00:00', '2026-09-15', 1.25,
      45.5, 9007199254740991, true, '{"stool":1}', '["dawn","teal"]', 'nm-1'),
    ('Flooded timber', '2026-10-03 17:45:00+02', null, null, null, null, null, false, null,
      null, null),
    ('Empty slough', '2025-11-20 00:00:00+00', '2025-11-20 00:00:00', '2025-11-20', 0, -0.5, 0,
      false, '[]', '{}', '')`,
  `insert into row_mapper_decoys (blind_id, note, species, placed_at) values
    (1, 'by the reeds', 'mallard', '2026-10-01 05:40:00+00'),
    (1, null, 'teal', null),
    (2, 'drifted', 'wood duck', '2026-10-04 06:00:00+00')`,
];

describe(`row mapper on ${testBackend}`, () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    for (const statement of CREATE) await db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    await handle.close();
  });

  let statementCount = 0;
  /**
   * The same selection prepared twice: mapped by Drizzle, and by the compiled mapper. Equal rows
   * (same values, same classes, same key order) or the test fails.
   */
  async function expectSameRows(
    build: (name: string) => { execute(values?: Record<string, unknown>): Promise<unknown[]> },
    values: Record<string, unknown> = {},
  ): Promise<unknown[]> {
    statementCount += 1;
    const byDrizzle = build(`row_mapper_drizzle_${statementCount}`);
    const compiled = build(`row_mapper_compiled_${statementCount}`);
    expect(compileRowMapping(compiled)).toBe(true);
    const expected = await byDrizzle.execute(values);
    const actual = await compiled.execute(values);
    expect(actual).toStrictEqual(expected);
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    return actual;
  }

  it('maps whole tables with every decoder: timestamps, dates, numeric, json, bigint, custom types', async () => {
    const rows = await expectSameRows((name) =>
      db.select().from(blinds).orderBy(blinds.id).prepare(name),
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ builtAt: expect.any(Date), code: 'NM-1', depth: '1.25' });
  });

  it('nulls a left-joined object whose first column reads null, and keeps one that matched', async () => {
    const rows = await expectSameRows((name) =>
      db
        .select({ blind: blinds, decoy: decoys })
        .from(blinds)
        .leftJoin(decoys, eq(decoys.blindId, blinds.id))
        .orderBy(blinds.id, decoys.id)
        .prepare(name),
    );
    expect(rows.map((row) => (row as { decoy: unknown }).decoy === null)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('follows Drizzle where the first column of a joined row is null though the row is there', async () => {
    const rows = await expectSameRows((name) =>
      db
        .select({
          id: blinds.id,
          decoy: { note: decoys.note, species: decoys.species, placedAt: decoys.placedAt },
        })
        .from(blinds)
        .leftJoin(decoys, eq(decoys.blindId, blinds.id))
        .orderBy(blinds.id, decoys.id)
        .prepare(name),
    );
    // The teal decoy has no note: Drizzle reads the whole object as a missed join.
    expect(rows[1]).toEqual({ id: 1, decoy: null });
  });

  it('never nulls an object mixing tables, nor the tables of inner joins', async () => {
    await expectSameRows((name) =>
      db
        .select({
          mixed: { note: decoys.note, blindName: blinds.name },
          blind: { id: blinds.id, name: blinds.name },
          decoy: { id: decoys.id, species: decoys.species },
        })
        .from(decoys)
        .innerJoin(blinds, eq(blinds.id, decoys.blindId))
        .orderBy(decoys.id)
        .prepare(name),
    );
  });

  it('nulls the base table of a right join, and either side of a full join', async () => {
    await expectSameRows((name) =>
      db
        .select({ decoy: decoys, blind: { name: blinds.name, id: blinds.id } })
        .from(decoys)
        .rightJoin(blinds, eq(blinds.id, decoys.blindId))
        .orderBy(blinds.id, decoys.id)
        .prepare(name),
    );
    await expectSameRows((name) =>
      db
        .select({ decoy: { id: decoys.id }, blind: { id: blinds.id, heated: blinds.heated } })
        .from(decoys)
        .fullJoin(blinds, sql`${blinds.id} = ${decoys.blindId} and ${decoys.note} is not null`)
        .orderBy(blinds.id, decoys.id)
        .prepare(name),
    );
  });

  it('decodes SQL fields with mapWith, aliased SQL, a nested object and placeholders', async () => {
    const rows = await expectSameRows(
      (name) =>
        db
          .select({
            id: blinds.id,
            // Qualified by hand: Drizzle leaves a single-table select's columns unqualified.
            decoyCount: sql<number>`(select count(*) from row_mapper_decoys d
              where d.blind_id = row_mapper_blinds.id)`.mapWith(Number),
            hasDecoys: sql<boolean>`exists (select 1 from row_mapper_decoys d
              where d.blind_id = row_mapper_blinds.id)`.mapWith(Boolean),
            raw: sql<string>`${blinds.name} || '!'`,
            aliased: sql<string>`upper(${blinds.name})`.as('shouting'),
            when: sql`${blinds.builtAt}`.mapWith(blinds.builtAt),
            nested: { code: blinds.code, depth: blinds.depth, visits: blinds.visits },
            empty: sql<null>`null::text`,
          })
          .from(blinds)
          .where(sql`${blinds.id} <= ${sql.placeholder('last')}`)
          .orderBy(blinds.id)
          .prepare(name),
      { last: 2 },
    );
    expect(rows[0]).toMatchObject({ decoyCount: 2, hasDecoys: true, when: expect.any(Date) });
  });

  it('maps the fields of a subquery selected from', async () => {
    const placed = db
      .select({
        blindId: decoys.blindId,
        placed: sql<number>`count(${decoys.placedAt})`.mapWith(Number).as('placed'),
      })
      .from(decoys)
      .groupBy(decoys.blindId)
      .as('placed');
    await expectSameRows((name) =>
      db
        .select({ name: blinds.name, placed: { count: placed.placed, blind: placed.blindId } })
        .from(blinds)
        .leftJoin(placed, eq(placed.blindId, blinds.id))
        .orderBy(blinds.id)
        .prepare(name),
    );
  });

  it('maps the rows an insert returns', async () => {
    statementCount += 1;
    const insert = (name: string) =>
      db
        .insert(decoys)
        .values({ blindId: 3, species: sql.placeholder('species'), note: null })
        .returning({ id: decoys.id, species: decoys.species, placedAt: decoys.placedAt })
        .prepare(name);
    const byDrizzle = await insert(`row_mapper_drizzle_${statementCount}`).execute({
      species: 'pintail',
    });
    const compiled = insert(`row_mapper_compiled_${statementCount}`);
    expect(compileRowMapping(compiled)).toBe(true);
    const actual = await compiled.execute({ species: 'pintail' });
    expect(actual).toStrictEqual([{ ...byDrizzle[0], id: (byDrizzle[0]?.id ?? 0) + 1 }]);
  });

  it('leaves alone what is not a prepared select, and a query mapping its own rows', () => {
    expect(compileRowMapping(db.select().from(blinds))).toBe(false);
    expect(compileRowMapping({ fields: [], customResultMapper: undefined })).toBe(false);
    const relational = db.select().from(blinds).prepare('row_mapper_twice');
    expect(compileRowMapping(relational)).toBe(true);
    expect(compileRowMapping(relational)).toBe(false);
  });
});
