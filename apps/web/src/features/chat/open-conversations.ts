/** The conversations open on this page right now (a chat modal showing them), by id. */
const openViews = new Map<number, number>();

/** Marks a conversation open while its chat shows; the returned function ends that. */
export function holdConversationOpen(conversationId: number): () => void {
  openViews.set(conversationId, (openViews.get(conversationId) ?? 0) + 1);
  return () => {
    const left = (openViews.get(conversationId) ?? 1) - 1;
    if (left > 0) openViews.set(conversationId, left);
    else openViews.delete(conversationId);
  };
}

/** Whether the hunter is looking at this conversation now: its new messages need no toast. */
export function isConversationOpen(conversationId: number): boolean {
  return openViews.has(conversationId);
}
