import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { BreathingBuddy } from './BreathingBuddy';

const meta = preview.meta({
  title: 'Player/BreathingBuddy',
  component: BreathingBuddy,
  // `as const` keeps the phase a BreathPhase, so the factory sees these as the component's required args.
  args: { phase: 'inhale' as const, progress: 0.5, secondsLeft: 2 },
});

/** Pretend the visitor asked for reduced motion while one story runs. */
function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    const reduced: MediaQueryList = {
      matches: true,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return reduced;
  };
  return () => {
    window.matchMedia = original;
  };
}

export const BreathingIn = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Tate the puppy breathing' })).toBeVisible();
    await expect(canvas.getByText('Breathe in')).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
    const buddy = canvasElement.querySelector('figure');
    await expect(buddy).toHaveAttribute('data-motion', 'full');
    await expect(buddy?.style.getPropertyValue('--tate-breath')).toBe('0.500');
  },
});

export const Holding = meta.story({
  args: { phase: 'hold', progress: 0.3, secondsLeft: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Hold')).toBeVisible();
    await expect(canvasElement.querySelector('figure')?.style.getPropertyValue('--tate-breath')).toBe('1.000');
  },
});

export const BreathingOut = meta.story({ args: { phase: 'exhale', progress: 0.25, secondsLeft: 5 } });

export const Resting = meta.story({ args: { phase: 'rest', progress: 0.5, secondsLeft: 1 } });

export const Paused = meta.story({
  args: { paused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.queryByText('2')).toBeNull();
  },
});

export const ReducedMotion = meta.story({
  beforeEach: preferReducedMotion,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Breathe in slowly through your nose')).toBeVisible();
    const buddy = canvasElement.querySelector('figure');
    await expect(buddy).toHaveAttribute('data-motion', 'reduced');
    await expect(buddy?.style.getPropertyValue('--tate-breath')).toBe('0.000');
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
