import { describe, expect, it } from 'vitest';
import { elementReference } from './element-reference.server';

describe('elementReference', () => {
  it("reads <tate-player>'s attributes, events, members, parts and theming from the SDK's manifest", () => {
    const reference = elementReference('tate-player');
    expect(reference.attributes.map((attribute) => attribute.name)).toEqual(
      expect.arrayContaining(['partner-key', 'media-id', 'api-base', 'media-src', 'remember-position']),
    );
    expect(reference.events.find((event) => event.name === 'tate-error')).toMatchObject({ type: 'CustomEvent<{ code: string; message: string; refusal?: { code: string; message: string; retryAfter?: number } }>' });
    expect(reference.methods.map((method) => method.name)).toEqual(['play()', 'pause()', 'close()']);
    expect(reference.properties.map((property) => property.name)).toEqual(['currentTime', 'duration', 'paused']);
    expect(reference.cssParts.map((part) => part.name)).toContain('::part(play-button)');
    expect(reference.cssProperties.find((property) => property.name === '--tate-accent')).toMatchObject({ type: '#3b5bdb' });
  });

  it('says so when the manifest lacks the element', () => {
    expect(() => elementReference('tate-nothing')).toThrow('does not describe <tate-nothing>');
  });
});
