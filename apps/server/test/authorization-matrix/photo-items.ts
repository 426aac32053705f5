import { PRIVACY_LEVELS, type Photo, type PrivacyLevel } from '@marshlog/domain';
import { locationShares } from '../../src/db/schema.js';
import { saveLocation, shareWith } from '../support/locations.js';
import { huntOf, plainPng, uploadPhoto } from '../support/photos.js';
import {
  readersByPrivacy,
  WORLD_VIEWERS,
  type SignedInViewer,
  type World,
  type WorldViewer,
} from './world.js';

/**
 * The items the photo matrix attaches photos to, and who may do what with them. A hunt is its
 * owner's alone to change; a location is shared with viewShare for 'view' and editShare for
 * 'edit', and keeps an 'edit' share with the blocked viewer from before the block, which must
 * grant nothing (DESIGN.md section 5).
 */
export const PHOTO_ITEM_KINDS = ['hunt', 'location'] as const;
export type PhotoItemKind = (typeof PHOTO_ITEM_KINDS)[number];

export interface PhotoItem {
  kind: PhotoItemKind;
  level: PrivacyLevel;
  id: number;
  /** The owner's photo: the one every refused change is aimed at. */
  ownerPhoto: Photo;
  /** Every photo of the item: the owner's, and on a location editShare's too. */
  photos: Photo[];
}

/** Who reads an item, so its photos: the level's readers, plus live shares on a location. */
export function photoReaders(kind: PhotoItemKind, level: PrivacyLevel): WorldViewer[] {
  const byLevel = readersByPrivacy(level);
  if (kind === 'hunt') return byLevel;
  return [...new Set<WorldViewer>([...byLevel, 'viewShare', 'editShare'])];
}

/** Who may attach photos to the item and change or delete any photo of it. */
export function photoEditors(kind: PhotoItemKind): WorldViewer[] {
  return kind === 'hunt' ? ['owner'] : ['owner', 'editShare'];
}

/** What a change answers: success for an editor, 403 for a reader, 404 for anyone else. */
export function changeStatus(
  kind: PhotoItemKind,
  level: PrivacyLevel,
  viewer: WorldViewer,
  success: number,
): number {
  if (viewer === 'signedOut') return 401;
  if (photoEditors(kind).includes(viewer)) return success;
  return photoReaders(kind, level).includes(viewer) ? 403 : 404;
}

export const photoCases = PHOTO_ITEM_KINDS.flatMap((kind) =>
  PRIVACY_LEVELS.flatMap((level) => WORLD_VIEWERS.map((viewer) => ({ kind, level, viewer }))),
);

export interface PhotoWorld {
  items: Record<`${PhotoItemKind}:${PrivacyLevel}`, PhotoItem>;
  /** Each signed-in viewer's photo on a private hunt of their own. */
  ownPhotos: Record<SignedInViewer, Photo>;
  /** Every photo each viewer uploaded while the world was built. */
  uploadedBy: Record<SignedInViewer, number[]>;
  /** Uploads a PNG as the viewer and records nothing: for photos a test deletes. */
  upload(viewer: SignedInViewer, kind: PhotoItemKind, objectId: number): Promise<Photo>;
  /** A private hunt of the viewer's own, for throwaway photos. */
  ownHunts: Record<SignedInViewer, number>;
}

/** Builds the items and their photos on top of `world`; call once per test file. */
export async function buildPhotoWorld(world: World): Promise<PhotoWorld> {
  const png = await plainPng();
  const { owner, viewShare, editShare, blocked } = world.hunters;
  const uploadedBy = {} as Record<SignedInViewer, number[]>;
  const upload = async (viewer: SignedInViewer, kind: PhotoItemKind, objectId: number) =>
    uploadPhoto(
      world.app,
      world.hunters[viewer],
      { content_type: kind, object_id: objectId },
      png,
      { filename: `${viewer}.png`, caption: `by ${viewer}` },
    );
  const recorded = async (viewer: SignedInViewer, kind: PhotoItemKind, objectId: number) => {
    const photo = await upload(viewer, kind, objectId);
    (uploadedBy[viewer] ??= []).push(photo.id);
    return photo;
  };

  const items = {} as PhotoWorld['items'];
  for (const level of PRIVACY_LEVELS) {
    const huntId = await huntOf(world.app, owner, level);
    const huntPhoto = await recorded('owner', 'hunt', huntId);
    items[`hunt:${level}`] = {
      kind: 'hunt',
      level,
      id: huntId,
      ownerPhoto: huntPhoto,
      photos: [huntPhoto],
    };

    const location = await saveLocation(world.app, owner, {
      name: `Photo matrix ${level} slough`,
      privacy_level: level,
    });
    await shareWith(world.app, owner, location.id, [viewShare], 'view');
    await shareWith(world.app, owner, location.id, [editShare], 'edit');
    await world.app.db.insert(locationShares).values({
      locationId: location.id,
      sharedWithId: blocked.user.id,
      permissionLevel: 'edit',
    });
    const locationPhoto = await recorded('owner', 'location', location.id);
    const sharedPhoto = await recorded('editShare', 'location', location.id);
    items[`location:${level}`] = {
      kind: 'location',
      level,
      id: location.id,
      ownerPhoto: locationPhoto,
      photos: [locationPhoto, sharedPhoto],
    };
  }

  const ownPhotos = {} as Record<SignedInViewer, Photo>;
  const ownHunts = {} as Record<SignedInViewer, number>;
  for (const viewer of WORLD_VIEWERS) {
    if (viewer === 'signedOut') continue;
    ownHunts[viewer] = await huntOf(world.app, world.hunters[viewer], 'private');
    ownPhotos[viewer] = await recorded(viewer, 'hunt', ownHunts[viewer]);
  }
  return { items, ownPhotos, uploadedBy, upload, ownHunts };
}
