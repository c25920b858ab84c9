import type { Meditation } from './meditation';

/** A free five-minute audio meditation with id `id`, for tests; `overrides` sets any other field. */
export function meditationFixture(id: string, overrides: Partial<Meditation> = {}): Meditation {
  return {
    id,
    title: `Meditation ${id}`,
    description: '',
    kind: 'audio',
    type: null,
    src: null,
    imageUrl: null,
    image: null,
    isPaid: false,
    durationMinutes: 5,
    categoryId: null,
    subCategoryId: null,
    breathPattern: null,
    percentCompleted: null,
    ...overrides,
  };
}
