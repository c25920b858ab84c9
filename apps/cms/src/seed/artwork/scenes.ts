import { drawTate, type TatePose } from './tate';

export const SCENE_NAMES = ['sleep', 'breathe', 'calm', 'focus', 'imagine', 'teen'] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

type Scene = {
  sky: [string, string];
  ground: string;
  pose: TatePose;
  alt: string;
  /** Decorations placed by fractions of the width and height (kept away from Tate in the middle). */
  decorations: Decoration[];
};

/** A decoration drawn around (0, 0) at the size of a 640-pixel-high picture. */
type Decoration = [x: number, y: number, svg: string];

const star = (r: number, fill = '#FFF3B0') =>
  `<path d="M0 ${-r} L${r * 0.3} ${-r * 0.3} L${r} 0 L${r * 0.3} ${r * 0.3} L0 ${r} L${-r * 0.3} ${r * 0.3} L${-r} 0 L${-r * 0.3} ${-r * 0.3} Z" fill="${fill}"/>`;
const cloud = (s: number, opacity = 0.85) =>
  `<g transform="scale(${s})" fill="#FFFFFF" opacity="${opacity}"><ellipse cx="0" cy="0" rx="60" ry="26"/><ellipse cx="-30" cy="-14" rx="30" ry="24"/><ellipse cx="22" cy="-22" rx="36" ry="30"/></g>`;
const bubble = (r: number) =>
  `<circle r="${r}" fill="#FFFFFF" fill-opacity="0.35" stroke="#FFFFFF" stroke-width="4" stroke-opacity="0.9"/><path d="M${-r * 0.45} ${-r * 0.2} q${r * 0.15} ${-r * 0.3} ${r * 0.45} ${-r * 0.35}" stroke="#FFFFFF" stroke-width="4" fill="none" stroke-linecap="round"/>`;
const flower = (petal: string) =>
  `<path d="M0 0 v40" stroke="#6BA368" stroke-width="5"/>${[0, 72, 144, 216, 288]
    .map((angle) => `<ellipse cx="0" cy="-12" rx="8" ry="13" fill="${petal}" transform="rotate(${angle})"/>`)
    .join('')}<circle r="7" fill="#FFD166"/>`;
const note = () =>
  `<g fill="#FFFFFF" opacity="0.9"><ellipse cx="0" cy="30" rx="13" ry="10"/><rect x="9" y="-16" width="5" height="46"/><path d="M14 -16 q18 6 18 24 q-6 -10 -18 -12 z"/></g>`;
const moon = `<circle r="62" fill="#FFF3C4"/><circle cx="30" cy="-22" r="54" fill="#474887"/>`;
const moonlet = `<circle r="28" fill="#A0C4FF"/>`;
const sun = `<circle r="80" fill="#FFB997" opacity="0.8"/>`;
const zed = (size: number, opacity: number) => `<text font-family="Georgia, serif" font-size="${size}" fill="#FFF3C4" opacity="${opacity}">z</text>`;
const lamp = `<path d="M0 0 v-210 l-70 -50" stroke="#8D6E63" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M-130 -210 l70 -80 60 60 z" fill="#F4A261"/><path d="M-100 -205 l-50 150 h120 z" fill="#FFE8A3" opacity="0.35"/><rect x="-60" y="-6" width="120" height="18" rx="9" fill="#8D6E63"/>`;
const frame = `<rect x="-90" y="-70" width="180" height="140" rx="16" fill="#FFFFFF" opacity="0.85"/><path d="M-90 0 h180 M0 -70 v140" stroke="#F2D3A8" stroke-width="8"/>`;
const rainbow = ['#F7A6A6', '#FFD6A5', '#CAFFBF']
  .map((colour, index) => `<path d="M${-260 + index * 34} 0 A${260 - index * 34} ${260 - index * 34} 0 0 1 ${260 - index * 34} 0" fill="none" stroke="${colour}" stroke-width="34" opacity="0.75"/>`)
  .join('');
const planet = `<circle r="50" fill="#FFC6A8"/><ellipse rx="88" ry="18" fill="none" stroke="#FFFFFF" stroke-width="9" transform="rotate(-18)"/>`;

