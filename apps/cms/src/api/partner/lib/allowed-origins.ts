import { partnerOriginField } from '@tate/contracts';

export type OriginsCheck = { ok: true; origins: string[] } | { ok: false; message: string };

/** The allowed origins field as editors type it: one origin per line (commas work too), blank lines ignored. */
export function readAllowedOrigins(text: string | null | undefined): OriginsCheck {
  const entries = (text ?? '')
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return { ok: false, message: 'Add at least one allowed origin, such as https://school.example' };
  const origins: string[] = [];
  for (const entry of entries) {
    const parsed = partnerOriginField.safeParse(entry);
    if (!parsed.success) return { ok: false, message: `${entry}: ${parsed.error.issues[0]?.message ?? 'not an origin'}` };
    if (!origins.includes(parsed.data)) origins.push(parsed.data);
  }
  return { ok: true, origins };
}
