import type { ReactNode } from 'react';
import type { Photo } from '@marshlog/domain';

interface PhotoActionsProps {
  photo: Photo;
  onEditCaption: () => void;
  onMakePrimary: () => void;
  onDelete: () => void;
  /** True while a change to this item's photos is being saved. */
  busy: boolean;
}

/** Edit caption, Set as primary and Delete, as small icon buttons under a photo. */
export function PhotoActions({
  photo,
  onEditCaption,
  onMakePrimary,
  onDelete,
  busy,
}: PhotoActionsProps) {
  return (
    <div className="flex gap-1">
      <IconButton
        label={`Edit caption of ${photo.filename}`}
        onClick={onEditCaption}
        disabled={busy}
      >
        <path d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />
      </IconButton>
      {photo.is_primary ? null : (
        <IconButton
          label={`Set ${photo.filename} as primary`}
          onClick={onMakePrimary}
          disabled={busy}
        >
          <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
        </IconButton>
      )}
      <IconButton label={`Delete ${photo.filename}`} onClick={onDelete} disabled={busy} danger>
        <path d="M5 7h14M10 7V4.5h4V7m-7.5 0 .8 12.5h9.4L17.5 7M10 11v5m4-5v5" />
      </IconButton>
    </div>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={
        'inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-raised disabled:opacity-50 ' +
        (danger ? 'hover:text-danger' : 'hover:text-ink')
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  );
}
