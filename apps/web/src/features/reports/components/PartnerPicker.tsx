import { FriendPicker } from '../../friends/components/FriendPicker';

/** The hunting partners who may read a report (or whom a sharing policy allows), picked among friends. */
export function PartnerPicker(props: {
  legend: string;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <FriendPicker
      look="framed"
      emptyDescription="Hunting partners are picked from your friends. Add some first."
      {...props}
    />
  );
}
