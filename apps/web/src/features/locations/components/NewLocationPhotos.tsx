import { useEffect, useRef } from 'react';
import {
  ALLOWED_PHOTO_TYPES,
  LOCATION_MAX_PHOTOS,
  LOCATION_MESSAGES,
  MAX_PHOTO_CAPTION_LENGTH,
  PHOTO_UPLOAD_HINT,
  isAllowedPhotoType,
  photoTypeNotSupportedMessage,
} from '@marshlog/domain';
import { Button, TextField } from '../../../ui';

/** A photo picked for a location that does not exist yet; uploaded once it is created. */
export interface ChosenPhoto {
  key: string;
  file: File;
  preview: string;
  caption: string;
}

let nextKey = 0;

/** Keeps image files of the allowed types, up to the location's limit; says what it left out. */
export function choosePhotos(
  current: ChosenPhoto[],
  files: File[],
): { photos: ChosenPhoto[]; refused: string[] } {
  const refused: string[] = [];
  const photos = [...current];
  for (const file of files) {
    if (!isAllowedPhotoType(file.type)) {
      refused.push(photoTypeNotSupportedMessage(file.type || file.name));
      continue;
    }
    if (photos.length >= LOCATION_MAX_PHOTOS) {
      refused.push(LOCATION_MESSAGES.tooManyPhotos);
      break;
    }
    nextKey += 1;
    photos.push({
      key: `new-location-photo-${nextKey}`,
      file,
      preview: URL.createObjectURL(file),
      caption: '',
    });
  }
  return { photos, refused: [...new Set(refused)] };
}

/**
 * The photos of the Create New Location form (seed 001): up to 10 image files, each with an
 * optional caption; the first becomes the primary photo. The 10MB hint is not enforced here.
 */
export function NewLocationPhotos({
  photos,
  refused,
  onChange,
  disabled,
}: {
  photos: ChosenPhoto[];
  refused: string[];
  onChange: (photos: ChosenPhoto[], refused: string[]) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  // Previews are object URLs: let them go when the form does.
  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.preview);
    },
    [],
  );
  const full = photos.length >= LOCATION_MAX_PHOTOS;

  const remove = (key: string) => {
    const gone = photos.find((photo) => photo.key === key);
    if (gone) URL.revokeObjectURL(gone.preview);
    onChange(
      photos.filter((photo) => photo.key !== key),
      [],
    );
  };
  const caption = (key: string, text: string) =>
    onChange(
      photos.map((photo) => (photo.key === key ? { ...photo, caption: text } : photo)),
      refused,
    );

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1.5 font-medium text-ink">
        Photos <span className="font-normal text-ink-faint">(optional)</span>
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={disabled || full}
        >
          Add photos
        </Button>
        <span
          className="text-sm text-ink-muted tabular-nums"
          data-testid="new-location-photo-count"
        >
          {photos.length}/{LOCATION_MAX_PHOTOS}
        </span>
        <span className="text-sm text-ink-faint">{PHOTO_UPLOAD_HINT}</span>
        <input
          ref={input}
          type="file"
          multiple
          accept={ALLOWED_PHOTO_TYPES.join(',')}
          aria-label="Location photo files"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const { photos: next, refused: left } = choosePhotos(photos, [
              ...(event.target.files ?? []),
            ]);
            onChange(next, left);
            event.target.value = '';
          }}
        />
      </div>
      {full ? (
        <p className="text-sm font-medium text-warning">{LOCATION_MESSAGES.tooManyPhotos}</p>
      ) : null}
      {refused
        .filter((message) => message !== LOCATION_MESSAGES.tooManyPhotos || !full)
        .map((message) => (
          <p key={message} role="alert" className="text-sm font-medium text-danger">
            {message}
          </p>
        ))}
      {photos.length > 0 ? (
        <ul aria-label="Photos to add" className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="flex gap-3 rounded-lg border border-line bg-canvas/40 p-2"
              data-testid="new-location-photo"
            >
              <img
                src={photo.preview}
                alt=""
                className="size-20 shrink-0 rounded-md object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="truncate text-sm text-ink" title={photo.file.name}>
                  {index === 0 ? (
                    <span className="mr-1.5 font-semibold text-accent-strong">Primary</span>
                  ) : null}
                  {photo.file.name}
                </p>
                <TextField
                  label={
                    <>
                      Caption<span className="sr-only"> for {photo.file.name}</span>
                    </>
                  }
                  optional
                  maxLength={MAX_PHOTO_CAPTION_LENGTH}
                  value={photo.caption}
                  disabled={disabled}
                  onChange={(event) => caption(photo.key, event.target.value)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  onClick={() => remove(photo.key)}
                  disabled={disabled}
                  aria-label={`Remove ${photo.file.name}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
