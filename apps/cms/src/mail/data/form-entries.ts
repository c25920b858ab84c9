import type { UID } from '@strapi/strapi';
import { storedRows, type RowChange, type StoredRow } from '../../utils/stored-rows';

/**
 * The queries of a form's entries kept by e-mail (a contact message, a newsletter or welcome sign-up: none is linked
 * to an account): keeping one, what was sent with an address (the first sent first), and deleting that. An address
 * matches ignoring its letter case. Each form's data module hands them out for its own UID.
 */
export function formEntries<Uid extends UID.ContentType>(uid: Uid) {
  const byEmail = (email: string) => ({ email: { $eqi: email } });
  return {
    store: async (entry: RowChange<Uid>): Promise<void> => {
      await strapi.db.query(uid).create({ data: entry });
    },
    from: (email: string): Promise<StoredRow<Uid>[]> => storedRows(uid).findMany(byEmail(email), [{ createdAt: 'asc' }, { id: 'asc' }]),
    deleteFrom: async (email: string): Promise<void> => {
      await strapi.db.query(uid).deleteMany({ where: byEmail(email) });
    },
  };
}
