/** The library's filter dropdowns (react-aria), loaded apart from the page's first scripts (LibraryControls). */
export { FilterDropdown } from '@tate/ui';