export const SCENES: Record<SceneName, Scene> = {
  sleep: {
    sky: ['#3E3F7A', '#9C8FD0'],
    ground: '#7D74B8',
    pose: { eyes: 'closed', collar: '#8C8FD6', accessory: 'nightcap' },
    alt: 'Tate the puppy asleep in a nightcap under a crescent moon and stars',
    decorations: [[0.13, 0.22, moon], [0.34, 0.14, star(20)], [0.8, 0.16, star(15)], [0.9, 0.38, star(22)], [0.08, 0.55, star(13)], [0.66, 0.1, star(11)], [0.58, 0.3, star(9)], [0.7, 0.42, zed(64, 0.9)], [0.77, 0.32, zed(46, 0.7)]],
  },
  breathe: {
    sky: ['#9FD3F2', '#E6F6FC'],
    ground: '#B7E4C7',
    pose: { eyes: 'closed', collar: '#5FA8D3' },
    alt: 'Tate the puppy breathing slowly as soap bubbles float up into a blue sky',
    decorations: [[0.15, 0.2, cloud(1)], [0.84, 0.13, cloud(0.8)], [0.24, 0.5, bubble(40)], [0.16, 0.34, bubble(26)], [0.78, 0.42, bubble(48)], [0.88, 0.26, bubble(22)], [0.7, 0.22, bubble(15)]],
  },
  calm: {
    sky: ['#FBD6C6', '#FDF0E3'],
    ground: '#A8D5A2',
    pose: { eyes: 'closed', collar: '#E07A5F' },
    alt: 'Tate the puppy sitting peacefully in a meadow of flowers at sunset',
    decorations: [[0.8, 0.4, sun], [0.2, 0.18, cloud(0.9, 0.7)], [0.12, 0.8, flower('#F7A6C1')], [0.24, 0.86, flower('#FFFFFF')], [0.78, 0.84, flower('#C3B1E1')], [0.9, 0.8, flower('#F7A6C1')]],
  },
  focus: {
    sky: ['#FFE2B8', '#FFF6E6'],
    ground: '#E9C89B',
    pose: { eyes: 'open', collar: '#E07A5F', accessory: 'book' },
    alt: 'Tate the puppy reading a book under a warm desk lamp',
    decorations: [[0.17, 0.28, frame], [0.84, 0.8, lamp]],
  },
  imagine: {
    sky: ['#C9B6E8', '#FCE1EC'],
    ground: '#F3C4D6',
    pose: { eyes: 'open', collar: '#9D8DF1', accessory: 'wand' },
    alt: 'Tate the puppy with a star wand among planets, a rainbow and clouds',
    decorations: [[0.5, 0.82, rainbow], [0.85, 0.26, planet], [0.16, 0.2, moonlet], [0.38, 0.12, star(18, '#FFFFFF')], [0.64, 0.1, star(12, '#FFFFFF')], [0.9, 0.6, cloud(0.8)]],
  },
  teen: {
    sky: ['#7CC6BA', '#DDF3EF'],
    ground: '#9ED8C4',
    pose: { eyes: 'closed', collar: '#3D5A80', accessory: 'headphones' },
    alt: 'Tate the puppy listening with headphones, eyes closed, as music notes drift by',
    decorations: [[0.16, 0.22, note()], [0.82, 0.18, note()], [0.78, 0.5, note()], [0.24, 0.54, note()]],
  },
};

/** One picture of a scene, `width` × `height` pixels, as SVG text; Tate sits at `tateX` (0 to 1 of the width). */
export function drawScene(name: SceneName, width: number, height: number, tateX = 0.5): string {
  const scene = SCENES[name];
  const size = Math.min(height * 0.72, width * 0.6);
  const groundY = height * 0.8;
  const tateLeft = width * tateX - size / 2;
  const tateTop = groundY + size * 0.03 - size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${scene.decorations.map(([x, y, svg]) => `<g transform="translate(${x * width} ${y * height}) scale(${height / 640})">${svg}</g>`).join('')}
  <path d="M0 ${groundY} Q${width * 0.25} ${groundY - height * 0.06} ${width * 0.5} ${groundY} T${width} ${groundY} V${height} H0 Z" fill="${scene.ground}"/>
  <g transform="translate(${tateLeft} ${tateTop}) scale(${size / 200})">${drawTate(scene.pose)}</g>
</svg>`;
}
