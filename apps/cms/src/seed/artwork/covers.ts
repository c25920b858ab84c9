import { drawTate, type TatePose } from './tate';
import * as p from './props';

/**
 * One cover per demo meditation (docs/decisions/2026-11-26-cover-per-meditation.md): Tate in his category's
 * scene family (src/seed/artwork/scenes.ts), each story with its own moment: an object, a time of day and a
 * palette. Drawn on a 1200 × 800 canvas (3:2, like the scenes); seed-assets/covers.mjs renders them to JPEG.
 */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 800;

/** Something drawn at (x, y) on the canvas, `scale` times its own size. */
type Item = [x: number, y: number, scale: number, svg: string];

type Cover = {
  /** The picture's alternative text: what a child sees in it. */
  alt: string;
  /** Sky (or wall) gradient, top to bottom. */
  sky: string[];
  /** Land from the back to the front: each a colour, its height on the canvas, how much it rolls. */
  hills: Array<[colour: string, y: number, roll: number]>;
  /** Drawn on the sky, behind the hills. */
  back?: Item[];
  /** Drawn on the hills, behind Tate. */
  middle?: Item[];
  tate: {
    x: number;
    /** Where his paws touch the ground. */
    y: number;
    /** Height of his 200-unit box on the canvas. */
    size: number;
    pose: TatePose;
    /** Drawn in Tate's own 200-unit box, behind or in front of him. */
    behind?: string;
    front?: string;
  };
  /** Drawn in front of Tate. */
  front?: Item[];
  /** A wash of light over everything (a warm evening, a moonlit night). */
  tint?: string;
};

const scatter = (points: Array<[number, number, number]>, draw: (size: number) => string): Item[] =>
  points.map(([x, y, size]) => [x, y, 1, draw(size)]);

const nightStars = (seed: number, count = 26, top = 430): Item[] =>
  Array.from({ length: count }, (_, index): Item => {
    const x = (index * 467 + seed * 131) % 1200;
    const y = 30 + ((index * 211 + seed * 97) % top);
    const size = 4 + ((index * 13 + seed) % 9);
    return [x, y, 1, index % 4 === 0 ? p.star(size + 6, '#FFF6CF') : p.dot(size / 2.2, '#FFFFFF', 0.85)];
  });

