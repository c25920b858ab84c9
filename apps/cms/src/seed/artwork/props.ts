/**
 * The objects of the covers (src/seed/artwork/covers.ts), each drawn around (0, 0) at about 100 units across,
 * in soft flat shapes with a light side and a shade, like the scenes and Tate himself. Gradients get an id of
 * their own from `id()`, so one picture may hold a prop many times.
 */
let counter = 0;
/** A fresh id for a gradient or a clip path. */
export function id(prefix = 'g'): string {
  counter += 1;
  return `${prefix}${counter}`;
}

export function resetIds(): void {
  counter = 0;
}

export type Prop = string;

export const star = (r: number, fill = '#FFF3B0', opacity = 1): Prop =>
  `<path d="M0 ${-r} C${r * 0.12} ${-r * 0.3} ${r * 0.3} ${-r * 0.12} ${r} 0 C${r * 0.3} ${r * 0.12} ${r * 0.12} ${r * 0.3} 0 ${r} C${-r * 0.12} ${r * 0.3} ${-r * 0.3} ${r * 0.12} ${-r} 0 C${-r * 0.3} ${-r * 0.12} ${-r * 0.12} ${-r * 0.3} 0 ${-r} Z" fill="${fill}" opacity="${opacity}"/>`;

/** A round five-pointed star, like a sticker. */
export const fivePointStar = (r: number, fill: string, stroke = 'none'): Prop => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.48;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(radius * Math.cos(angle)).toFixed(1)} ${(radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<path d="M${points.join(' L')} Z" fill="${fill}" stroke="${stroke}" stroke-width="${r * 0.12}" stroke-linejoin="round"/>`;
};

export const dot = (r: number, fill: string, opacity = 1): Prop => `<circle r="${r}" fill="${fill}" opacity="${opacity}"/>`;

/** A soft halo of light. */
export const glow = (r: number, colour: string, strength = 0.6): Prop => {
  const gid = id('glow');
  return `<defs><radialGradient id="${gid}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><circle r="${r}" fill="url(#${gid})"/>`;
};

export const crescent = (r: number, fill = '#FFF3C4'): Prop =>
  `${glow(r * 2.4, fill, 0.35)}<path d="M${r * 0.2} ${-r} A${r} ${r} 0 1 0 ${r * 0.2} ${r} A${r * 0.78} ${r * 0.86} 0 1 1 ${r * 0.2} ${-r} Z" fill="${fill}" transform="rotate(-20)"/>`;

export const fullMoon = (r: number, fill = '#FFF6D8'): Prop =>
  `${glow(r * 2.6, fill, 0.45)}<circle r="${r}" fill="${fill}"/><circle cx="${-r * 0.3}" cy="${-r * 0.2}" r="${r * 0.18}" fill="#EDE2BC" opacity="0.7"/><circle cx="${r * 0.35}" cy="${r * 0.25}" r="${r * 0.12}" fill="#EDE2BC" opacity="0.7"/><circle cx="${r * 0.1}" cy="${r * 0.5}" r="${r * 0.08}" fill="#EDE2BC" opacity="0.6"/>`;

export const sun = (r: number, fill = '#FFD58A'): Prop => `${glow(r * 2.8, fill, 0.55)}<circle r="${r}" fill="${fill}"/>`;

export const cloud = (fill = '#FFFFFF', opacity = 0.92): Prop =>
  `<g fill="${fill}" opacity="${opacity}"><path d="M-80 20 Q-96 20 -96 4 Q-96 -16 -74 -18 Q-70 -46 -40 -46 Q-26 -70 6 -66 Q34 -64 42 -38 Q70 -44 82 -20 Q100 -18 100 2 Q100 20 82 20 Z"/></g>`;

export const rainCloud = (fill = '#C5CCE0'): Prop =>
  `${cloud(fill, 1)}<g stroke="#8FB8E8" stroke-width="7" stroke-linecap="round">${[-50, -15, 20, 55]
    .map((x, index) => `<path d="M${x} ${36 + (index % 2) * 14} l-6 18"/>`)
    .join('')}</g>`;

export const bubble = (r: number): Prop => {
  const gid = id('bubble');
  return `<defs><radialGradient id="${gid}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.05"/><stop offset="0.7" stop-color="#D9F0FF" stop-opacity="0.25"/><stop offset="0.88" stop-color="#F9C8E8" stop-opacity="0.55"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0.9"/></radialGradient></defs>
  <circle r="${r}" fill="url(#${gid})" stroke="#FFFFFF" stroke-opacity="0.85" stroke-width="${Math.max(2, r * 0.05)}"/><path d="M${-r * 0.55} ${-r * 0.15} A${r * 0.6} ${r * 0.6} 0 0 1 ${-r * 0.1} ${-r * 0.58}" stroke="#FFFFFF" stroke-width="${Math.max(2, r * 0.1)}" fill="none" stroke-linecap="round" opacity="0.95"/>`;
};

export const balloon = (fill: string, shade: string): Prop =>
  `<path d="M0 62 q-10 40 6 80 q10 30 -4 60" stroke="#FFFFFF" stroke-width="3" fill="none" opacity="0.9"/>
  <ellipse cx="0" cy="0" rx="48" ry="58" fill="${fill}"/><path d="M48 0 A48 58 0 0 1 -10 57 A44 56 0 0 0 40 -8 Z" fill="${shade}" opacity="0.6"/>
  <path d="M-6 58 l6 10 6 -10 z" fill="${shade}"/><ellipse cx="-18" cy="-22" rx="9" ry="16" fill="#FFFFFF" opacity="0.55" transform="rotate(25 -18 -22)"/>`;

export const flower = (petal: string, centre = '#FFD166', stem = 60): Prop =>
  `<path d="M0 0 Q6 ${stem / 2} 0 ${stem}" stroke="#5E9C6A" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M2 ${stem * 0.6} q22 -14 30 -4 q-14 16 -30 4 z" fill="#7CB97F"/>
  ${[0, 60, 120, 180, 240, 300].map((angle) => `<ellipse cx="0" cy="-17" rx="11" ry="18" fill="${petal}" transform="rotate(${angle})"/>`).join('')}
  <circle r="10" fill="${centre}"/><circle cx="-3" cy="-3" r="3.5" fill="#FFFFFF" opacity="0.6"/>`;

export const tulip = (petal: string): Prop =>
  `<path d="M0 0 v70" stroke="#5E9C6A" stroke-width="6" stroke-linecap="round"/><path d="M0 50 q-26 -10 -30 -34 q22 4 30 28 z" fill="#7CB97F"/>
  <path d="M-22 -28 Q-24 4 0 8 Q24 4 22 -28 L11 -14 L0 -32 L-11 -14 Z" fill="${petal}"/>`;

export const candle = (wax = '#FFE3E8', stripe = '#F7A6C1'): Prop =>
  `${glow(90, '#FFC46B', 0.55)}<rect x="-20" y="-10" width="40" height="96" rx="8" fill="${wax}"/>
  <path d="M-20 20 L20 6 M-20 50 L20 36 M-20 80 L20 66" stroke="${stripe}" stroke-width="7"/>
  <path d="M0 -10 v-10" stroke="#6B4F3F" stroke-width="3"/>
  <path d="M0 -60 C14 -40 12 -22 0 -20 C-12 -22 -14 -40 0 -60 Z" fill="#FFB347"/><path d="M0 -46 C6 -36 6 -26 0 -25 C-6 -26 -6 -36 0 -46 Z" fill="#FFF1B8"/>
  <ellipse cx="0" cy="88" rx="36" ry="8" fill="#C9A27E"/>`;

export const firefly = (r = 7): Prop => `${glow(r * 6, '#FFF07A', 0.7)}<circle r="${r}" fill="#FFFBD0"/>`;

export const pine = (fill: string, height = 220): Prop => {
  const w = height * 0.42;
  return `<path d="M0 ${-height} L${w * 0.45} ${-height * 0.62} L${w * 0.25} ${-height * 0.62} L${w * 0.75} ${-height * 0.28} L${w * 0.45} ${-height * 0.28} L${w} 0 L${-w} 0 L${-w * 0.45} ${-height * 0.28} L${-w * 0.75} ${-height * 0.28} L${-w * 0.25} ${-height * 0.62} L${-w * 0.45} ${-height * 0.62} Z" fill="${fill}" stroke="${fill}" stroke-width="10" stroke-linejoin="round"/>`;
};

export const roundTree = (leaves: string, trunk = '#8D6E63', height = 200): Prop =>
  `<rect x="-9" y="${-height * 0.45}" width="18" height="${height * 0.45}" rx="6" fill="${trunk}"/>
  <circle cx="0" cy="${-height * 0.62}" r="${height * 0.3}" fill="${leaves}"/><circle cx="${-height * 0.2}" cy="${-height * 0.5}" r="${height * 0.2}" fill="${leaves}"/><circle cx="${height * 0.2}" cy="${-height * 0.52}" r="${height * 0.22}" fill="${leaves}"/>
  <circle cx="${-height * 0.08}" cy="${-height * 0.72}" r="${height * 0.12}" fill="#FFFFFF" opacity="0.12"/>`;

export const lantern = (): Prop =>
  `${glow(110, '#FFC46B', 0.6)}<path d="M0 -70 v18" stroke="#6B4F3F" stroke-width="4"/><path d="M-14 -74 a14 14 0 0 1 28 0" stroke="#6B4F3F" stroke-width="4" fill="none"/>
  <rect x="-26" y="-52" width="52" height="10" rx="4" fill="#6B4F3F"/><rect x="-22" y="-42" width="44" height="56" rx="8" fill="#FFE7A3"/>
  <path d="M0 -30 C8 -18 8 -4 0 -2 C-8 -4 -8 -18 0 -30 Z" fill="#FFB347"/><rect x="-26" y="14" width="52" height="10" rx="4" fill="#6B4F3F"/>`;

/** A tent of blankets with fairy lights, the children's fort, about 600 units wide, its floor on y = 0. */
export const blanketFort = (): Prop => {
  const lights = Array.from({ length: 11 }, (_, index) => {
    const x = -260 + index * 52;
    const y = -330 + Math.abs(x) * 0.6 + Math.sin(index) * 6 + 40;
    const colour = ['#FFD166', '#F7A6C1', '#A0E7E5', '#C3B1E1'][index % 4];
    return `<g transform="translate(${x} ${y})">${glow(26, colour, 0.7)}<circle r="8" fill="${colour}"/></g>`;
  }).join('');
  return `<path d="M-320 0 L0 -360 L320 0 Z" fill="#F2B5A7"/><path d="M0 -360 L-120 0 L120 0 Z" fill="#F8D3C5"/>
  <path d="M-320 0 L0 -360 L-60 0 Z" fill="#E89A8A" opacity="0.55"/>
  <path d="M-250 -80 L-60 -300 M-180 -6 L-20 -250 M250 -80 L60 -300 M180 -6 L20 -250" stroke="#FFFFFF" stroke-width="10" opacity="0.35"/>
  <path d="M-280 -40 Q0 -330 280 -40" stroke="#6B4F3F" stroke-width="3" fill="none" opacity="0.5"/>${lights}`;
};

export const starfish = (fill = '#FF9F80'): Prop =>
  `<path d="M0 -46 Q8 -16 40 -14 Q16 6 26 38 Q0 20 -26 38 Q-16 6 -40 -14 Q-8 -16 0 -46 Z" fill="${fill}" stroke="${fill}" stroke-width="10" stroke-linejoin="round"/>
  ${[[0, -22], [16, -4], [10, 16], [-10, 16], [-16, -4]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#FFFFFF" opacity="0.7"/>`).join('')}`;

export const shell = (fill = '#FFD9C8'): Prop =>
  `<path d="M0 20 L-34 -6 Q-20 -34 0 -34 Q20 -34 34 -6 Z" fill="${fill}"/><path d="M0 20 L-22 -28 M0 20 L-8 -33 M0 20 L8 -33 M0 20 L22 -28" stroke="#E8A88C" stroke-width="3"/>`;

export const wave = (width: number, fill: string, amplitude = 14): Prop => {
  const steps = Math.ceil(width / 80);
  let d = `M${-width / 2} 0`;
  for (let index = 0; index < steps; index += 1) d += ` q20 ${-amplitude} 40 0 t40 0`;
  return `<path d="${d} V200 H${-width / 2} Z" fill="${fill}"/>`;
};

export const sailboat = (): Prop =>
  `<path d="M-40 0 h80 l-14 18 h-52 z" fill="#E07A5F"/><path d="M0 0 v-70" stroke="#6B4F3F" stroke-width="4"/><path d="M4 -66 L36 -6 H4 Z" fill="#FFFFFF"/><path d="M-4 -56 L-30 -6 H-4 Z" fill="#FFE0B5"/>`;

/** A friendly little dragon puffing a cloud, looking right. */
export const dragon = (): Prop =>
  `<path d="M-60 40 Q-110 30 -120 -10 Q-96 10 -70 12 Z" fill="#6FC5A0"/>
  <path d="M-20 -30 Q-60 -90 -10 -100 Q-16 -70 10 -44 Z" fill="#F7C6D9"/>
  <ellipse cx="-10" cy="20" rx="64" ry="46" fill="#8BD8B3"/><ellipse cx="0" cy="34" rx="36" ry="26" fill="#E6F8D8"/>
  <path d="M-50 -14 l10 -20 10 16 10 -22 10 18 10 -20 8 16" fill="#F7A6C1"/>
  <circle cx="52" cy="-18" r="38" fill="#8BD8B3"/><ellipse cx="82" cy="-4" rx="24" ry="18" fill="#A8E6C9"/>
  <circle cx="86" cy="-10" r="3.5" fill="#4A3530"/><circle cx="98" cy="-8" r="3.5" fill="#4A3530"/>
  <path d="M48 -24 q8 -8 16 0" stroke="#4A3530" stroke-width="5" fill="none" stroke-linecap="round"/>
  <circle cx="64" cy="2" r="7" fill="#F4A9A3" opacity="0.7"/>
  <path d="M34 -52 l-6 -20 16 12 M58 -56 l4 -20 10 16" fill="#F7C6D9" stroke="#F7C6D9" stroke-width="8" stroke-linejoin="round"/>
  <ellipse cx="-30" cy="62" rx="14" ry="9" fill="#6FC5A0"/><ellipse cx="20" cy="62" rx="14" ry="9" fill="#6FC5A0"/>`;

export const puff = (fill = '#FFFFFF', opacity = 0.85): Prop =>
  `<g fill="${fill}" opacity="${opacity}"><circle cx="0" cy="0" r="22"/><circle cx="26" cy="-8" r="18"/><circle cx="46" cy="4" r="14"/><circle cx="62" cy="-6" r="9"/></g>`;

export const heart = (fill: string, size = 1): Prop =>
  `<path transform="scale(${size})" d="M0 30 C-50 -4 -34 -44 0 -22 C34 -44 50 -4 0 30 Z" fill="${fill}"/><ellipse transform="scale(${size})" cx="-14" cy="-14" rx="6" ry="9" fill="#FFFFFF" opacity="0.45"/>`;

export const rainbow = (radius: number, colours = ['#F7A6A6', '#FFD6A5', '#FDFFB6', '#CAFFBF', '#9BF6FF', '#BDB2FF'], band = 26): Prop =>
  colours
    .map((colour, index) => {
      const r = radius - index * band;
      return `<path d="M${-r} 0 A${r} ${r} 0 0 1 ${r} 0" fill="none" stroke="${colour}" stroke-width="${band + 1}"/>`;
    })
    .join('');

/** A glass jar with little glowing worries inside and a lid, its base on y = 0. */
export const worryJar = (): Prop => {
  const lights = [[-30, -60, '#FFD166'], [18, -90, '#F7A6C1'], [-8, -130, '#A0E7E5'], [30, -40, '#C3B1E1'], [-34, -108, '#FFE8A3'], [10, -30, '#FFD166']]
    .map(([x, y, c]) => `<g transform="translate(${x} ${y})">${glow(28, String(c), 0.8)}<circle r="9" fill="${c}"/></g>`)
    .join('');
  return `${glow(190, '#FFE8A3', 0.35)}<path d="M-62 -170 Q-80 -150 -80 -120 V-18 Q-80 0 -60 0 H60 Q80 0 80 -18 V-120 Q80 -150 62 -170 Z" fill="#DDF3F7" opacity="0.55"/>
  ${lights}<path d="M-62 -170 Q-80 -150 -80 -120 V-18 Q-80 0 -60 0 H60 Q80 0 80 -18 V-120 Q80 -150 62 -170 Z" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.8"/>
  <path d="M-58 -140 Q-64 -90 -58 -30" stroke="#FFFFFF" stroke-width="8" stroke-linecap="round" opacity="0.6"/>
  <rect x="-70" y="-196" width="140" height="30" rx="10" fill="#B08968"/><path d="M-60 -186 H60" stroke="#D8B48C" stroke-width="5"/>`;
};

/** A swim ring, seen from the front, around Tate's middle (in Tate's 200-unit box). */
export const swimRing = (): Prop =>
  `<ellipse cx="100" cy="162" rx="88" ry="34" fill="#FF8FA3"/><path d="M24 146 q10 30 28 44 M176 146 q-10 30 -28 44 M100 130 v66" stroke="#FFFFFF" stroke-width="18" opacity="0.95"/>
  <ellipse cx="100" cy="150" rx="58" ry="14" fill="#4A90C2" opacity="0.35"/>`;

/** A superhero cape behind Tate (in Tate's 200-unit box). */
export const cape = (fill: string): Prop =>
  `<path d="M60 120 Q20 170 6 200 Q60 186 100 196 Q140 186 194 200 Q180 170 140 120 Z" fill="${fill}"/><path d="M60 120 Q40 170 30 196" stroke="#FFFFFF" stroke-width="4" opacity="0.25" fill="none"/>`;

/** A lion's mane behind Tate's head (in Tate's 200-unit box). */
export const mane = (fill: string, tip: string): Prop =>
  Array.from({ length: 16 }, (_, index) => {
    const angle = (360 / 16) * index;
    return `<ellipse cx="100" cy="22" rx="22" ry="34" fill="${index % 2 ? fill : tip}" transform="rotate(${angle} 100 86)"/>`;
  }).join('');

export const backpack = (fill: string, pocket: string): Prop =>
  `<path d="M-36 -60 q0 -30 36 -30 q36 0 36 30" stroke="${pocket}" stroke-width="10" fill="none"/>
  <rect x="-56" y="-64" width="112" height="130" rx="30" fill="${fill}"/><rect x="-40" y="4" width="80" height="48" rx="14" fill="${pocket}"/>
  <path d="M-40 22 H40" stroke="${fill}" stroke-width="4"/><circle cx="0" cy="-28" r="9" fill="#FFD166"/>`;

export const apple = (): Prop =>
  `<path d="M0 -20 C-30 -36 -44 -4 -34 20 C-26 40 -10 40 0 34 C10 40 26 40 34 20 C44 -4 30 -36 0 -20 Z" fill="#F26B6B"/><path d="M0 -20 q2 -14 8 -20" stroke="#6B4F3F" stroke-width="4" fill="none"/><path d="M4 -30 q16 -12 24 -2 q-12 10 -24 2 z" fill="#7CB97F"/><ellipse cx="-16" cy="-6" rx="6" ry="10" fill="#FFFFFF" opacity="0.45"/>`;

export const pencil = (fill = '#FFD166'): Prop =>
  `<rect x="-80" y="-9" width="130" height="18" rx="3" fill="${fill}"/><path d="M50 -9 L78 0 L50 9 Z" fill="#F4D9B6"/><path d="M70 -3 L78 0 L70 3 Z" fill="#4A3530"/><rect x="-94" y="-9" width="16" height="18" rx="4" fill="#F7A6C1"/>`;

export const bird = (fill: string): Prop =>
  `<ellipse cx="0" cy="0" rx="26" ry="20" fill="${fill}"/><circle cx="18" cy="-12" r="13" fill="${fill}"/><path d="M30 -12 l12 4 -12 4 z" fill="#FFB347"/><circle cx="21" cy="-15" r="2.6" fill="#4A3530"/>
  <path d="M-6 -4 q-10 -22 -30 -14 q12 14 30 14 z" fill="#FFFFFF" opacity="0.5"/><path d="M-24 4 l-18 6 18 4 z" fill="${fill}"/>`;

/** Circles of sound spreading from (0, 0) towards the right. */
export const soundRings = (colour: string): Prop =>
  [30, 56, 82]
    .map((r, index) => `<path d="M${r * 0.5} ${-r * 0.86} A${r} ${r} 0 0 1 ${r * 0.5} ${r * 0.86}" stroke="${colour}" stroke-width="7" fill="none" stroke-linecap="round" opacity="${1 - index * 0.25}"/>`)
    .join('');

export const bell = (): Prop =>
  `<path d="M0 -46 C-30 -46 -34 -14 -36 10 L-44 24 H44 L36 10 C34 -14 30 -46 0 -46 Z" fill="#FFD166"/><circle cy="30" r="9" fill="#F4A261"/><circle cy="-50" r="6" fill="#F4A261"/><path d="M-20 -26 q-6 16 -6 34" stroke="#FFFFFF" stroke-width="6" fill="none" opacity="0.5" stroke-linecap="round"/>`;

export const grassTuft = (fill: string): Prop =>
  `<path d="M-30 0 Q-26 -40 -14 -56 Q-16 -30 -6 0 Z M-8 0 Q0 -60 10 -74 Q8 -36 10 0 Z M6 0 Q22 -44 34 -50 Q22 -24 24 0 Z" fill="${fill}"/>`;

export const deskLamp = (): Prop =>
  `${glow(220, '#FFE3A0', 0.5)}<path d="M-40 120 v-130 l60 -70" stroke="#8D6E63" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M-10 -120 l70 -30 30 70 z" fill="#F4A261"/><rect x="-80" y="114" width="90" height="16" rx="8" fill="#8D6E63"/>`;

