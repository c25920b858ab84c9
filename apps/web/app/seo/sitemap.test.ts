import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical';
import { robotsTxt, sitemapXml } from './sitemap';

describe('findable', () => {
  it('lists each page once on the public origin, escaped', () => {
    const xml = sitemapXml('https://tate.example', ['/home', '/library', '/library#sleep&calm']);
    expect(xml).toContain('<loc>https://tate.example/home</loc>');
    expect(xml).toContain('<loc>https://tate.example/library#sleep&amp;calm</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('names /home the canonical address of the home page', () => {
    expect(canonicalUrl('https://tate.example', '/')).toBe('https://tate.example/home');
    expect(canonicalUrl('https://tate.example', '/faq')).toBe('https://tate.example/faq');
  });

  it('points crawlers at the sitemap and away from account pages', () => {
    const robots = robotsTxt('https://tate.example');
    expect(robots).toContain('Sitemap: https://tate.example/sitemap.xml');
    expect(robots).toContain('Disallow: /account');
    expect(robots).not.toContain('Disallow: /library');
  });
});
