import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Photo,
  type PhotoContentType,
  type PhotoOrdering,
  type UpdatePhoto,
} from '@marshlog/domain';
import { api } from '../../api';
import { bulkDeleteAnswerSchema, galleryPageSchema, photoListSchema, photoSchema } from './schemas';

/** The photos of one hunt, location or report. */
export interface PhotoTarget {
  contentType: PhotoContentType;
  objectId: number;
}

/** What the gallery asks GET /photos/user_gallery/ for; empty strings mean "any". */
export interface GalleryQuery {
  page: number;
  content_type: PhotoContentType | '';
  is_primary: boolean;
  search: string;
  date_after: string;
  date_before: string;
  ordering: PhotoOrdering;
}

export const photoKeys = {
  all: ['photos'] as const,
  lists: () => [...photoKeys.all, 'list'] as const,
  list: (target: PhotoTarget) =>
    [...photoKeys.lists(), target.contentType, target.objectId] as const,
  galleries: () => [...photoKeys.all, 'gallery'] as const,
  gallery: (query: GalleryQuery) => [...photoKeys.galleries(), query] as const,
};

/** An item has at most a handful of photos; one page of the largest size holds them all. */
const ITEM_PHOTOS_PAGE_SIZE = 100;

/** The primary photo first; the others keep their order. */
export function primaryFirst(photos: readonly Photo[]): Photo[] {
  return [...photos].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
}

/** The photos attached to one item: the primary first, then in upload order. */
export function useItemPhotos(target: PhotoTarget) {
  return useQuery({
    queryKey: photoKeys.list(target),
    queryFn: async ({ signal }) => {
      const answer = await api.get('/photos/', {
        query: {
          content_type: target.contentType,
          object_id: target.objectId,
          ordering: 'uploaded_at',
          page_size: ITEM_PHOTOS_PAGE_SIZE,
        },
        schema: photoListSchema,
        signal,
      });
      return primaryFirst(Array.isArray(answer) ? answer : answer.results);
    },
  });
}

/** One page of the signed-in hunter's own photos. */
export function useGallery(query: GalleryQuery, pageSize: number) {
  return useQuery({
    queryKey: photoKeys.gallery(query),
    queryFn: ({ signal }) =>
      api.get('/photos/user_gallery/', {
        query: {
          page: query.page,
          page_size: pageSize,
          content_type: query.content_type,
          is_primary: query.is_primary ? 'true' : undefined,
          search: query.search.trim(),
          date_after: query.date_after,
          date_before: query.date_before,
          ordering: query.ordering,
        },
        schema: galleryPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every photo list and gallery page: a change to one photo (a new primary, a deleted one) can
 * move others, so all photo lists are refreshed.
 */
export function useInvalidatePhotos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: photoKeys.all });
}

export function useUpdatePhoto() {
  const invalidate = useInvalidatePhotos();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdatePhoto }) =>
      api.patch(`/photos/${id}/`, changes, { schema: photoSchema }),
    onSuccess: invalidate,
  });
}

export function useDeletePhoto() {
  const invalidate = useInvalidatePhotos();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/photos/${id}/`),
    onSuccess: invalidate,
  });
}

export function useBulkDeletePhotos() {
  const invalidate = useInvalidatePhotos();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      api.delete('/photos/bulk_delete/', {
        body: { ids },
        schema: bulkDeleteAnswerSchema,
      }),
    onSuccess: invalidate,
  });
}