/** A window on the night (or day), 240 × 200. */
export const window = (sky: [string, string], extra = ''): Prop => {
  const gid = id('window');
  return `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient><clipPath id="${gid}c"><rect x="-120" y="-100" width="240" height="200" rx="18"/></clipPath></defs>
  <rect x="-132" y="-112" width="264" height="224" rx="24" fill="#FFFFFF" opacity="0.9"/><rect x="-120" y="-100" width="240" height="200" rx="18" fill="url(#${gid})"/>
  <g clip-path="url(#${gid}c)">${extra}</g><path d="M0 -100 v200 M-120 0 h240" stroke="#FFFFFF" stroke-width="10" opacity="0.9"/>`;
};

export const openBook = (page = '#FFFFFF', cover = '#7DA7D9'): Prop =>
  `<path d="M-90 -6 Q-46 -24 0 -8 Q46 -24 90 -6 L94 40 Q46 22 0 40 Q-46 22 -94 40 Z" fill="${cover}"/>
  <path d="M-84 -14 Q-42 -30 0 -14 L0 30 Q-42 16 -84 30 Z" fill="${page}"/><path d="M84 -14 Q42 -30 0 -14 L0 30 Q42 16 84 30 Z" fill="${page}"/>
  <path d="M-70 -6 q26 -10 56 0 M-70 6 q26 -10 56 0 M14 -6 q26 -10 56 0 M14 6 q26 -10 56 0" stroke="#D5C8BA" stroke-width="3" fill="none"/>`;

