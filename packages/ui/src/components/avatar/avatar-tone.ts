/** The soft backgrounds an initial can sit on (each pairs with `--tate-color-text`). */
export const AVATAR_TONES = ['lilac', 'peach', 'sunshine', 'mint', 'sky'] as const;
export type AvatarTone = (typeof AVATAR_TONES)[number];

/** The first letter of a name, upper-cased; '?' for a blank name. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** One tone per name, the same on every visit, so a child keeps their colour. */
export function avatarTone(name: string): AvatarTone {
  let sum = 0;
  for (const char of name.trim().toLocaleLowerCase()) sum += char.codePointAt(0) ?? 0;
  return AVATAR_TONES[sum % AVATAR_TONES.length]!;
}
