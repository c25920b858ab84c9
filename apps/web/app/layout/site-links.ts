/**
 * The site's pages that both its header and its footer link to, each with the one label both give it. Constants, not
 * one object's keys: the header is in every page's first load, and the minifier shortens a constant's name, not a key.
 */
export const HOW_IT_WORKS_LINK = { href: '/howitworks', label: 'How it works' };
export const LIBRARY_LINK = { href: '/library', label: 'Meditations library' };
export const ABOUT_LINK = { href: '/about', label: 'About us' };
export const TEENS_LINK = { href: '/tate-for-teen', label: 'Tate for teens' };
export const CONTACT_LINK = { href: '/contact', label: 'Contact us' };