export const fish = (fill: string, fin: string): Prop =>
  `<path d="M-36 0 L-60 -22 L-56 0 L-60 22 Z" fill="${fin}"/><ellipse cx="0" cy="0" rx="40" ry="26" fill="${fill}"/><path d="M-4 -24 q12 -14 26 -6" fill="${fin}"/>
  <path d="M4 -22 q10 22 0 44" stroke="#FFFFFF" stroke-width="6" fill="none" opacity="0.5"/><circle cx="22" cy="-6" r="5" fill="#FFFFFF"/><circle cx="23" cy="-6" r="2.6" fill="#2E3A59"/>`;

export const turtle = (): Prop =>
  `<ellipse cx="-58" cy="10" rx="16" ry="8" fill="#9DD9A8" transform="rotate(30 -58 10)"/><ellipse cx="48" cy="-26" rx="26" ry="8" fill="#9DD9A8" transform="rotate(-30 48 -26)"/><ellipse cx="48" cy="26" rx="22" ry="8" fill="#9DD9A8" transform="rotate(30 48 26)"/>
  <circle cx="80" cy="0" r="20" fill="#9DD9A8"/><circle cx="88" cy="-4" r="3.5" fill="#2E3A59"/>
  <ellipse cx="0" cy="0" rx="64" ry="44" fill="#5FB58A"/><path d="M-30 -30 L-10 -10 L20 -14 L34 -34 M-10 -10 L-14 22 M20 -14 L26 20 M-44 8 L-14 22 L26 20 L50 6" stroke="#3F8E68" stroke-width="5" fill="none" stroke-linejoin="round"/>`;

