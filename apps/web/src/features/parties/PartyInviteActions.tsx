import { PARTY_TEXT } from '@marshlog/domain';
import { errorMessage } from '../../api';
import { Button, useToast } from '../../ui';
import { useParty } from './api';
import { useAnswerParty } from './mutations';

/**
 * Accept and Decline on a party invitation in the bell, while the hunter has not answered yet
 * (their answer is read from the party, so an invitation answered elsewhere shows no buttons).
 */
export function PartyInviteActions({
  huntId,
  onAnswered,
}: {
  huntId: number;
  onAnswered: () => void;
}) {
  const party = useParty(huntId);
  const answer = useAnswerParty(huntId);
  const toast = useToast();
  if (party.data?.viewer_status !== 'invited') return null;
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, {
      onSuccess: () => {
        toast.success(choice === 'accept' ? PARTY_TEXT.accepted : PARTY_TEXT.declined);
        onAnswered();
      },
      onError: (error) =>
        toast.error(PARTY_TEXT.answerFailed, { description: errorMessage(error) }),
    });
  return (
    <div className="flex gap-2 px-4 pb-3 pl-15">
      <Button
        size="sm"
        onClick={() => send('accept')}
        loading={answer.isPending && answer.variables === 'accept'}
        disabled={answer.isPending}
      >
        {PARTY_TEXT.accept}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => send('decline')}
        loading={answer.isPending && answer.variables === 'decline'}
        disabled={answer.isPending}
      >
        {PARTY_TEXT.decline}
      </Button>
    </div>
  );
}
