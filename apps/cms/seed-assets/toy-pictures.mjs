// Draws the plush Tate toy (a soft puppy with a Bluetooth speaker in its tummy) as SVG pictures for the
// product, subscribe, retail and home pages. `node seed-assets/toy-pictures.mjs` writes images/toy-*.svg;
// the seed rasterises them with sharp (src/seed/svg-picture.ts). Nothing is downloaded.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fur = '#e9b97a';
const furDark = '#d9a066';
const ear = '#b9784a';
const cream = '#fbe6c6';
const ink = '#2e2a3b';
const blush = '#f6b89a';
const stitch = 'stroke="#c98f55" stroke-width="2.5" stroke-dasharray="5 5" fill="none" stroke-linecap="round"';

/** The plush puppy, sitting, centred on (x, y) with its paws on y + 150, at `scale`. */
function plushTate({ x, y, scale = 1, speakerGlow = true, eyesOpen = true }) {
  const eyes = eyesOpen
    ? `<circle cx="-24" cy="-92" r="9" fill="${ink}"/><circle cx="24" cy="-92" r="9" fill="${ink}"/>
       <circle cx="-21" cy="-95" r="3" fill="#fff"/><circle cx="27" cy="-95" r="3" fill="#fff"/>`
    : `<path d="M-34 -92q10 8 20 0M14 -92q10 8 20 0" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="0" cy="156" rx="120" ry="14" fill="rgba(46,42,59,0.14)"/>
    <path d="M88 110c40-6 60-40 52-70-3-12-18-12-21 0-7 26-20 40-44 44z" fill="${furDark}"/>
    <ellipse cx="0" cy="70" rx="104" ry="88" fill="${fur}"/>
    <path d="M-100 66c0-40 40-80 100-80s100 40 100 80" ${stitch}/>
    <ellipse cx="-56" cy="146" rx="36" ry="18" fill="${cream}"/>
    <ellipse cx="56" cy="146" rx="36" ry="18" fill="${cream}"/>
    <path d="M-66 140v10M-56 138v12M-46 140v10M46 140v10M56 138v12M66 140v10" stroke="${furDark}" stroke-width="3" stroke-linecap="round"/>
    <circle cx="0" cy="78" r="50" fill="${cream}"/>
    <circle cx="0" cy="78" r="38" fill="#6d5f96"/>
    <circle cx="0" cy="78" r="38" fill="none" stroke="#4a3c74" stroke-width="4"/>
    ${[-24, -12, 0, 12, 24]
      .flatMap((dx) => [-24, -12, 0, 12, 24].map((dy) => [dx, dy]))
      .filter(([dx, dy]) => dx * dx + dy * dy <= 26 * 26)
      .map(([dx, dy]) => `<circle cx="${dx}" cy="${78 + dy}" r="3.2" fill="#ece7f7"/>`)
      .join('')}
    ${speakerGlow ? `<circle cx="0" cy="78" r="60" fill="none" stroke="#9fd3f0" stroke-width="4" opacity="0.7"/><circle cx="0" cy="78" r="72" fill="none" stroke="#9fd3f0" stroke-width="3" opacity="0.4"/>` : ''}
    <circle cx="40" cy="42" r="6" fill="#5ab0e6"/>
    <ellipse cx="0" cy="-88" rx="92" ry="80" fill="${fur}"/>
    <ellipse cx="38" cy="-104" rx="28" ry="24" fill="${furDark}"/>
    <path d="M-70 -150c-40-4-62 56-48 110 7 26 36 22 47-4 11-28 18-72 1-106z" fill="${ear}"/>
    <path d="M70 -150c40-4 62 56 48 110-7 26-36 22-47-4-11-28-18-72-1-106z" fill="${ear}"/>
    <path d="M-60 -140c-20 10-30 50-22 84M60 -140c20 10 30 50 22 84" ${stitch}/>
    <ellipse cx="0" cy="-52" rx="48" ry="34" fill="${cream}"/>
    ${eyes}
    <ellipse cx="0" cy="-66" rx="14" ry="10" fill="${ink}"/>
    <path d="M0 -56v9M-16 -44q8 9 16 0q8 9 16 0" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <circle cx="-52" cy="-60" r="12" fill="${blush}" opacity="0.8"/>
    <circle cx="52" cy="-60" r="12" fill="${blush}" opacity="0.8"/>
  </g>`;
}

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

const softBackground = (width, height, from, to) => `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>`;

const hearts = (points) =>
  points
    .map(
      ([x, y, s]) =>
        `<path transform="translate(${x} ${y}) scale(${s})" d="M0 8C-10-2-22 4-18 14-14 22 0 30 0 30S14 22 18 14C22 4 10-2 0 8z" fill="#f6b89a"/>`,
    )
    .join('');

