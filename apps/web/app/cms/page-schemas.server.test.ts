import { describe, expect, it } from 'vitest';
import {
  aboutPageSchema,
  faqSchema,
  howItWorksPageSchema,
  pageCaptionsSchema,
  tatePageSchema,
  teenPageSchema,
  termsPageSchema,
  welcomeGuideSchema,
} from './page-schemas.server';

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

  it("reads a page video's captions file, which a page may not have", () => {
    const captions = { id: 9, documentId: 'vtt1', url: '/uploads/welcome_guide_1a2b.vtt', mime: 'text/vtt' };
    const welcome = welcomeGuideSchema.parse({ ...document, heading: 'Welcome', intro: null, video: { id: 8, documentId: 'mp4', url: '/uploads/w.mp4' }, captions });
    expect(welcome.captions?.url).toBe('/uploads/welcome_guide_1a2b.vtt');
    const teen = { ...document, heading: 'Teens', intro: null, linkedImageUrl: null, shopLabel: null, shopUrl: null };
    expect(teenPageSchema.parse({ ...teen, captions: { ...captions, url: '/uploads/teen.vtt' } }).captions?.url).toBe('/uploads/teen.vtt');
    expect(teenPageSchema.parse({ ...teen, captions: null }).captions).toBeNull();
    expect(pageCaptionsSchema.parse({ ...document }).captions).toBeUndefined();
    expect(pageCaptionsSchema.safeParse({ ...document, captions: { id: 9, documentId: 'vtt1', url: '' } }).success).toBe(false);
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

  it('reads the about page gallery, which may be empty', () => {
    const media = { id: 7, documentId: 'm7', url: '/uploads/tate.png', alternativeText: 'Tate' };
    const about = { ...document, heading: 'About', story: null, founderName: null, founderBiography: null, gallery: [media] };
    expect(aboutPageSchema.parse(about).gallery?.[0]?.url).toBe('/uploads/tate.png');
    expect(aboutPageSchema.parse({ ...about, gallery: null }).gallery).toBeNull();
  });
});
