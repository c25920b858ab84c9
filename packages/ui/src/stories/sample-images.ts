/** Small inline SVG covers for stories: no network needed. */
const palette = ['#ece7f7', '#fde9df', '#e6f4e8', '#e5f0f9', '#fff1d6', '#f6dcea', '#dff3f1'];

export function coverImage(index: number): string {
  const colour = palette[index % palette.length] ?? '#ece7f7';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/><circle cx="200" cy="160" r="70" fill="#f6b89a"/><circle cx="150" cy="100" r="28" fill="#5b4b8a"/><circle cx="250" cy="100" r="28" fill="#5b4b8a"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
