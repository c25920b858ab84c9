import * as React from 'react';
import { Button, Typography } from '@strapi/design-system';

/**
 * A side panel's action: a button that waits while the action runs, and what went wrong said under it (an alert).
 * `run` answers the problem to show, or null when the action worked.
 */
export function PanelAction({ label, run }: { label: string; run: () => Promise<string | null> }) {
  const [busy, setBusy] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const onClick = () => {
    setBusy(true);
    setProblem(null);
    void run().then((message) => {
      setProblem(message);
      setBusy(false);
    });
  };
  return (
    <>
      <Button variant="secondary" size="S" onClick={onClick} loading={busy} disabled={busy}>
        {label}
      </Button>
      {problem ? (
        <Typography variant="pi" textColor="danger600" role="alert">
          {problem}
        </Typography>
      ) : null}
    </>
  );
}
