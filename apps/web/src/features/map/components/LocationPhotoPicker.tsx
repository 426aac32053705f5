import { useId, useState } from 'react';
import { LOCATION_MAX_PHOTOS, MAX_PHOTO_CAPTION_LENGTH } from '@marshlog/domain';
import { Button, TextField } from '../../../ui';
import { addPickedPhotos, type PickedPhoto } from './create-location-photos';

/** Up to 10 photos for a new location, each with an optional caption; the first becomes primary. */
export function LocationPhotoPicker({
  photos,
  onChange,
  hint,
  disabled,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  hint: string;
  disabled: boolean;
}) {
  const inputId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const full = photos.length >= LOCATION_MAX_PHOTOS;
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-ink">Photos</legend>
      <p className="text-sm text-ink-muted">{hint}</p>
      <label
        htmlFor={inputId}
        className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-dashed border-line-strong px-3 text-sm text-ink-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
      >
        Choose photos ({photos.length}/{LOCATION_MAX_PHOTOS})
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          disabled={disabled || full}
          onChange={(event) => {
            const picked = addPickedPhotos(photos, [...(event.target.files ?? [])]);
            setRefused(picked.refused);
            onChange(picked.photos);
            event.target.value = '';
          }}
        />
      </label>
      {refused ? (
        <p role="alert" className="text-sm text-danger">
          {refused}
        </p>
      ) : null}
      <ul className="space-y-2">
        {photos.map((photo, index) => (
          <li key={photo.id} className="flex items-center gap-3">
            <img src={photo.preview} alt="" className="size-14 shrink-0 rounded-md object-cover" />
            <TextField
              label={
                index === 0
                  ? `Caption for ${photo.file.name} (primary)`
                  : `Caption for ${photo.file.name}`
              }
              optional
              value={photo.caption}
              maxLength={MAX_PHOTO_CAPTION_LENGTH}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  photos.map((entry) =>
                    entry.id === photo.id ? { ...entry, caption: event.target.value } : entry,
                  ),
                )
              }
              className="min-w-0"
            />
            <Button
              variant="ghost"
              size="md"
              aria-label={`Remove ${photo.file.name}`}
              disabled={disabled}
              onClick={() => {
                URL.revokeObjectURL(photo.preview);
                onChange(photos.filter((entry) => entry.id !== photo.id));
              }}
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