export const COVERS: Record<string, Cover> = {
  // Sleep stories: night skies in indigo, plum, teal and amber.
  'Goodnight, Little Stars': {
    alt: 'Tate in his nightcap waving goodnight to a sky full of twinkling stars and a crescent moon',
    sky: ['#1E2257', '#3B3F8F', '#7B79C9'],
    hills: [['#4B4A97', 640, 40], ['#5E5BAE', 690, 30]],
    back: [...nightStars(1, 34), [980, 170, 1.3, p.crescent(70)], [300, 120, 1, p.star(30, '#FFE9A8')], [720, 90, 1, p.star(22, '#FFE9A8')]],
    tate: { x: 600, y: 760, size: 420, pose: { eyes: 'open', collar: '#8C8FD6', accessory: 'nightcap' } },
    front: [[200, 720, 1, p.grassTuft('#6E6BC0')], [1040, 730, 1.2, p.grassTuft('#6E6BC0')]],
  },
  'The Sleepy Cloud Boat': {
    alt: 'Tate asleep in a little boat made of cloud, drifting across a pink and lilac evening sky',
    sky: ['#6C5BA8', '#C38FC4', '#F6C6C9'],
    hills: [['#F3D6E4', 700, 20]],
    back: [[180, 140, 1, p.fullMoon(50, '#FFF1E0')], ...nightStars(4, 12, 260), [1000, 260, 1.1, p.cloud('#FFE6F0', 0.7)], [260, 420, 0.9, p.cloud('#FFE6F0', 0.6)], [900, 520, 1.6, p.cloud('#FFFFFF', 0.55)]],
    tate: {
      x: 600, y: 620, size: 400, pose: { eyes: 'closed', collar: '#B58BD6' },
      front: `<g transform="translate(100 200) scale(1.6 0.9)">${p.cloud('#FFFFFF', 1)}</g><path d="M6 184 Q100 236 194 184" fill="none" stroke="#F7C6D9" stroke-width="6" opacity="0.8"/>`,
    },
    front: [[600, 790, 1, p.wave(1400, '#E9B8D8', 10)]],
  },
  "Tate's Moonlight Walk": {
    alt: 'Tate carrying a glowing lantern along a quiet path under a big full moon',
    sky: ['#0F3B4F', '#1F6175', '#5FA1A8'],
    hills: [['#245E66', 560, 60], ['#2F7A78', 640, 40], ['#3E8F86', 720, 24]],
    back: [...nightStars(7, 20, 300), [860, 190, 1.3, p.fullMoon(80)]],
    middle: [[150, 620, 1.2, p.pine('#1C4F57', 240)], [250, 640, 0.9, p.pine('#1C4F57', 240)], [1080, 640, 1.1, p.pine('#1C4F57', 240)],
      [600, 800, 1, '<path d="M-120 0 Q-40 -140 -20 -160 L20 -160 Q60 -140 160 0 Z" fill="#D9C9A3" opacity="0.55"/>']],
    tate: { x: 520, y: 760, size: 400, pose: { eyes: 'open', collar: '#F4A261' } },
    front: [[780, 560, 1.9, p.lantern()]],
  },
  'Counting Fireflies': {
    alt: 'Tate sitting in tall night grass, watching glowing fireflies dance around him',
    sky: ['#10263A', '#1D4450', '#35665A'],
    hills: [['#1F4A3E', 600, 50], ['#2B5E48', 680, 30]],
    back: [...nightStars(3, 16, 260), [1050, 120, 1, p.crescent(40)]],
    middle: scatter([[160, 690, 1.3], [330, 700, 1], [880, 700, 1.2], [1060, 690, 1.4]], (size) => `<g transform="scale(${size})">${p.grassTuft('#3C7A56')}</g>`),
    tate: { x: 600, y: 760, size: 400, pose: { eyes: 'open', collar: '#7CC6A0' } },
    front: [
      ...scatter([[250, 300, 9], [380, 210, 6], [840, 260, 8], [950, 380, 6], [180, 480, 7], [1030, 540, 9], [760, 150, 5], [430, 420, 5], [300, 600, 6], [900, 620, 7]], (r) => p.firefly(r * 1.5)),
      ...scatter([[80, 760, 1.4], [1120, 770, 1.5], [420, 780, 1]], (size) => `<g transform="scale(${size})">${p.grassTuft('#4A8F5F')}</g>`),
    ],
  },
  'The Quiet Forest': {
    alt: 'Tate resting among tall pine trees at dusk while a sleepy owl-grey mist settles over the forest',
    sky: ['#3A2E5C', '#7A5A8C', '#E0A7A0'],
    hills: [['#5C4A78', 600, 30], ['#4A3D66', 680, 24], ['#3B3357', 740, 16]],
    back: [[300, 170, 1, p.sun(50, '#FFD1B0')], ...nightStars(9, 8, 160)],
    middle: [[60, 640, 1.5, p.pine('#4A3D66', 260)], [190, 620, 1.2, p.pine('#55467A', 260)], [330, 650, 1, p.pine('#4A3D66', 240)],
      [880, 640, 1.1, p.pine('#55467A', 250)], [1010, 620, 1.5, p.pine('#4A3D66', 260)], [1150, 660, 1.2, p.pine('#55467A', 250)],
      [600, 640, 2.2, p.cloud('#F3D6E4', 0.25)]],
    tate: { x: 600, y: 760, size: 380, pose: { eyes: 'closed', collar: '#C38FC4' } },
    front: [[160, 780, 1.5, p.cloud('#EBD9F0', 0.35)], [1060, 790, 1.7, p.cloud('#EBD9F0', 0.35)]],
  },
  'Blanket Fort Dreams': {
    alt: 'Tate cosy inside a blanket fort strung with warm fairy lights, a pillow and a storybook beside him',
    sky: ['#4F3B5E', '#8A5F6E', '#D9A382'],
    hills: [['#B57E6A', 700, 0]],
    back: [[1040, 240, 0.9, p.window(['#1E2257', '#4B4A97'], `<g transform="translate(40 -40)">${p.crescent(30)}</g>${p.star(8, '#FFF6CF')}`)]],
    middle: [[560, 720, 1.2, p.blanketFort()]],
    tate: { x: 560, y: 770, size: 360, pose: { eyes: 'open', collar: '#F7A6C1' } },
    front: [[860, 740, 0.9, p.openBook('#FFF8EC', '#E07A5F')], [270, 740, 1, '<ellipse rx="110" ry="44" fill="#F8E1D0"/><path d="M-90 -10 Q0 -30 90 -10" stroke="#FFFFFF" stroke-width="6" fill="none" opacity="0.6"/>']],
    tint: '#FFB36B',
  },

  // Breathing buddies: daylight, air and things that fill and float.
  'Bubble Breaths': {
    alt: 'Tate blowing a stream of big shiny soap bubbles into a bright blue morning sky',
    sky: ['#6EC3F0', '#A9DEF7', '#E6F6FC'],
    hills: [['#9FDDB5', 640, 40], ['#86CFA0', 710, 24]],
    back: [[160, 140, 1, p.cloud()], [1000, 110, 0.8, p.cloud()]],
    tate: { x: 400, y: 770, size: 420, pose: { eyes: 'open', collar: '#5FA8D3' }, front: '<path d="M132 168 L158 122" stroke="#F7A6C1" stroke-width="6" stroke-linecap="round"/><circle cx="164" cy="108" r="16" fill="none" stroke="#F7A6C1" stroke-width="6"/>' },
    front: scatter([[690, 400, 100], [900, 250, 80], [1010, 500, 62], [1110, 160, 44], [740, 130, 40], [560, 250, 30], [1120, 680, 56]], (r) => p.bubble(r)),
  },
  'Balloon Belly': {
    alt: 'Tate with a round full belly holding a bunch of peach, mint and lilac balloons on a sunny afternoon',
    sky: ['#FFB89A', '#FFD7BE', '#FFF0E3'],
    hills: [['#F5C8A8', 640, 34], ['#EBB08E', 710, 22]],
    back: [[1020, 170, 1, p.sun(70, '#FFF1C9')], [260, 150, 0.9, p.cloud('#FFFFFF', 0.8)]],
    middle: [[330, 560, 1, '<path d="M-90 -280 Q-40 -100 140 60 M90 -370 Q60 -150 140 60 M-210 -410 Q-100 -150 140 60" stroke="#FFFFFF" stroke-width="4" fill="none" opacity="0.9"/>'],
      [240, 250, 1.9, p.balloon('#A8E6CF', '#7FCFB0')], [420, 170, 1.7, p.balloon('#C3B1E1', '#A48FD0')], [120, 130, 1.5, p.balloon('#FF8FA3', '#E36F86')]],
    tate: { x: 660, y: 760, size: 440, pose: { eyes: 'closed', collar: '#E07A5F' } },
  },
  'Smell the Flower, Blow the Candle': {
    alt: 'Tate between a pink flower and a glowing candle, breathing in the flower and breathing out to the flame',
    sky: ['#FDE7C7', '#FCEFD9', '#FFF8EE'],
    hills: [['#F1D3B0', 680, 0]],
    back: [[600, 250, 1.4, p.glow(260, '#FFFFFF', 0.6)]],
    middle: [[250, 470, 3, p.flower('#F7A6C1', '#FFD166', 90)], [950, 520, 2.4, p.candle()]],
    tate: { x: 600, y: 760, size: 400, pose: { eyes: 'closed', collar: '#E07A5F' } },
    front: [[420, 430, 1, '<path d="M0 0 q-30 -10 -60 0 M0 24 q-36 -10 -72 0" stroke="#F7A6C1" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>'],
      [780, 450, 1, '<path d="M0 0 q30 -10 60 0 M0 24 q36 -10 72 0" stroke="#9AC8E8" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>']],
  },
  'Breathe Like a Puppy': {
    alt: 'Tate panting happily in a green park with his red ball and a butterfly on his nose',
    sky: ['#8ED1C6', '#C6EDE3', '#F2FBF7'],
    hills: [['#9BD49A', 600, 50], ['#7CC47E', 680, 36], ['#69B46E', 750, 20]],
    back: [[200, 160, 0.9, p.cloud()], [950, 120, 1.1, p.cloud()]],
    middle: [[140, 610, 1.2, p.roundTree('#5FA86A', '#8D6E63', 260)], [1060, 630, 1, p.roundTree('#6DB877', '#8D6E63', 240)]],
    tate: { x: 600, y: 770, size: 420, pose: { eyes: 'open', collar: '#FF8F6B' },
      front: '<path d="M94 108 q6 14 12 0" fill="#F48C94"/><g transform="translate(100 52)"><ellipse cx="-9" cy="0" rx="10" ry="7" fill="#FFB347" transform="rotate(-30 -9 0)"/><ellipse cx="9" cy="0" rx="10" ry="7" fill="#FFB347" transform="rotate(30 9 0)"/><rect x="-1.5" y="-6" width="3" height="12" rx="1.5" fill="#4A3530"/></g>' },
    front: [[880, 720, 1.5, '<circle r="48" fill="#F26B6B"/><path d="M-48 0 q48 -30 96 0" stroke="#FFFFFF" stroke-width="8" fill="none"/><ellipse cx="-16" cy="-20" rx="12" ry="8" fill="#FFFFFF" opacity="0.5"/>']],
  },
  'Starfish Hand Breathing': {
    alt: 'Tate on a sunny beach holding up a paw beside a big orange starfish, shells in the sand and the sea behind',
    sky: ['#5EC4D6', '#9EE0E6', '#E6F7F4'],
    hills: [['#4FB3C8', 520, 6], ['#F6DDB0', 600, 30], ['#F1D09C', 700, 14]],
    back: [[1030, 140, 1, p.sun(60, '#FFF3C4')], [250, 130, 0.8, p.cloud()], [860, 470, 0.7, p.sailboat()]],
    tate: { x: 540, y: 770, size: 400, pose: { eyes: 'open', collar: '#FF9F80' } },
    front: [[860, 640, 2.2, p.starfish('#FF8C69')], [200, 700, 1.2, p.shell()], [1060, 740, 1, p.shell('#FFE3D3')], [330, 760, 0.9, p.starfish('#FFC36B')]],
  },
  'Dragon Breath': {
    alt: 'Tate and a friendly little green dragon breathing out soft puffs of cloud on a lavender mountain',
    sky: ['#9C8FD6', '#C9B8EC', '#F4E6F5'],
    hills: [['#B6A5DE', 540, 90], ['#A895D6', 640, 50], ['#8FA8D8', 730, 24]],
    back: [[220, 150, 1, p.sun(50, '#FFE1D0')], [980, 200, 0.8, p.cloud('#FFFFFF', 0.7)]],
    middle: [[900, 600, 2.2, p.dragon()], [640, 420, 2, p.puff('#FFFFFF', 0.9)]],
    tate: { x: 420, y: 770, size: 400, pose: { eyes: 'closed', collar: '#8BD8B3' } },
    front: [[540, 330, 1.4, p.puff('#FFFFFF', 0.8)]],
  },

  // Calm corner: weather, warm evenings, gentle water.
  'When I Feel Big Feelings': {
    alt: 'Tate under a yellow umbrella as a grey rain cloud passes and the sun comes out again',
    sky: ['#6F7FA8', '#AAB6D6', '#FBE1B0'],
    hills: [['#9DBF98', 650, 40], ['#86AF83', 720, 24]],
    back: [[950, 170, 1.4, p.sun(60, '#FFD58A')], [1080, 250, 1, p.cloud('#FFFFFF', 0.85)], [330, 170, 1.9, p.rainCloud('#B9C0D8')], [140, 330, 1.1, p.rainCloud('#C9CEE2')]],
    tate: {
      x: 600, y: 770, size: 420, pose: { eyes: 'open', collar: '#5FA8D3' },
      behind: '<path d="M100 -4 L124 150" stroke="#8D6E63" stroke-width="6" stroke-linecap="round"/><path d="M8 40 Q96 -70 196 24 Q180 14 164 28 Q146 12 128 30 Q110 14 92 34 Q72 18 56 36 Q36 22 8 40 Z" fill="#FFD166"/><path d="M100 -4 Q96 -40 100 -30" stroke="#8D6E63" stroke-width="6"/><path d="M70 -18 Q60 10 56 36" stroke="#F4B740" stroke-width="5" fill="none"/><path d="M130 -16 Q140 10 128 30" stroke="#F4B740" stroke-width="5" fill="none"/>',
    },
    front: [[230, 760, 1, '<ellipse rx="120" ry="22" fill="#8FB8E8" opacity="0.7"/><ellipse rx="60" ry="10" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.7"/>'], [1000, 740, 1.2, p.flower('#F7A6C1')]],
  },
  'The Worry Jar': {
    alt: 'Tate on a cosy shelf beside a glass jar full of small glowing lights, the lid ready to close',
    sky: ['#1F4E5F', '#2E6E7A', '#4F8F8F'],
    hills: [['#9C6F52', 690, 0], ['#86593F', 712, 0]],
    back: [[230, 260, 0.9, p.window(['#0E2A3A', '#2A5A6A'], `${p.star(10, '#FFF6CF')}<g transform="translate(-60 -40)">${p.star(6, '#FFFFFF')}</g>`)]],
    middle: [[860, 700, 1.9, p.worryJar()], [560, 300, 1, p.glow(260, '#FFE8A3', 0.25)]],
    tate: { x: 460, y: 720, size: 420, pose: { eyes: 'open', collar: '#FFD166' } },
    front: [[700, 330, 1, '<g transform="rotate(-12)"><rect x="-34" y="-24" width="68" height="48" rx="6" fill="#FFF4C9"/><path d="M-22 -8 h44 M-22 6 h30" stroke="#E0B96A" stroke-width="5" stroke-linecap="round"/></g>'],
      [640, 230, 0.7, '<g transform="rotate(16)"><rect x="-34" y="-24" width="68" height="48" rx="6" fill="#FDE2E4"/><path d="M-22 -8 h44 M-22 6 h30" stroke="#E8A0A8" stroke-width="5" stroke-linecap="round"/></g>'],
      [760, 250, 1, '<path d="M-80 -40 Q-20 -90 40 -30" stroke="#FFFFFF" stroke-width="5" fill="none" stroke-dasharray="2 16" stroke-linecap="round" opacity="0.8"/>']],
    tint: '#FFCF8A',
  },
  'Rainbow Body Scan': {
    alt: 'Tate lying back with his eyes closed as soft rainbow colours flow over him from his ears to his toes',
    sky: ['#FCE4EC', '#F3E8FF', '#E4F4FF'],
    hills: [['#E7D9F7', 690, 20]],
    back: [[600, 700, 1.7, p.rainbow(360, ['#FFB3C1', '#FFD6A5', '#FDFFB6', '#CAFFBF', '#A0E7E5', '#BDB2FF'], 36)], [200, 150, 0.8, p.cloud()], [1000, 140, 0.9, p.cloud()]],
    tate: { x: 600, y: 770, size: 380, pose: { eyes: 'closed', collar: '#BDB2FF' } },
    front: scatter([[330, 520, 14], [870, 500, 12], [420, 330, 10], [800, 320, 10]], (r) => p.star(r, '#FFFFFF')),
  },
  'Kind Thoughts for Everyone': {
    alt: 'Tate smiling at sunrise as pink and red hearts float up from him to everyone he loves',
    sky: ['#F8B6C2', '#FCD5CE', '#FFF1E6'],
    hills: [['#F4C7B8', 650, 40], ['#EFB3A0', 720, 24]],
    back: [[600, 660, 1, p.sun(120, '#FFE0B2')]],
    tate: { x: 600, y: 770, size: 400, pose: { eyes: 'closed', collar: '#F26B6B' } },
    front: [[300, 430, 2.2, p.heart('#FF8FA3')], [910, 400, 2.6, p.heart('#F26B6B')], [200, 200, 1.5, p.heart('#FFB3C1')], [1020, 170, 1.8, p.heart('#FF8FA3')], [740, 130, 1.2, p.heart('#F26B6B')], [460, 190, 1, p.heart('#FFB3C1')]],
  },
  'Floating on the Ocean': {
    alt: 'Tate floating in a striped swim ring on gentle waves as the sun sets orange over the sea',
    sky: ['#F28C6B', '#F9B98A', '#FDE3B8'],
    hills: [['#F7C58C', 480, 0]],
    back: [[860, 470, 1, p.sun(90, '#FFE0A0')], [220, 170, 1, p.cloud('#FFE6D6', 0.6)], [200, 470, 0.6, p.sailboat()]],
    middle: [[600, 500, 1, p.wave(1400, '#4F9FC2', 8)], [600, 600, 1, p.wave(1400, '#3D8DB5', 12)]],
    tate: { x: 600, y: 720, size: 360, pose: { eyes: 'closed', collar: '#FFD166' }, front: p.swimRing() },
    front: [[600, 730, 1, p.wave(1400, '#2F7DA8', 16)], [600, 790, 1, p.wave(1400, '#27709A', 14)]],
  },

  // Focus and learning: mornings, desks and brave hearts.
  'Superhero Focus': {
    alt: 'Tate in a red superhero cape standing tall on a hill above a bright morning town',
    sky: ['#FFD36E', '#FFE7A8', '#FFF6DD'],
    hills: [['#F2B8A0', 720, 0]],
    back: [[600, 620, 1, p.skyline('#F7C59F', '#FFFFFF', 2)], [260, 150, 1, p.sun(70, '#FFFFFF')], [1000, 140, 0.8, p.cloud()]],
    middle: [[600, 820, 1, '<ellipse rx="420" ry="160" fill="#8CCB8F"/>']],
    tate: { x: 600, y: 720, size: 440, pose: { eyes: 'open', collar: '#FFD166' }, behind: p.cape('#E63946') },
    front: [[330, 300, 1, p.fivePointStar(30, '#FFFFFF')], [900, 280, 1, p.fivePointStar(22, '#FFFFFF')]],
  },
  'Ready for School': {
    alt: 'Tate by his yellow school backpack with an apple and pencils, in the early morning sun',
    sky: ['#A5D8FF', '#D0EBFF', '#FFF4D6'],
    hills: [['#BDE0A8', 640, 30], ['#A6D48F', 710, 20]],
    back: [[1020, 190, 1, p.sun(60, '#FFE08A')], [220, 130, 0.9, p.cloud()]],
    middle: [[200, 640, 1, p.roundTree('#7CB97F', '#8D6E63', 220)], [960, 600, 1, '<rect x="-60" y="-110" width="120" height="110" rx="6" fill="#F28C6B"/><path d="M-80 -100 L0 -170 L80 -100 Z" fill="#E07A5F"/><rect x="-18" y="-60" width="36" height="60" rx="16" fill="#FFE8C8"/><circle cy="-126" r="16" fill="#FFFFFF"/><path d="M0 -126 V-136 M0 -126 h8" stroke="#4A3530" stroke-width="3"/>']],
    tate: { x: 540, y: 770, size: 400, pose: { eyes: 'open', collar: '#3D8DB5' } },
    front: [[820, 650, 1.8, p.backpack('#FFC83D', '#FFE08A')], [300, 730, 0.8, p.apple()], [860, 770, 0.7, p.pencil('#7FB8E8')]],
  },
  'The Listening Game': {
    alt: 'Tate with one ear lifted, listening to birds singing and a little bell in a quiet garden',
    sky: ['#BFE8C9', '#DFF4E3', '#F5FBF2'],
    hills: [['#9ED6A6', 640, 40], ['#86C991', 720, 24]],
    back: [[220, 140, 0.8, p.cloud()]],
    middle: [[170, 640, 1.1, p.roundTree('#5FA86A', '#8D6E63', 280)], [230, 330, 1.6, p.bird('#7FB8E8')], [1000, 220, 1.7, p.bell()], [900, 430, 1.5, p.bird('#F7A6C1')]],
    tate: { x: 600, y: 770, size: 400, pose: { eyes: 'closed', collar: '#7CB97F' } },
    front: [[300, 320, 1.6, p.soundRings('#FFFFFF')], [990, 220, 1.6, `<g transform="scale(-1 1) translate(40 0)">${p.soundRings('#FFFFFF')}</g>`], [990, 740, 1, p.flower('#FFD166', '#F4A261')]],
  },
  'Brave Like a Lion': {
    alt: 'Tate with a golden lion’s mane, standing proud in the tall grass of the savanna at sunset',
    sky: ['#F4A259', '#F9C784', '#FDE8C0'],
    hills: [['#E3B26B', 640, 30], ['#D69A55', 720, 20]],
    back: [[600, 540, 1, p.sun(150, '#FFF0C8')], [200, 500, 1, p.acacia('#9A6B4F')]],
    middle: [[1000, 610, 0.6, p.acacia('#9A6B4F')]],
    tate: { x: 600, y: 770, size: 420, pose: { eyes: 'open', collar: '#E07A5F' }, behind: p.mane('#E08A3C', '#F4A259') },
    front: scatter([[120, 780, 1.5], [300, 790, 1.2], [900, 790, 1.3], [1090, 780, 1.6]], (size) => `<g transform="scale(${size})">${p.grassTuft('#C48445')}</g>`),
  },
  'Homework Calm Down': {
    alt: 'Tate reading at his desk under a warm lamp with a mug of cocoa while the evening turns blue outside',
    sky: ['#3D5A80', '#6C8CB0', '#A9C2D9'],
    hills: [['#C99E77', 640, 0], ['#B58863', 660, 0]],
    back: [[360, 250, 1, p.window(['#22345A', '#E3A36B'], `<g transform="translate(60 60)">${p.sun(30, '#FFC46B')}</g>${p.star(7, '#FFF6CF')}`)]],
    middle: [[900, 560, 1.2, p.deskLamp()]],
    tate: { x: 620, y: 700, size: 400, pose: { eyes: 'open', collar: '#E07A5F', accessory: 'book' } },
    front: [[260, 700, 1, p.mug('#7DB9B0')], [960, 730, 1, p.pencil()]],
    tint: '#FFCF8A',
  },

  // Imagination adventures: under the sea, in space, in magic gardens.
  'Under the Sea with Tate': {
    alt: 'Tate swimming under the sea with a green turtle, bright fish, bubbles and swaying seaweed',
    sky: ['#5ED3E0', '#2A9BC4', '#1A6C9E'],
    hills: [['#F2D7A0', 720, 30]],
    back: [[600, 0, 1, '<path d="M-500 0 L-300 600 L-200 0 Z M-50 0 L100 600 L200 0 Z M350 0 L500 600 L560 0 Z" fill="#FFFFFF" opacity="0.08"/>']],
    middle: [[130, 740, 1.2, p.seaweed('#3BB58A', 300)], [1080, 750, 1.1, p.seaweed('#2FA37A', 320)], [1000, 740, 0.8, p.seaweed('#55C89A', 240)], [900, 290, 1.9, p.turtle()], [250, 320, 1.7, p.fish('#FFB347', '#FF8C42')], [1010, 540, 1.3, p.fish('#FF8FA3', '#F26B6B')], [330, 180, 0.9, p.fish('#FFD166', '#F4A261')]],
    tate: { x: 580, y: 740, size: 400, pose: { eyes: 'open', collar: '#FFD166' } },
    front: [...scatter([[450, 250, 30], [490, 160, 22], [440, 90, 14], [730, 190, 26], [770, 100, 16]], (r) => p.bubble(r)), [330, 760, 1, p.starfish('#FF8C69')]],
  },
  'Rocket to the Moon': {
    alt: 'Tate on the moon beside his little rocket, with a ringed planet and stars all around in deep purple space',
    sky: ['#1B1036', '#3A2470', '#6B4FA0'],
    hills: [['#CFC6E8', 690, 50], ['#BDB2DD', 740, 30]],
    back: [...nightStars(5, 40, 560), [200, 200, 1.2, p.planet('#FFB4A2', '#FFE0B5')], [1080, 120, 0.6, p.planet('#8FD6E1', '#FFFFFF')]],
    middle: [[900, 580, 1.6, p.rocket()], [200, 720, 1, '<ellipse rx="60" ry="14" fill="#A99FCC"/>'], [1040, 760, 1, '<ellipse rx="40" ry="10" fill="#A99FCC"/>']],
    tate: { x: 520, y: 760, size: 400, pose: { eyes: 'open', collar: '#9D8DF1', accessory: 'wand' } },
  },
  'The Magic Garden': {
    alt: 'Tate in a magic garden of giant flowers and spotted mushrooms, a tiny sprout sparkling in front of him',
    sky: ['#C8F0DA', '#E6F8EE', '#FDF2F8'],
    hills: [['#A8DDB5', 640, 40], ['#92D1A2', 720, 24]],
    back: [[220, 170, 0.8, p.cloud()]],
    middle: [[150, 700, 1.3, p.giantFlower('#F7A6C1', '#FFD166', 360)], [1040, 690, 1.1, p.giantFlower('#C3B1E1', '#FFE08A', 380)], [300, 720, 1, p.mushroom('#F26B6B')], [930, 730, 0.7, p.mushroom('#FF9F80')]],
    tate: { x: 600, y: 760, size: 380, pose: { eyes: 'open', collar: '#9D8DF1', accessory: 'wand' } },
    front: [[430, 770, 1, p.sprout()], ...scatter([[440, 620, 12], [400, 580, 8], [470, 560, 10], [780, 300, 14], [360, 300, 10]], (r) => p.star(r, '#FFFFFF'))],
  },
  'Jungle Yoga Safari': {
    alt: 'Tate stretching in a bright green jungle of giant leaves while a cheeky monkey hangs from a vine',
    sky: ['#D8F3B0', '#B7E4A0', '#8ACB88'],
    hills: [['#5FA35E', 700, 20]],
    back: [[1000, 0, 1, '<path d="M0 0 Q-20 160 20 300" stroke="#4F8F4E" stroke-width="10" fill="none"/>'], [1010, 360, 1, p.monkey()]],
    middle: [[90, 760, 1.6, p.jungleLeaf('#3F8F50', '#6BBF6B')], [200, 760, 1.3, `<g transform="rotate(30)">${p.jungleLeaf('#4FA35E', '#7CCF7A')}</g>`], [1160, 780, 1.5, `<g transform="rotate(-30)">${p.jungleLeaf('#3F8F50', '#6BBF6B')}</g>`], [880, 780, 1, `<g transform="rotate(-15)">${p.jungleLeaf('#5FB36A', '#8FD98A')}</g>`]],
    tate: { x: 560, y: 770, size: 400, pose: { eyes: 'closed', collar: '#FFB347' } },
    front: [[400, 760, 0.8, p.flower('#FF8FA3', '#FFD166')], [760, 770, 0.7, p.flower('#FFB347', '#FFFFFF')]],
  },
  'Dancing Leaves': {
    alt: 'Tate twirling in an autumn wind as orange, red and golden leaves swirl around him',
    sky: ['#F6A878', '#F9C89B', '#FDE7CB'],
    hills: [['#E59866', 650, 40], ['#D4814F', 720, 24]],
    back: [[180, 640, 1.2, p.roundTree('#E8743B', '#8D6E63', 300)], [1040, 620, 1, p.roundTree('#F2A541', '#8D6E63', 280)]],
    middle: [[600, 330, 2, p.swirl('#FFFFFF')]],
    tate: { x: 600, y: 770, size: 400, pose: { eyes: 'closed', collar: '#C0392B' } },
    front: [[380, 250, 1.7, `<g transform="rotate(-20)">${p.autumnLeaf('#E8743B')}</g>`], [820, 200, 2.04, `<g transform="rotate(30)">${p.autumnLeaf('#D1495B')}</g>`], [920, 420, 1.53, `<g transform="rotate(60)">${p.autumnLeaf('#F2A541')}</g>`],
      [280, 470, 1.36, `<g transform="rotate(10)">${p.autumnLeaf('#F2A541')}</g>`], [700, 120, 1.19, `<g transform="rotate(-40)">${p.autumnLeaf('#E8743B')}</g>`], [180, 760, 1.53, `<g transform="rotate(80)">${p.autumnLeaf('#D1495B')}</g>`], [1020, 770, 1.36, `<g transform="rotate(-60)">${p.autumnLeaf('#E8743B')}</g>`]],
  },

  // Teen mindset: cooler colours, thoughts and long days.
  'Your Amazing Teen Brain': {
    alt: 'Tate with headphones, eyes closed, beneath a glowing web of thoughts shaped like a brain',
    sky: ['#163A4A', '#1F5A66', '#3E8C88'],
    hills: [['#2F6E6C', 690, 30]],
    back: [...nightStars(11, 14, 500), [600, 345, 0.95, p.thoughtWeb('#7CD6C4', '#BFF5EA')]],
    tate: { x: 600, y: 780, size: 380, pose: { eyes: 'closed', collar: '#7CD6C4', accessory: 'headphones' } },
  },
  'Calm Before the Test': {
    alt: 'Tate breathing slowly at a tidy desk with his test papers, pencils and a clock on the wall',
    sky: ['#CDEDE6', '#E2F5F0', '#F5FBF9'],
    hills: [['#9ED8C4', 640, 0], ['#86CBB4', 660, 0]],
    back: [[960, 190, 1.5, p.clock()], [240, 220, 0.8, p.window(['#A5D8FF', '#E6F6FC'], `<g transform="translate(-30 10) scale(0.6)">${p.cloud()}</g>`)]],
    tate: { x: 560, y: 700, size: 400, pose: { eyes: 'closed', collar: '#3D5A80' } },
    front: [[860, 630, 1.3, p.paperSheet(-8)], [990, 660, 1.3, p.paperSheet(6)], [260, 700, 1, p.pencil('#3D8DB5')], [240, 730, 1, p.pencil('#FFD166')]],
  },
  'Reset After a Long Day': {
    alt: 'Tate with his headphones on, resting by a window as the city lights come on under a purple sunset',
    sky: ['#3B2A5E', '#8E4F7F', '#F29E7B'],
    hills: [['#4A3560', 700, 0]],
    back: [[600, 520, 1, p.sun(110, '#FFC79A')], [600, 700, 1, p.skyline('#2E2350', '#FFD27F', 3)], ...nightStars(13, 8, 200)],
    tate: { x: 600, y: 770, size: 400, pose: { eyes: 'closed', collar: '#F29E7B', accessory: 'headphones' } },
    front: [[160, 720, 1, p.mug('#F29E7B')], ...scatter([[880, 330, 1], [980, 260, 1]], () => '<g fill="#FFFFFF" opacity="0.85"><ellipse cx="0" cy="30" rx="13" ry="10"/><rect x="9" y="-16" width="5" height="46"/><path d="M14 -16 q18 6 18 24 q-6 -10 -18 -12 z"/></g>')],
  },
};