const stars = (points) =>
  points
    .map(([x, y, r]) => `<path transform="translate(${x} ${y})" d="M0 ${-r}L${r * 0.3} ${-r * 0.3}L${r} 0L${r * 0.3} ${r * 0.3}L0 ${r}L${-r * 0.3} ${r * 0.3}L${-r} 0L${-r * 0.3} ${-r * 0.3}z" fill="#ffd98e"/>`)
    .join('');

export const toyPictures = {
  /** The toy on its own, front view: the product picture. */
  'toy-front.svg': svg(
    1200,
    900,
    `${softBackground(1200, 900, '#fde9df', '#fff8f0')}
    <ellipse cx="600" cy="760" rx="420" ry="60" fill="#f3d9c9"/>
    ${hearts([[250, 220, 2], [950, 260, 1.6], [1010, 520, 1.2], [190, 560, 1.3]])}
    ${plushTate({ x: 600, y: 470, scale: 1.7 })}`,
  ),
  /** The speaker in Tate's tummy, with its light and the USB-C charging cable. */
  'toy-speaker.svg': svg(
    1200,
    900,
    `${softBackground(1200, 900, '#e5f0f9', '#fff8f0')}
    <path d="M880 700c120 0 200 40 320 40" stroke="#5e5870" stroke-width="18" fill="none" stroke-linecap="round"/>
    <rect x="800" y="672" width="96" height="56" rx="14" fill="#8a80a0"/>
    <rect x="760" y="686" width="48" height="28" rx="6" fill="#5e5870"/>
    ${plushTate({ x: 520, y: 460, scale: 1.8, eyesOpen: false })}
    <g transform="translate(960 240)">
      <circle r="96" fill="#fff" opacity="0.9"/>
      <path d="M-22 -40l44 40-22 20v-80l22 20-44 40" stroke="#1f5c8a" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>`,
  ),
  /** Tate at bedtime under the stars, speaker glowing softly; the night-blue quilt runs to the picture's edge (a pale floor looked like the art stopping short of its card). */
  'toy-bedtime.svg': svg(
    1200,
    900,
    `${softBackground(1200, 900, '#2f2a55', '#5b4b8a')}
    <circle cx="960" cy="170" r="80" fill="#ffd98e"/><circle cx="995" cy="145" r="72" fill="#3a3466"/>
    ${stars([[180, 140, 14], [320, 260, 10], [520, 120, 12], [760, 300, 9], [1080, 380, 11], [120, 420, 8]])}
    <rect x="0" y="700" width="1200" height="200" fill="#463d78"/>
    <path d="M0 700q300-50 600 0t600 0v30H0z" fill="#8a7cc0" opacity="0.6"/>
    ${plushTate({ x: 600, y: 470, scale: 1.5, eyesOpen: false })}`,
  ),
  /** The gift tag on Tate's collar: the home page's subscribe picture. */
  'toy-tag.svg': svg(
    1200,
    900,
    `${softBackground(1200, 900, '#fff1d6', '#fff8f0')}
    ${plushTate({ x: 360, y: 480, scale: 1.5 })}
    <path d="M470 330C580 290 640 330 700 360" stroke="#b9784a" stroke-width="6" fill="none"/>
    <g transform="translate(700 220) rotate(8)">
      <path d="M40 0H400a24 24 0 0 1 24 24V376a24 24 0 0 1-24 24H40L0 340V60z" fill="#fff" stroke="#5b4b8a" stroke-width="8"/>
      <circle cx="44" cy="200" r="16" fill="#fff8f0" stroke="#5b4b8a" stroke-width="6"/>
      <text x="236" y="150" text-anchor="middle" font-family="Nunito, Trebuchet MS, sans-serif" font-size="58" font-weight="800" fill="#5b4b8a">Join Tate</text>
      <text x="236" y="226" text-anchor="middle" font-family="Nunito, Trebuchet MS, sans-serif" font-size="40" font-weight="700" fill="#2e2a3b">Meditations</text>
      <text x="236" y="276" text-anchor="middle" font-family="Nunito, Trebuchet MS, sans-serif" font-size="40" font-weight="700" fill="#2e2a3b">every week</text>
    </g>`,
  ),
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, content] of Object.entries(toyPictures)) {
    writeFileSync(new URL(`./images/${name}`, import.meta.url), content);
  }
  console.log(`Wrote ${Object.keys(toyPictures).length} toy pictures to seed-assets/images`);
}
