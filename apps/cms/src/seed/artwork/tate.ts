/** Tate the puppy, sitting, drawn in a 200 × 200 box whose bottom edge is the ground. */
export type TatePose = {
  eyes: 'open' | 'closed';
  collar: string;
  accessory?: 'nightcap' | 'headphones' | 'book' | 'wand';
};

const FUR = '#F6E4CC';
const LIGHT_FUR = '#FFF7EC';
const EARS = '#C0916A';
const PATCH = '#E8C9A4';
export const INK = '#4A3530';
const BLUSH = '#F4A9A3';

function eyes(kind: TatePose['eyes']): string {
  if (kind === 'closed') {
    return `<path d="M72 78 q9 8 18 0 M110 78 q9 8 18 0" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return `<circle cx="81" cy="76" r="7.5" fill="${INK}"/><circle cx="119" cy="76" r="7.5" fill="${INK}"/>
    <circle cx="83.5" cy="73.5" r="2.6" fill="#fff"/><circle cx="121.5" cy="73.5" r="2.6" fill="#fff"/>`;
}

function accessoryBehind(accessory: TatePose['accessory']): string {
  if (accessory === 'headphones') return `<path d="M50 82 Q50 22 100 22 Q150 22 150 82" fill="none" stroke="#5B6C8F" stroke-width="9" stroke-linecap="round"/>`;
  return '';
}

function accessoryInFront(accessory: TatePose['accessory']): string {
  switch (accessory) {
    case 'nightcap':
      return `<path d="M62 50 Q96 20 140 44 Q150 8 176 24 Q150 26 146 52 Q100 38 62 50 Z" fill="#8C8FD6"/>
        <path d="M60 52 Q100 36 148 54" fill="none" stroke="#FFFFFF" stroke-width="8" stroke-linecap="round"/>
        <circle cx="178" cy="24" r="9" fill="#FFFFFF"/>`;
    case 'headphones':
      return `<rect x="38" y="70" width="20" height="34" rx="9" fill="#7C8DB5"/><rect x="142" y="70" width="20" height="34" rx="9" fill="#7C8DB5"/>`;
    case 'book':
      return `<g transform="translate(100 166) rotate(-4)">
        <path d="M-40 -24 Q-20 -30 0 -22 L0 14 Q-20 6 -40 12 Z" fill="#FFFFFF" stroke="#E07A5F" stroke-width="4" stroke-linejoin="round"/>
        <path d="M40 -24 Q20 -30 0 -22 L0 14 Q20 6 40 12 Z" fill="#FFFFFF" stroke="#E07A5F" stroke-width="4" stroke-linejoin="round"/>
        <path d="M-32 -14 q12 -3 24 2 M-32 -4 q12 -3 24 2 M8 -12 q12 -5 24 -2 M8 -2 q12 -5 24 -2" stroke="#C9B8A6" stroke-width="2" fill="none"/></g>`;
    case 'wand':
      return `<path d="M140 170 L168 118" stroke="#B08968" stroke-width="5" stroke-linecap="round"/>
        <path d="M168 96 l6 12 13 2 -9 9 2 13 -12 -6 -12 6 2 -13 -9 -9 13 -2 z" fill="#FFD166" stroke="#F4A261" stroke-width="2" stroke-linejoin="round"/>`;
    default:
      return '';
  }
}

export function drawTate(pose: TatePose): string {
  return `<g>
    <ellipse cx="100" cy="196" rx="70" ry="7" fill="#000" opacity="0.08"/>
    <path d="M146 168 Q182 160 176 128 Q172 116 166 126 Q166 150 140 154 Z" fill="${FUR}"/>
    <ellipse cx="100" cy="148" rx="52" ry="46" fill="${FUR}"/>
    <ellipse cx="100" cy="160" rx="30" ry="30" fill="${LIGHT_FUR}"/>
    <ellipse cx="78" cy="188" rx="18" ry="10" fill="${LIGHT_FUR}"/>
    <ellipse cx="122" cy="188" rx="18" ry="10" fill="${LIGHT_FUR}"/>
    <path d="M70 186 v4 M78 186 v5 M86 186 v4 M114 186 v4 M122 186 v5 M130 186 v4" stroke="${PATCH}" stroke-width="2.5" stroke-linecap="round"/>
    ${accessoryBehind(pose.accessory)}
    <ellipse cx="100" cy="84" rx="52" ry="46" fill="${FUR}"/>
    <ellipse cx="121" cy="74" rx="17" ry="15" fill="${PATCH}"/>
    <path d="M58 48 Q34 50 36 96 Q38 122 56 114 Q66 96 66 60 Z" fill="${EARS}"/>
    <path d="M142 48 Q166 50 164 96 Q162 122 144 114 Q134 96 134 60 Z" fill="${EARS}"/>
    ${eyes(pose.eyes)}
    <ellipse cx="100" cy="102" rx="22" ry="15" fill="${LIGHT_FUR}"/>
    <ellipse cx="100" cy="95" rx="8" ry="6" fill="${INK}"/>
    <path d="M100 101 v4 M91 106 q9 7 18 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>
    <circle cx="68" cy="99" r="7" fill="${BLUSH}" opacity="0.55"/>
    <circle cx="132" cy="99" r="7" fill="${BLUSH}" opacity="0.55"/>
    <path d="M66 126 Q100 138 134 126" fill="none" stroke="${pose.collar}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="100" cy="138" r="6" fill="#FFD166"/>
    ${accessoryInFront(pose.accessory)}
  </g>`;
}