export const seaweed = (fill: string, height = 220): Prop =>
  `<path d="M0 0 C-30 ${-height * 0.25} 30 ${-height * 0.45} 0 ${-height * 0.7} C-20 ${-height * 0.85} 10 ${-height * 0.95} 6 ${-height} C30 ${-height * 0.9} 10 ${-height * 0.75} 24 ${-height * 0.68} C50 ${-height * 0.45} 10 ${-height * 0.25} 26 0 Z" fill="${fill}"/>`;

export const rocket = (): Prop =>
  `<path d="M-18 70 Q0 130 18 70 Z" fill="#FFB347"/><path d="M-10 70 Q0 106 10 70 Z" fill="#FFF1B8"/>
  <path d="M-34 40 L-60 80 L-30 70 Z M34 40 L60 80 L30 70 Z" fill="#E07A5F"/>
  <path d="M0 -90 C40 -50 40 30 30 70 H-30 C-40 30 -40 -50 0 -90 Z" fill="#F6F1FF"/><path d="M0 -90 C40 -50 40 30 30 70 H10 C22 20 22 -50 0 -90 Z" fill="#DCD3F5"/>
  <path d="M0 -90 C14 -76 22 -62 26 -50 H-26 C-22 -62 -14 -76 0 -90 Z" fill="#E07A5F"/>
  <circle cy="-8" r="18" fill="#7FB8E8" stroke="#E07A5F" stroke-width="7"/><circle cx="-6" cy="-14" r="5" fill="#FFFFFF" opacity="0.7"/>`;

