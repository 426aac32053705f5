import { useRef, useState, type DragEvent } from 'react';
import { ALLOWED_PHOTO_TYPES, PHOTO_UPLOAD_HINT } from '@marshlog/domain';
import { Button, cx } from '../../../ui';

/**
 * Where photos come in: dropped on the zone, or picked with the Choose photos button (the
 * keyboard's way in). Every file is handed over; the field's limits decide what it keeps.
 */
export function UploadDropZone({
  onFiles,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      data-testid="photo-drop-zone"
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cx(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        dragging ? 'border-accent bg-accent/10' : 'border-line-strong bg-canvas/40',
        disabled && 'opacity-60',
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-9 text-ink-faint"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
        <circle cx="9" cy="10" r="1.8" />
        <path d="m4 17.5 5-4.5 4 3.5 3-2.5 4 3.5" strokeLinejoin="round" />
      </svg>
      <p className="font-medium text-ink">
        {dragging ? 'Drop to add these photos' : 'Drag photos here'}
      </p>
      <p className="text-sm text-ink-faint">{PHOTO_UPLOAD_HINT}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-1"
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        Choose photos
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ALLOWED_PHOTO_TYPES.join(',')}
        aria-label="Photo files"
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
