import { PARTY_TEXT } from '@marshlog/domain';
import { errorMessage } from '../../api';
import { Button, useToast, type ButtonSize } from '../../ui';
import { useAnswerParty } from './mutations';

/**
 * Accept and Decline for a friend named in a hunt's party who has not answered yet, on the hunt
 * page and in the bell: the answer is sent, toasted, and `onAnswered` told.
 */
export function PartyAnswerButtons({
  huntId,
  size = 'md',
  onAnswered,
}: {
  huntId: number;
  size?: ButtonSize;
  onAnswered?: () => void;
}) {
  const toast = useToast();
  const answer = useAnswerParty(huntId, {
    onAnswered: (choice) => {
      toast.success(choice === 'accept' ? PARTY_TEXT.accepted : PARTY_TEXT.declined);
      onAnswered?.();
    },
    onFailed: (error) => toast.error(PARTY_TEXT.answerFailed, { description: errorMessage(error) }),
  });
  const send = (choice: 'accept' | 'decline') => answer.mutate(choice);
  const choice = (kind: 'accept' | 'decline') => ({
    size,
    onClick: () => send(kind),
    loading: answer.isPending && answer.variables === kind,
    disabled: answer.isPending,
  });
  return (
    <>
      <Button {...choice('accept')}>{PARTY_TEXT.accept}</Button>
      <Button variant="secondary" {...choice('decline')}>
        {PARTY_TEXT.decline}
      </Button>
    </>
  );
}