export const planet = (fill: string, ring: string, r = 50): Prop =>
  `<ellipse rx="${r * 1.75}" ry="${r * 0.36}" fill="none" stroke="${ring}" stroke-width="${r * 0.16}" transform="rotate(-16)" opacity="0.9"/><circle r="${r}" fill="${fill}"/>
  <path d="M${-r} 0 A${r} ${r} 0 0 0 ${r} 0 A${r} ${r * 0.6} 0 0 1 ${-r} 0 Z" fill="#000" opacity="0.08"/>
  <path d="M${-r * 1.72} ${r * 0.1} A${r * 1.75} ${r * 0.36} 0 0 0 ${r * 1.72} ${-r * 0.1}" fill="none" stroke="${ring}" stroke-width="${r * 0.16}" transform="rotate(-16)"/>`;

export const giantFlower = (petal: string, centre: string, height = 300): Prop =>
  `<path d="M0 0 Q-16 ${-height * 0.5} 0 ${-height}" stroke="#5E9C6A" stroke-width="12" fill="none"/>
  <path d="M-4 ${-height * 0.35} q-60 -30 -70 -70 q50 4 70 70 z" fill="#7CB97F"/><path d="M-2 ${-height * 0.55} q60 -24 74 -66 q-52 0 -74 66 z" fill="#8FCB8F"/>
  <g transform="translate(0 ${-height})">${Array.from({ length: 8 }, (_, index) => `<ellipse cx="0" cy="-40" rx="22" ry="40" fill="${petal}" transform="rotate(${index * 45})"/>`).join('')}<circle r="26" fill="${centre}"/><circle cx="-8" cy="-8" r="8" fill="#FFFFFF" opacity="0.5"/></g>`;

