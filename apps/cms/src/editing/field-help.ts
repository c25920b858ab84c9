import { z } from 'zod';
import fieldHelp from './field-help.json';
import { CATEGORY } from '../library/data/category';
import { MEDITATION } from '../media/data/meditation';
import { PARTNER, PARTNER_PLAY } from '../commerce/data/partner';

const fieldHelpSchema = z.strictObject({ label: z.string(), description: z.string(), editable: z.boolean().optional() });

/** What the edit view says about each field an editor fills in every week, and what it lets them type. */
export type FieldHelp = z.infer<typeof fieldHelpSchema>;

/** The editors' words for each content type's fields (field-help.json), by content type uid and field name. */
export const FIELD_HELP: Record<string, Record<string, FieldHelp>> = z.record(z.string(), z.record(z.string(), fieldHelpSchema)).parse(fieldHelp);

/** The columns the list view shows, in order. */
export const LIST_COLUMNS: Record<string, string[]> = {
  [MEDITATION]: ['title', 'category', 'accessLevel', 'durationMinutes', 'kind'],
  [CATEGORY]: ['name', 'sortOrder', 'isTeen'],
  [PARTNER]: ['name', 'contactEmail', 'active', 'publicKey'],
  [PARTNER_PLAY]: ['day', 'partner', 'meditation', 'plays'],
  'api::page.page': ['title', 'slug'],
};

/** What a relation shows of the related entry (by default its id). */
export const RELATION_MAIN_FIELDS: Record<string, Record<string, string>> = {
  [MEDITATION]: { category: 'name' },
  [PARTNER]: { categories: 'name', meditations: 'title' },
  [PARTNER_PLAY]: { partner: 'name', meditation: 'title' },
};

/** The list view's order: the newest plays first, so a partner's last 30 days are the top of its filtered list. */
export const LIST_SORT: Record<string, { defaultSortBy: string; defaultSortOrder: 'ASC' | 'DESC' }> = {
  [PARTNER_PLAY]: { defaultSortBy: 'day', defaultSortOrder: 'DESC' },
};

/** 'durationMinutes' → 'Duration minutes': the label of a field nobody wrote one for. */
export function humanLabel(fieldName: string): string {
  const words = fieldName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