const place = ([x, y, scale, svg]: Item) => `<g transform="translate(${x} ${y}) scale(${scale})">${svg}</g>`;

function hill([colour, y, roll]: [string, number, number], index: number): string {
  const w = COVER_WIDTH;
  const phase = index % 2 === 0 ? 1 : -1;
  return `<path d="M0 ${y + roll * phase * 0.4} C${w * 0.2} ${y - roll * phase} ${w * 0.35} ${y - roll * phase} ${w * 0.5} ${y} S${w * 0.8} ${y + roll * phase} ${w} ${y - roll * phase * 0.5} V${COVER_HEIGHT} H0 Z" fill="${colour}"/>`;
}

type Frame = {
  /** The part of the 1200 × 800 canvas shown, and the picture's size in pixels. */
  view: [x: number, y: number, width: number, height: number];
  width: number;
  height: number;
  /** How far Tate has breathed in, 0 to 1: he grows a little from his paws, and a soft light swells behind him. */
  breath?: number;
  /** Drawn over everything, in canvas units (a caption). */
  overlay?: string;
};

function compose(cover: Cover, frame: Frame): string {
  const { tate } = cover;
  const breath = frame.breath ?? 0;
  const grow = 1 + 0.07 * breath;
  const scale = (tate.size / 200) * grow;
  const size = tate.size * grow;
  const stops = cover.sky.map((colour, index) => `<stop offset="${index / (cover.sky.length - 1)}" stop-color="${colour}"/>`).join('');
  const halo =
    frame.breath === undefined
      ? ''
      : `<g transform="translate(${tate.x} ${tate.y - tate.size * 0.45})" opacity="${(0.35 + 0.5 * breath).toFixed(3)}">${p.glow(tate.size * (0.55 + 0.25 * breath), '#FFFFFF', 0.7)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="${frame.view.join(' ')}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient>
  <radialGradient id="light" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="${cover.tint ?? '#FFFFFF'}" stop-opacity="${cover.tint ? 0.28 : 0.18}"/><stop offset="1" stop-color="${cover.tint ?? '#FFFFFF'}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#sky)"/>
  ${(cover.back ?? []).map(place).join('')}
  ${cover.hills.map(hill).join('')}
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#light)"/>
  ${(cover.middle ?? []).map(place).join('')}
  ${halo}
  <g transform="translate(${tate.x - size / 2} ${tate.y - size}) scale(${scale})">${tate.behind ?? ''}${drawTate(tate.pose)}${tate.front ?? ''}</g>
  ${(cover.front ?? []).map(place).join('')}
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#vignette)"/>
  ${frame.overlay ?? ''}
</svg>`;
}

