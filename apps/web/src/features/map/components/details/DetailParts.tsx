import type { ReactNode } from 'react';

/** The owner's or author's name, username and email (seed 001 section 2, detail modals). */
export function DetailOwner({
  label,
  person,
}: {
  label: string;
  person: { name: string; username: string | null; email: string | null };
}) {
  return (
    <div>
      <p className="text-xs tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="font-medium text-ink">{person.name}</p>
      {person.username ? <p className="text-sm text-ink-muted">@{person.username}</p> : null}
      {person.email ? <p className="text-sm text-ink-muted">{person.email}</p> : null}
    </div>
  );
}

export function DetailFacts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
