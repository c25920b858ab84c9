import { describe, expect, it } from 'vitest';
import { demoSeedRequested } from './demo-seed-switch';

describe('demoSeedRequested', () => {
  it('seeds only when SEED_DEMO is true', () => {
    expect(demoSeedRequested({ SEED_DEMO: 'true', NODE_ENV: 'development' })).toBe(true);
    expect(demoSeedRequested({ NODE_ENV: 'development' })).toBe(false);
    expect(demoSeedRequested({ SEED_DEMO: '1' })).toBe(false);
  });

  it('refuses SEED_DEMO=true in production, saying which second switch allows it', () => {
    expect(() => demoSeedRequested({ SEED_DEMO: 'true', NODE_ENV: 'production' })).toThrow(/SEED_DEMO_IN_PRODUCTION=true/);
    expect(() => demoSeedRequested({ SEED_DEMO: 'true', NODE_ENV: 'production', SEED_DEMO_IN_PRODUCTION: 'yes' })).toThrow();
  });

  it('seeds in production when both switches are set, and not at all without SEED_DEMO', () => {
    expect(demoSeedRequested({ SEED_DEMO: 'true', SEED_DEMO_IN_PRODUCTION: 'true', NODE_ENV: 'production' })).toBe(true);
    expect(demoSeedRequested({ SEED_DEMO_IN_PRODUCTION: 'true', NODE_ENV: 'production' })).toBe(false);
  });
});
