import { sql, type SQL } from 'drizzle-orm';
import { reports } from '../../db/schema.js';
import { permissionsSql, type ItemPermissionsSql } from './permissions.js';
import type { ViewerRef } from './relations.js';
import { reportCanComment } from './reports.js';

/**
 * `reportPermissions` as SQL of the current `reports` row, for maps the database builds whole:
 * only the author edits and attaches photos; comments as `reportCanComment` says.
 */
export function reportPermissionsSql(viewerId: ViewerRef | null): ItemPermissionsSql {
  const isOwner: SQL<boolean> =
    viewerId === null ? sql<boolean>`false` : sql<boolean>`(${reports.userId} = ${viewerId})`;
  return permissionsSql({
    isOwner,
    canEdit: isOwner,
    signedIn: viewerId !== null,
    canComment: reportCanComment(viewerId),
  });
}
