import { useParty } from './api';
import { PartyAnswerButtons } from './PartyAnswerButtons';

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
  if (party.data?.viewer_status !== 'invited') return null;
  return (
    <div className="flex gap-2 px-4 pb-3 pl-15">
      <PartyAnswerButtons huntId={huntId} size="sm" onAnswered={onAnswered} />
    </div>
  );
}
