import { useState } from 'react';
import { PlainButton, useIsHydrated } from '@tate/ui';

/** The snippet as selectable code; with JavaScript, a Copy button next to it (`copyLabel`) that says when it copied. */
export function CopySnippet({ code, label, copyLabel = 'Copy the code' }: { code: string; label: string; copyLabel?: string }) {
  const hydrated = useIsHydrated();
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setStatus('Copied to your clipboard.');
    } catch {
      setStatus('Copying was not allowed here: select the code and copy it.');
    }
  }

  return (
    <div className="partners__snippet">
      <pre tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
      {hydrated ? (
        <div className="partners__copy">
          <PlainButton variant="secondary" onClick={() => void copy()}>
            {copyLabel}
          </PlainButton>
          <p role="status" className="partners__copy-status">
            {status}
          </p>
        </div>
      ) : null}
    </div>
  );
}
