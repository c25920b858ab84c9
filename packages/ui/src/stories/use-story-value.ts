import { useState } from 'react';

/**
 * A controlled component's value as a story holds it, the way a page would: `change` keeps the new value and reports
 * it to the story's spy (`fn()` in its args), so a play function sees both.
 */
export function useStoryValue<T>(initial: T, report: (value: T) => void): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(next);
    report(next);
  };
  return [value, change];
}
