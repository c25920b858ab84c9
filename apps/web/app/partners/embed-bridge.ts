import { embedEvent, readEmbedCommand, type EmbedCommand, type EmbedEventFields } from '@tate/contracts';

/** A message as the frame hears it: who posted it (`source`), from which origin, and what. */
export type HeardMessage = { source: unknown; origin: string; data: unknown };

/** The frame's window, as far as the bridge uses it (the real `window`, or a test's stand-in). */
export type EmbedHost = {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: HeardMessage) => void): void;
  removeEventListener(type: 'message', listener: (event: HeardMessage) => void): void;
};

export type EmbedBridge = {
  /** Posts an event to the partner's page, with its origin as the target (never "*"); nothing when not framed. */
  post(event: EmbedEventFields): void;
  disconnect(): void;
};

/**
 * The origins the frame posts to: the page that framed it when the browser says which (`ancestorOrigins`, else the
 * referrer's origin) and it is one of the partner's allowed origins; else each allowed origin, of which the browser
 * delivers the message only to the one that framed it. The frame policy lets no other origin frame it.
 */
export function eventTargets(allowed: readonly string[], framedBy: string | null): string[] {
  return framedBy !== null && allowed.includes(framedBy) ? [framedBy] : [...allowed];
}

/** The origin of the page framing this one, when the browser tells: `location.ancestorOrigins`, else the referrer's. */
export function framingOrigin(location: { ancestorOrigins?: { length: number; item(index: number): string | null } }, referrer: string): string | null {
  const ancestor = location.ancestorOrigins && location.ancestorOrigins.length > 0 ? location.ancestorOrigins.item(0) : null;
  if (ancestor) return ancestor;
  return URL.canParse(referrer) ? new URL(referrer).origin : null;
}

/**
 * The iframe player's side of the postMessage API (@tate/contracts embed-messages): commands are obeyed only when the
 * page that framed this one posted them (`source` is the parent) from one of the partner's allowed origins, and only
 * when they are commands; events go to `targets` alone.
 */
export function connectEmbedBridge(host: EmbedHost, allowed: readonly string[], targets: readonly string[], run: (command: EmbedCommand) => void): EmbedBridge {
  // A page opened on its own is its own parent: it has nobody to post to or obey.
  const self: unknown = host;
  const framed = host.parent !== self;
  const listener = (event: HeardMessage) => {
    if (!framed || event.source !== host.parent || !allowed.includes(event.origin)) return;
    const command = readEmbedCommand(event.data);
    if (command) run(command);
  };
  host.addEventListener('message', listener);
  return {
    post(event) {
      if (!framed) return;
      const message = embedEvent(event);
      for (const target of targets) host.parent.postMessage(message, target);
    },
    disconnect: () => host.removeEventListener('message', listener),
  };
}
