/** The library's child selector, loaded apart from the page's first scripts (routes/library.tsx). */
export { Select } from '@tate/ui';