export const mushroom = (cap: string): Prop =>
  `<path d="M-16 0 Q-20 -40 -12 -50 H12 Q20 -40 16 0 Z" fill="#FFF4E6"/><path d="M-56 -46 Q-50 -106 0 -106 Q50 -106 56 -46 Q0 -36 -56 -46 Z" fill="${cap}"/>
  <circle cx="-22" cy="-78" r="9" fill="#FFFFFF"/><circle cx="16" cy="-88" r="7" fill="#FFFFFF"/><circle cx="32" cy="-60" r="6" fill="#FFFFFF"/>`;

export const sprout = (): Prop =>
  `<path d="M0 0 v-60" stroke="#5E9C6A" stroke-width="8" stroke-linecap="round"/><path d="M0 -50 q-50 -10 -56 -44 q40 -2 56 44 z" fill="#8FCB8F"/><path d="M0 -56 q44 -20 46 -56 q-38 6 -46 56 z" fill="#7CB97F"/>
  <ellipse cx="0" cy="4" rx="44" ry="12" fill="#8D6E63"/>`;

export const jungleLeaf = (fill: string, vein: string): Prop =>
  `<path d="M0 0 C-60 -40 -60 -160 0 -220 C60 -160 60 -40 0 0 Z" fill="${fill}"/><path d="M0 -10 V-200" stroke="${vein}" stroke-width="6"/>
  ${[-40, -80, -120, -160].map((y) => `<path d="M0 ${y} l-30 -26 M0 ${y} l30 -26" stroke="${vein}" stroke-width="5"/>`).join('')}`;

