import type { BusEventName, BusEvents } from './events';

type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

/**
 * A small typed publish/subscribe bus. `shared` is a federation singleton, so this one instance is
 * what the shell and every remote see.
 */
export class EventBus {
  private handlers = new Map<BusEventName, Set<Handler<BusEventName>>>();

  on<K extends BusEventName>(event: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as Handler<BusEventName>);
    return () => set.delete(handler as Handler<BusEventName>);
  }

  emit<K extends BusEventName>(event: K, ...payload: BusEvents[K] extends void ? [] : [BusEvents[K]]): void {
    const set = this.handlers.get(event);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(payload[0] as BusEvents[BusEventName]);
      } catch (error) {
        // One failing listener (a remote's bug) must not stop the others.
        console.error(`bus listener for "${event}" failed`, error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}

export const bus = new EventBus();
