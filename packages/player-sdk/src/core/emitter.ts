/** A listener for one event type. */
export type Listener<Payload> = (payload: Payload) => void;

/** A small typed event emitter; every player owns its own, so nothing is shared between players. */
export class Emitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** Subscribes to an event; returns a function that unsubscribes. */
  on<Type extends keyof Events>(type: Type, listener: Listener<Events[Type]>): () => void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(type, set);
    return () => {
      set.delete(listener as Listener<never>);
    };
  }

  emit<Type extends keyof Events>(type: Type, payload: Events[Type]): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) {
      (listener as Listener<Events[Type]>)(payload);
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** A player object others can listen to: `on` subscribes as `Emitter.on` does; `events` announces, and no one else can. */
export abstract class Listenable<Events extends object> {
  protected readonly events = new Emitter<Events>();

  on<Type extends keyof Events>(type: Type, listener: Listener<Events[Type]>): () => void {
    return this.events.on(type, listener);
  }
}
