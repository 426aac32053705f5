import type { EventBus, EventListener, LiveEvent } from './bus.js';

/** The in-process bus of one instance: delivery after the publishing call, like Redis's. */
export function createMemoryBus(): EventBus {
  const listeners = new Map<string, Set<EventListener>>();
  return {
    async publish(channel: string, event: LiveEvent) {
      const current = listeners.get(channel);
      if (!current) return;
      // A copy, as Redis hands each subscriber its own parsed event.
      const text = JSON.stringify(event);
      for (const listener of current) {
        setImmediate(() => listener(JSON.parse(text) as LiveEvent));
      }
    },
    async subscribe(channel: string, listener: EventListener) {
      let current = listeners.get(channel);
      if (!current) listeners.set(channel, (current = new Set()));
      current.add(listener);
      return async () => {
        current.delete(listener);
        if (current.size === 0) listeners.delete(channel);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