function coverOf(title: string): Cover {
  const cover = COVERS[title];
  if (!cover) throw new Error(`No cover is drawn for the meditation "${title}"`);
  p.resetIds();
  return cover;
}

/** The cover of the meditation titled `title`, as SVG text at `width` pixels wide (3:2). */
export function drawCover(title: string, width = COVER_WIDTH): string {
  const height = Math.round((width * COVER_HEIGHT) / COVER_WIDTH);
  return compose(coverOf(title), { view: [0, 0, COVER_WIDTH, COVER_HEIGHT], width, height });
}

/** The 16:9 part of a cover a video shows (Tate's paws stay in the picture). */
export const VIDEO_VIEW: Frame['view'] = [0, 92, 1200, 675];

/**
 * One frame of a meditation's breathing video (seed-assets/videos.mjs): its cover at 16:9, Tate `breath` (0 to 1)
 * of the way through a breath in, and a caption ("Breathe in") at `captionOpacity`.
 */
export function drawVideoFrame(title: string, breath: number, caption: string, captionOpacity: number, width = 1280, height = 720): string {
  const [x, y, w] = VIDEO_VIEW;
  const pill = caption.length * 25 + 90;
  const overlay = caption
    ? `<g transform="translate(${x + w / 2} ${y + 70})" opacity="${captionOpacity.toFixed(3)}"><rect x="${-pill / 2}" y="-38" width="${pill}" height="76" rx="38" fill="#FFFFFF" opacity="0.88"/>
      <text x="0" y="15" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="42" fill="#4A3530">${caption}</text></g>`
    : '';
  return compose(coverOf(title), { view: VIDEO_VIEW, width, height, breath, overlay });
}

export function coverAlt(title: string): string {
  return coverOf(title).alt;
}
