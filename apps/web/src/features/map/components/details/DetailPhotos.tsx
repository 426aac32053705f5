import { useState } from 'react';
import { MAP_MESSAGES, type Photo, type PhotoContentType } from '@marshlog/domain';
import { useItemPhotos } from '../../../photos';

function DetailPhoto({ photo }: { photo: Photo }) {
  const [failed, setFailed] = useState(false);
  if (!photo.download_url) {
    return <p className="text-sm text-ink-muted">{MAP_MESSAGES.noPhotoUrl}</p>;
  }
  if (failed) {
    return (
      <p className="text-sm text-danger">
        {MAP_MESSAGES.photoAccessDenied}
        <span className="block text-ink-muted">{photo.filename}</span>
      </p>
    );
  }
  return (
    <figure>
      <img
        src={photo.download_url}
        alt={photo.caption || photo.filename}
        loading="lazy"
        onError={() => setFailed(true)}
        className="aspect-square w-full rounded-lg object-cover"
      />
      {photo.caption ? (
        <figcaption className="mt-1 text-xs text-ink-muted">{photo.caption}</figcaption>
      ) : null}
    </figure>
  );
}

/** An item's photos in a detail modal: 'Loading...' first, then each photo or the seed's problem. */
export function DetailPhotos({
  contentType,
  objectId,
}: {
  contentType: PhotoContentType;
  objectId: number;
}) {
  const photos = useItemPhotos({ contentType, objectId });
  if (photos.isPending)
    return <p className="text-sm text-ink-muted">{MAP_MESSAGES.loadingPhotos}</p>;
  if (photos.isError) return <p className="text-sm text-danger">{photos.error.message}</p>;
  if (photos.data.length === 0) return <p className="text-sm text-ink-muted">No photos yet.</p>;
  return (
    <ul aria-label="Photos" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {photos.data.map((photo) => (
        <li key={photo.id}>
          <DetailPhoto photo={photo} />
        </li>
      ))}
    </ul>
  );
}
