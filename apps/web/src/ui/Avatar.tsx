import { cx } from './cx';

/** Initials of a display name: "Ada Lovelace" -> "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/** A hunter's picture, or their initials when there is none. */
export function Avatar({
  name,
  imageUrl,
  size = 'md',
  className,
}: {
  name: string;
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const sizes = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-16 text-2xl' };
  const classes = cx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-moss font-semibold text-ink',
    sizes[size],
    className,
  );
  if (imageUrl) return <img src={imageUrl} alt="" className={cx(classes, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={classes}>
      {initialsOf(name)}
    </span>
  );
}
