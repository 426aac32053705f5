import {
  DEFAULT_SHARING_POLICY_VISIBILITY,
  type SharingPolicy,
  type SharingPolicyCreateInput,
} from '@marshlog/domain';
import { applyServerErrors } from '../../../api';
import { Button, Modal, useToast } from '../../../ui';
import { useCreatePolicy, useUpdatePolicy } from '../policies-api';
import { POLICY_FORM_FIELDS, PolicyForm, type PolicyFormInput } from './PolicyForm';

const NEW_POLICY: PolicyFormInput = {
  name: '',
  description: '',
  visibility: DEFAULT_SHARING_POLICY_VISIBILITY,
  allow_comments: true,
  allow_location_sharing: true,
  show_hunter_info: true,
  allowed_users: [],
};

function formFrom(policy: SharingPolicy): PolicyFormInput {
  return {
    name: policy.name,
    description: policy.description,
    visibility: policy.visibility,
    allow_comments: policy.allow_comments,
    allow_location_sharing: policy.allow_location_sharing,
    show_hunter_info: policy.show_hunter_info,
    allowed_users: policy.allowed_users.map((user) => user.id),
  };
}

/** Creates a policy, or edits one (`policy` given). Closing is blocked while it saves. */
export function PolicyDialog({
  policy,
  open,
  onOpenChange,
}: {
  policy: SharingPolicy | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreatePolicy();
  const update = useUpdatePolicy(policy?.id ?? 0);
  const save = policy ? update : create;
  const toast = useToast();

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={policy ? 'Edit sharing policy' : 'New sharing policy'}
      description="Who reads the reports you put under it, and what they see."
      preventClose={save.isPending}
    >
      {open ? (
        <PolicyForm
          defaultValues={policy ? formFrom(policy) : NEW_POLICY}
          submitLabel={policy ? 'Save changes' : 'Create policy'}
          pending={save.isPending}
          secondaryActions={
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
          }
          onSubmit={(values, setError) =>
            save.mutate(values satisfies SharingPolicyCreateInput, {
              onSuccess: (saved) => {
                toast.success(policy ? 'Policy updated' : 'Policy created', {
                  description: `${saved.name} is saved.`,
                });
                onOpenChange(false);
              },
              onError: (error) => applyServerErrors(error, setError, POLICY_FORM_FIELDS),
            })
          }
        />
      ) : null}
    </Modal>
  );
}
