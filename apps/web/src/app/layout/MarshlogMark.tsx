/** Marshlog's mark: a duck on the water under a low sun. */
export function MarshlogMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="7" fill="#182a22" />
      <circle cx="21" cy="11.5" r="3.2" fill="#6fae8f" />
      <path d="M6 20c4-1 6-5 10-5 3 0 4 2 7 2 2 0 3-1 3-1-1 4-5 7-10 7s-8-2-10-3z" fill="#e8a23a" />
      <path d="M5 25.5h22" stroke="#36523f" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** The mark and the name; `compact` keeps only the mark on the narrowest phones, to make room. */
export function Wordmark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <MarshlogMark />
      <span
        className={
          compact
            ? 'hidden text-xl font-bold tracking-tight text-ink min-[400px]:inline'
            : 'text-xl font-bold tracking-tight text-ink'
        }
      >
        Marshlog
      </span>
    </span>
  );
}
