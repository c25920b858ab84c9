/** A child whose library is open, as the header shows them: their avatar and name before the account menu. */
export type ChosenChild = { id: string; name: string; imageUrl: string | null };

/**
 * What the header reads of the child library's data (route id 'library-child', routes/library.tsx): its `shelves`
 * (library/child-shelves.ts) name the child with this type, so the two cannot drift apart; null on the whole library.
 */
export type ChosenChildData = { shelves: { child: ChosenChild } | null };
