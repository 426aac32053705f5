import { OFFLINE_AREA_MESSAGES } from '@marshlog/domain';

/** Opens the offline areas dialog: beside the time range on a wide screen, in the tool sheet on a phone. */
export function OfflineAreasButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="inline-flex min-h-11 items-center self-start rounded-lg border border-line-strong bg-raised px-3 text-sm font-medium whitespace-nowrap text-ink hover:border-accent hover:text-accent-strong lg:self-end"
    >
      {OFFLINE_AREA_MESSAGES.saveArea}
    </button>
  );
}
