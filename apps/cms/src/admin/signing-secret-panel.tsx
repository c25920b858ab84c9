import * as React from 'react';
import { Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { PanelAction } from './panel-action';

const PARTNER = 'api::partner.partner';

/** The route's answer (`{ data: { secret, createdAt } }`), checked before the panel shows it. */
function readSecret(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('secret' in data) || typeof data.secret !== 'string') return null;
  return /^tss_[\w-]{43}$/.test(data.secret) ? data.secret : null;
}

/**
 * Makes the partner a new signing secret (POST /partner-signing-secret/partners/:documentId/rotate,
 * src/api/partner/lib/signing-secret-route.ts) and shows it this once: it lives in this component's state only, gone
 * when the page is left, and the CMS never answers it again.
 */
function SigningSecret({ documentId }: { documentId: string }) {
  const { post } = useFetchClient();
  const [secret, setSecret] = React.useState<string | null>(null);
  const rotate = () =>
    post(`/partner-signing-secret/partners/${documentId}/rotate`, {}).then(
      (response) => {
        const made = readSecret(response.data);
        setSecret(made);
        return made ? null : 'The new secret could not be read. Reload the page and try once more.';
      },
      () => 'No new secret was made: your role may not edit partners, or the CMS could not be reached.',
    );
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography variant="pi" textColor="neutral600">
        The partner&apos;s server signs tokens for paid meditations with this secret. A new one replaces the one before
        the current: the current secret keeps working until the next new one, so the partner can switch without a gap.
      </Typography>
      {secret ? (
        <Field.Root name="signing-secret" hint="Copy it now and send it to the partner safely: Tate keeps it encrypted and never shows it again.">
          <Field.Label>New signing secret</Field.Label>
          <TextInput readOnly value={secret} onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select()} />
          <Field.Hint />
        </Field.Root>
      ) : null}
      <PanelAction label="Make a new signing secret" run={rotate} />
    </Flex>
  );
}

/**
 * The edit view's "Signing secret" side panel of a saved partner, for the admins who may edit partners (the Commerce
 * role; the route refuses others): a button that makes a new secret and shows it once (docs/decisions/2026-11-29-partner-tokens.md).
 */
export const SigningSecretPanel: PanelComponent = ({ model, documentId }) => {
  if (model !== PARTNER || !documentId) return null;
  return { title: 'Signing secret', content: <SigningSecret key={documentId} documentId={documentId} /> };
};