export const monkey = (): Prop =>
  `<path d="M30 30 Q80 40 70 90 Q60 120 90 130" stroke="#A9744F" stroke-width="10" fill="none" stroke-linecap="round"/>
  <ellipse cx="0" cy="30" rx="36" ry="40" fill="#A9744F"/><circle cx="-40" cy="-20" r="16" fill="#A9744F"/><circle cx="40" cy="-20" r="16" fill="#A9744F"/><circle cx="-40" cy="-20" r="8" fill="#E8C9A4"/><circle cx="40" cy="-20" r="8" fill="#E8C9A4"/>
  <circle cx="0" cy="-20" r="38" fill="#A9744F"/><ellipse cx="0" cy="-12" rx="28" ry="24" fill="#E8C9A4"/><circle cx="-10" cy="-22" r="4" fill="#4A3530"/><circle cx="10" cy="-22" r="4" fill="#4A3530"/><path d="M-8 -4 q8 6 16 0" stroke="#4A3530" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <path d="M-30 10 Q-70 -20 -60 -70" stroke="#A9744F" stroke-width="14" fill="none" stroke-linecap="round"/>`;

export const autumnLeaf = (fill: string): Prop =>
  `<path d="M0 -40 L10 -18 L30 -26 L24 -4 L42 4 L22 14 L26 32 L6 24 L0 44 L-6 24 L-26 32 L-22 14 L-42 4 L-24 -4 L-30 -26 L-10 -18 Z" fill="${fill}" stroke="${fill}" stroke-width="6" stroke-linejoin="round"/>
  <path d="M0 44 V-30 M0 10 L18 -6 M0 10 L-18 -6" stroke="#FFFFFF" stroke-width="3" opacity="0.4" fill="none"/>`;

export const swirl = (colour: string): Prop =>
  `<path d="M-120 20 C-60 -40 0 60 60 0 S150 -30 170 10" stroke="${colour}" stroke-width="8" fill="none" stroke-linecap="round" stroke-dasharray="2 22" opacity="0.9"/>`;

