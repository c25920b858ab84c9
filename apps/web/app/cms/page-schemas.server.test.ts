import { describe, expect, it } from 'vitest';
import { faqSchema, howItWorksPageSchema, tatePageSchema, termsPageSchema } from './page-schemas.server';

const document = { id: 1, documentId: 'doc1' };

describe('marketing page schemas', () => {
  it('reads the how it works steps and treats missing steps as none', () => {
    const page = howItWorksPageSchema.parse({
      ...document,
      heading: 'How it works',
      intro: null,
      steps: [{ id: 3, title: 'Scan the QR code', description: null }],
    });
    expect(page.steps).toEqual([{ title: 'Scan the QR code', description: null }]);
    expect(howItWorksPageSchema.parse({ ...document, heading: null, intro: null }).steps).toEqual([]);
  });

  it('rejects a terms section without a heading', () => {
    const result = termsPageSchema.safeParse({
      ...document,
      heading: 'Terms',
      intro: null,
      sections: [{ body: 'x' }],
    });
    expect(result.success).toBe(false);
  });

  it('accepts a tate page without an image', () => {
    expect(tatePageSchema.parse({ ...document, heading: 'Hi', bio: 'I breathe' }).image).toBeUndefined();
  });

  it('requires a question on each faq', () => {
    expect(faqSchema.safeParse({ ...document, answer: 'Yes' }).success).toBe(false);
    expect(faqSchema.parse({ ...document, question: 'Is it free?', answer: null }).answer).toBeNull();
  });
});
