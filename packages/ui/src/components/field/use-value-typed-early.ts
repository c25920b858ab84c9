import { useEffect, useRef, useState } from 'react';

/**
 * Keeps what a visitor typed into a field before the page's scripts hydrated it. A react-aria field holds its text in
 * React state, and React 18 writes that state back over the input on the field's next render
 * (https://github.com/facebook/react/issues/26974): a parent who typed a password on a slow phone saw it emptied and
 * the form refused. The field's text is held here, and as the field mounts it takes what the input holds. Returns the
 * input's ref and the value props for the field's root.
 */
export function useValueTypedEarly<Element extends HTMLInputElement | HTMLTextAreaElement>(defaultValue = '') {
  const ref = useRef<Element>(null);
  const [value, onChange] = useState(defaultValue);
  useEffect(() => {
    // Once, as the field mounts: from then on the field's own events keep its text.
    if (ref.current) onChange(ref.current.value);
  }, []);
  return [ref, { value, onChange }] as const;
}
