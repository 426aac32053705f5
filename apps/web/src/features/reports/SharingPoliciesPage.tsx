import { useState } from 'react';
import { Link } from 'react-router';
import { SHARING_POLICIES_PAGE_SIZE, type SharingPolicy } from '@marshlog/domain';
import { errorMessage } from '../../api';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  LoadingState,
  PageHeader,
  Pagination,
  QueryErrorState,
  lazyDialog,
  useToast,
} from '../../ui';
import { useDeletePolicy, useDuplicatePolicy, useSharingPolicies } from './policies-api';
import { PolicyCard } from './policies/PolicyCard';

/** Loads, with its form and schemas, the first time it opens. */
const PolicyDialog = lazyDialog(
  () => import('./policies/PolicyDialog').then((module) => module.PolicyDialog),
  ({ open }) => open,
);

type Editing = { policy: SharingPolicy | null } | null;

/** /reports/policies: the hunter's sharing policies, to create, edit, duplicate and delete. */
export default function SharingPoliciesPage() {
  const [page, setPage] = useState(1);
  const policies = useSharingPolicies({ page });
  const duplicate = useDuplicatePolicy();
  const remove = useDeletePolicy();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SharingPolicy | null>(null);

  const copy = (policy: SharingPolicy) =>
    duplicate.mutate(policy.id, {
      onSuccess: (created) => toast.success('Policy duplicated', { description: created.name }),
      onError: (error) =>
        toast.error('Could not duplicate the policy', { description: errorMessage(error) }),
    });
  const confirmDelete = (policy: SharingPolicy) =>
    remove.mutate(policy.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Policy deleted', { description: `${policy.name} is gone.` });
      },
      onError: (error) => {
        setDeleting(null);
        toast.error('Could not delete the policy', { description: errorMessage(error) });
      },
    });

  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to="/reports"
        className="mb-3 inline-flex items-center gap-1 text-ink-muted hover:text-accent-strong"
      >
        <span aria-hidden="true">←</span> All reports
      </Link>
      <PageHeader
        title="Sharing policies"
        description="Who reads a report, and whether they may comment, see the exact spot and see your name."
        actions={<Button onClick={() => setEditing({ policy: null })}>New policy</Button>}
      />
      {policies.isPending ? <LoadingState text="Loading sharing policies..." /> : null}
      {policies.isError ? (
        <QueryErrorState title="Could not load your sharing policies" query={policies} />
      ) : null}
      {policies.data && policies.data.results.length === 0 ? (
        <EmptyState
          icon={<Icon name="reports" />}
          title="No sharing policies yet"
          description="A policy is made for you when you share a report with hunting partners. Make your own to reuse a circle of friends, or to hide your name or exact spot."
          action={<Button onClick={() => setEditing({ policy: null })}>New policy</Button>}
        />
      ) : null}
      {policies.data && policies.data.results.length > 0 ? (
        <ul aria-label="Sharing policies" className="grid gap-4 md:grid-cols-2">
          {policies.data.results.map((policy) => (
            <PolicyCard
              key={policy.id}
              policy={policy}
              busy={duplicate.isPending || remove.isPending}
              onEdit={() => setEditing({ policy })}
              onDuplicate={() => copy(policy)}
              onDelete={() => setDeleting(policy)}
            />
          ))}
        </ul>
      ) : null}
      {policies.data ? (
        <Pagination
          page={page}
          count={policies.data.count}
          pageSize={SHARING_POLICIES_PAGE_SIZE}
          onPageChange={setPage}
          disabled={policies.isFetching}
        />
      ) : null}
      <PolicyDialog
        policy={editing?.policy ?? null}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? 'this policy'}?`}
        message="Reports under this policy become private: only you will read them."
        confirmLabel="Delete policy"
        destructive
        pending={remove.isPending}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </div>
  );
}
