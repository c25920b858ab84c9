// Generates dist/custom-elements.json (attributes, events, parts of <tate-player>) from its JSDoc at build time.
export default {
  globs: ['src/embed/tate-player-element.ts'],
  outdir: 'dist',
};