/** A glowing web of thoughts: nodes and links, a friendly brain as a cloud of light. */
export const thoughtWeb = (colour: string, node: string): Prop => {
  const nodes: Array<[number, number]> = [[-150, -20], [-100, -90], [-30, -130], [50, -120], [120, -70], [150, 10], [90, 60], [10, 70], [-80, 50], [-40, -30], [40, -30], [0, 20]];
  const links = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 8], [8, 0], [1, 9], [9, 10], [10, 4], [9, 11], [11, 10], [11, 7], [2, 9], [3, 10], [8, 9], [6, 10]];
  return `<path d="M-170 20 C-200 -80 -120 -170 -20 -160 C60 -190 170 -140 180 -40 C210 40 140 100 60 90 C0 120 -90 110 -130 70 C-170 70 -180 40 -170 20 Z" fill="${colour}" opacity="0.35"/>
  ${links.map(([a, b]) => `<path d="M${nodes[a][0]} ${nodes[a][1]} L${nodes[b][0]} ${nodes[b][1]}" stroke="${node}" stroke-width="4" opacity="0.7"/>`).join('')}
  ${nodes.map(([x, y], index) => `<g transform="translate(${x} ${y})">${glow(24, node, 0.7)}<circle r="${index % 3 === 0 ? 10 : 7}" fill="#FFFFFF"/></g>`).join('')}`;
};

export const paperSheet = (tilt: number): Prop =>
  `<g transform="rotate(${tilt})"><rect x="-70" y="-90" width="140" height="180" rx="10" fill="#FFFFFF"/><path d="M-48 -56 h96 M-48 -30 h96 M-48 -4 h70 M-48 22 h96 M-48 48 h60" stroke="#BFD7EA" stroke-width="6" stroke-linecap="round"/>
  <path d="M-50 -76 l8 8 14 -16" stroke="#7CB97F" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;

export const clock = (face = '#FFFFFF', rim = '#7DB9B0'): Prop =>
  `<circle r="62" fill="${rim}"/><circle r="50" fill="${face}"/>${Array.from({ length: 12 }, (_, index) => `<circle cx="0" cy="-40" r="3" fill="#B8C7C4" transform="rotate(${index * 30})"/>`).join('')}
  <path d="M0 0 V-30 M0 0 L20 10" stroke="#4A3530" stroke-width="6" stroke-linecap="round"/><circle r="5" fill="#E07A5F"/>`;

export const mug = (fill: string): Prop =>
  `<path d="M-10 -70 q-10 -16 0 -30 M10 -66 q-10 -16 0 -30" stroke="#FFFFFF" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/>
  <path d="M34 -40 q30 0 30 22 q0 22 -30 22" stroke="${fill}" stroke-width="10" fill="none"/><path d="M-40 -50 H40 L34 20 Q32 30 22 30 H-22 Q-32 30 -34 20 Z" fill="${fill}"/>
  <path d="M-22 -30 q0 30 4 42" stroke="#FFFFFF" stroke-width="6" opacity="0.4" stroke-linecap="round" fill="none"/>`;

/** A row of city buildings with lit windows, its base on y = 0, about 1200 wide. */
export const skyline = (fill: string, light: string, seed = 1): Prop => {
  const widths = [120, 90, 150, 100, 130, 80, 140, 110, 120, 90];
  let x = -600;
  return widths
    .map((width, index) => {
      const height = 140 + ((index * 37 + seed * 53) % 160);
      const lit = Array.from({ length: Math.floor(height / 44) * Math.floor(width / 40) }, (_, k) => {
        const col = k % Math.floor(width / 40);
        const row = Math.floor(k / Math.floor(width / 40));
        return (k * 7 + index * 3 + seed) % 3 === 0
          ? `<rect x="${x + 14 + col * 40}" y="${-height + 20 + row * 44}" width="18" height="22" rx="4" fill="${light}"/>`
          : '';
      }).join('');
      const building = `<rect x="${x}" y="${-height}" width="${width - 8}" height="${height}" rx="10" fill="${fill}"/>${lit}`;
      x += width;
      return building;
    })
    .join('');
};

/** A savanna tree, its trunk on (0, 0). */
export const acacia = (fill: string): Prop =>
  `<path d="M-6 0 L-4 -90 L-40 -130 M-4 -90 L30 -140 M-4 -90 L0 -150" stroke="${fill}" stroke-width="14" fill="none" stroke-linecap="round"/>
  <ellipse cx="-70" cy="-150" rx="80" ry="26" fill="${fill}"/><ellipse cx="40" cy="-160" rx="96" ry="30" fill="${fill}"/><ellipse cx="-10" cy="-178" rx="80" ry="24" fill="${fill}"/>`;
