import { useSignOut, errorMessage } from '../../api';
import { useToast } from '../../ui';

/** Signs out; if the server could not be told, the hunter still leaves and hears why. */
export function useSignOutAction() {
  const signOut = useSignOut();
  const toast = useToast();
  const run = () =>
    signOut.mutate(undefined, {
      onError: (error) =>
        toast.warning('Signed out on this device', { description: errorMessage(error) }),
    });
  return { signOut: run, pending: signOut.isPending };
}
