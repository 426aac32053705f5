import type { Message } from '@marshlog/domain';

/** Messages of both lists once each (a live message may also arrive in a page), oldest first. */
export function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
