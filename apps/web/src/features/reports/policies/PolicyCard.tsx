import { SHARING_POLICY_VISIBILITY_LABELS, type SharingPolicy } from '@marshlog/domain';
import { Badge, Button } from '../../../ui';
import { flagSummary, policyFlags } from './policy-text';

/** One sharing policy: who reads, what they get, whom it names, and its actions. */
export function PolicyCard({
  policy,
  busy,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  policy: SharingPolicy;
  busy: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-lg shadow-black/20"
      aria-label={policy.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words text-ink">{policy.name}</h2>
        <Badge tone="info">{SHARING_POLICY_VISIBILITY_LABELS[policy.visibility]}</Badge>
      </div>
      {policy.description ? (
        <p className="break-words text-ink-muted">{policy.description}</p>
      ) : null}
      <ul aria-label="Settings" className="flex flex-wrap gap-2">
        {policyFlags(policy).map(({ flag, on }) => (
          <li key={flag}>
            <Badge tone={on ? 'success' : 'warning'}>{flagSummary(flag, on)}</Badge>
          </li>
        ))}
      </ul>
      {policy.visibility === 'user' ? (
        <p className="text-sm text-ink-muted">
          {policy.allowed_users.length === 0
            ? 'No friends allowed yet.'
            : `Allowed: ${policy.allowed_users.map((user) => user.name).join(', ')}`}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          disabled={busy}
          aria-label={`Edit ${policy.name}`}
        >
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDuplicate}
          disabled={busy}
          aria-label={`Duplicate ${policy.name}`}
        >
          Duplicate
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${policy.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
