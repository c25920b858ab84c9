import { describe, expect, it, vi } from 'vitest';
import type { EmbedCommand } from '@tate/contracts';
import { connectEmbedBridge, eventTargets, framingOrigin, type EmbedHost, type HeardMessage } from './embed-bridge';

const SCHOOL = 'https://maple-school.example';
const CLINIC = 'https://maple-clinic.example';

/** A frame whose parent records what it is posted, and whose message listener the test calls. */
function framedHost() {
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  const listeners = new Set<(event: HeardMessage) => void>();
  const host: EmbedHost = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const hear = (event: HeardMessage) => listeners.forEach((listener) => listener(event));
  return { host, parent, hear, listeners };
}

describe('eventTargets', () => {
  it('posts to the page that framed the player when it is an allowed origin, else to each allowed origin', () => {
    expect(eventTargets([SCHOOL, CLINIC], CLINIC)).toEqual([CLINIC]);
    expect(eventTargets([SCHOOL, CLINIC], 'https://copycat.example')).toEqual([SCHOOL, CLINIC]);
    expect(eventTargets([SCHOOL], null)).toEqual([SCHOOL]);
    expect(eventTargets([], null)).toEqual([]);
  });
});

describe('framingOrigin', () => {
  it('reads ancestorOrigins first, then the referrer', () => {
    const ancestors = (...origins: string[]) => ({ length: origins.length, item: (index: number) => origins[index] ?? null });
    expect(framingOrigin({ ancestorOrigins: ancestors(CLINIC) }, `${SCHOOL}/quiet-time`)).toBe(CLINIC);
    expect(framingOrigin({ ancestorOrigins: ancestors() }, `${SCHOOL}/quiet-time`)).toBe(SCHOOL);
    expect(framingOrigin({}, '')).toBeNull();
  });
});

describe('connectEmbedBridge', () => {
  it("obeys commands posted by its parent from an allowed origin, and nothing else", () => {
    const { host, parent, hear } = framedHost();
    const run = vi.fn<(command: EmbedCommand) => void>();
    connectEmbedBridge(host, [SCHOOL], [SCHOOL], run);
    hear({ source: parent, origin: SCHOOL, data: { source: 'tate-player', type: 'seek', seconds: 30 } });
    hear({ source: parent, origin: 'https://copycat.example', data: { source: 'tate-player', type: 'play' } });
    hear({ source: {}, origin: SCHOOL, data: { source: 'tate-player', type: 'play' } });
    hear({ source: parent, origin: SCHOOL, data: { source: 'tate-player', type: 'explode' } });
    hear({ source: parent, origin: SCHOOL, data: 'play' });
    expect(run.mock.calls).toEqual([[{ source: 'tate-player', type: 'seek', seconds: 30 }]]);
  });

  it("posts events marked as Tate's to each target origin, never to '*'", () => {
    const { host, parent } = framedHost();
    const bridge = connectEmbedBridge(host, [SCHOOL, CLINIC], [SCHOOL, CLINIC], () => undefined);
    bridge.post({ type: 'pause', currentTime: 12, duration: 300 });
    expect(parent.postMessage.mock.calls).toEqual([
      [{ source: 'tate-player', type: 'pause', currentTime: 12, duration: 300 }, SCHOOL],
      [{ source: 'tate-player', type: 'pause', currentTime: 12, duration: 300 }, CLINIC],
    ]);
  });

  it('neither posts nor obeys when the page is not framed, and stops listening when disconnected', () => {
    const postMessage = vi.fn<(message: unknown, targetOrigin: string) => void>();
    const listeners = new Set<(event: HeardMessage) => void>();
    const top = {
      postMessage,
      parent: { postMessage },
      addEventListener: (_type: 'message', listener: (event: HeardMessage) => void) => listeners.add(listener),
      removeEventListener: (_type: 'message', listener: (event: HeardMessage) => void) => listeners.delete(listener),
    };
    top.parent = top;
    const run = vi.fn<(command: EmbedCommand) => void>();
    const bridge = connectEmbedBridge(top, [SCHOOL], [SCHOOL], run);
    bridge.post({ type: 'play', currentTime: 0, duration: 0 });
    listeners.forEach((listener) => listener({ source: top, origin: SCHOOL, data: { source: 'tate-player', type: 'play' } }));
    expect(postMessage).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
    bridge.disconnect();
    expect(listeners.size).toBe(0);
  });
});
