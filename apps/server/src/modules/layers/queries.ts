import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DATA_LAYER_DEFAULTS,
  LAYER_TYPES,
  type LayerCreate,
  type LayerPatch,
  type LayerType,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { layerPreferences } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';

export type LayerRow = typeof layerPreferences.$inferSelect;

export interface LayerFilters {
  layerType?: LayerType;
  isVisible?: boolean;
  search?: string;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The owner is always in the WHERE clause: a preference belongs to its hunter alone. */
function ownedBy(userId: number, filters: LayerFilters = {}): SQL | undefined {
  const term = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
  return and(
    eq(layerPreferences.userId, userId),
    filters.layerType ? eq(layerPreferences.layerType, filters.layerType) : undefined,
    filters.isVisible === undefined ? undefined : eq(layerPreferences.isVisible, filters.isVisible),
    term
      ? or(ilike(layerPreferences.layerName, term), ilike(layerPreferences.layerId, term))
      : undefined,
  );
}

const defaultRows = (userId: number) =>
  DATA_LAYER_DEFAULTS.map((layer) => ({
    userId,
    layerId: layer.layer_id,
    layerName: layer.layer_name,
    layerType: layer.layer_type,
    isVisible: true,
    opacity: 1,
    zIndex: layer.z_index,
  }));

/** Creates the nine data layers on a hunter's first read; concurrent first reads are harmless. */
export async function ensureDataLayers(db: Database, userId: number): Promise<void> {
  await db
    .insert(layerPreferences)
    .values(defaultRows(userId))
    .onConflictDoNothing({ target: [layerPreferences.userId, layerPreferences.layerId] });
}

export async function listLayers(
  db: Database,
  userId: number,
  filters: LayerFilters,
  page: PageRequest,
): Promise<{ count: number; rows: LayerRow[] }> {
  const where = ownedBy(userId, filters);
  const [total] = await db.select({ count: count() }).from(layerPreferences).where(where);
  const rows = await db
    .select()
    .from(layerPreferences)
    .where(where)
    .orderBy(asc(layerPreferences.layerType), asc(layerPreferences.layerId))
    .limit(page.pageSize)
    .offset(page.offset);
  return { count: total?.count ?? 0, rows };
}

export async function findLayer(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(layerPreferences)
    .where(and(eq(layerPreferences.id, id), eq(layerPreferences.userId, userId)));
  return row;
}

export async function insertLayer(db: Database, userId: number, body: LayerCreate) {
  const [row] = await db
    .insert(layerPreferences)
    .values({
      userId,
      layerId: body.layer_id,
      layerName: body.layer_name,
      layerType: body.layer_type,
      isVisible: body.is_visible ?? true,
      opacity: body.opacity ?? 1,
      zIndex: body.z_index ?? 0,
    })
    .returning();
  return row;
}

export async function updateLayer(db: Database, userId: number, id: number, patch: LayerPatch) {
  const [row] = await db
    .update(layerPreferences)
    .set({
      ...(patch.is_visible === undefined ? {} : { isVisible: patch.is_visible }),
      ...(patch.opacity === undefined ? {} : { opacity: patch.opacity }),
      ...(patch.z_index === undefined ? {} : { zIndex: patch.z_index }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(layerPreferences.id, id), eq(layerPreferences.userId, userId)))
    .returning();
  return row;
}

export async function deleteLayer(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(layerPreferences)
    .where(and(eq(layerPreferences.id, id), eq(layerPreferences.userId, userId)))
    .returning({ id: layerPreferences.id });
  return rows.length > 0;
}

export async function setVisibility(
  db: Database,
  userId: number,
  isVisible: boolean,
  layerIds: string[] | undefined,
  layerType: LayerType | undefined,
): Promise<LayerRow[]> {
  return db
    .update(layerPreferences)
    .set({ isVisible, updatedAt: sql`now()` })
    .where(
      and(
        ownedBy(userId, { layerType }),
        layerIds ? inArray(layerPreferences.layerId, layerIds) : undefined,
      ),
    )
    .returning();
}

/**
 * Restores the nine data layers (visible, opaque, default order) and forgets style-layer
 * preferences, which default to the style's own settings; only `layerType` when given. One transaction.
 */
export async function resetDefaults(
  db: Database,
  userId: number,
  layerType: LayerType | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(layerPreferences).where(ownedBy(userId, { layerType }));
    const rows = defaultRows(userId).filter(
      (row) => layerType === undefined || row.layerType === layerType,
    );
    if (rows.length > 0) await tx.insert(layerPreferences).values(rows);
  });
}

export async function layerStats(db: Database, userId: number) {
  const rows = await db
    .select({
      layerType: layerPreferences.layerType,
      total: count(),
      visible: sql<number>`count(*) filter (where ${layerPreferences.isVisible})::int`,
    })
    .from(layerPreferences)
    .where(ownedBy(userId))
    .groupBy(layerPreferences.layerType);
  return LAYER_TYPES.map((layerType) => {
    const row = rows.find((candidate) => candidate.layerType === layerType);
    return { layerType, total: row?.total ?? 0, visible: row?.visible ?? 0 };
  });
}
