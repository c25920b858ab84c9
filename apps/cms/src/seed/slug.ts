/** A seeded document's address from its title: "Tate's Moonlight Walk" -> "tate-s-moonlight-walk". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
