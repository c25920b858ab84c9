import { drawTate, INK } from './tate';

/** The founder's portrait: a smiling parent hugging the plush Tate, square, drawn like the other seed pictures. */
export const FOUNDER_ALT = 'Jordan Lee, the founder of Tate, smiling and hugging the plush Tate';

const SKIN = '#E7B58F';
const SKIN_SHADE = '#D49C76';
const HAIR = '#5A3B2E';
const SWEATER = '#8C8FD6';
const SWEATER_SHADE = '#7477C4';

/** `size` × `size` pixels of SVG text. */
export function drawFounder(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FDE2D0"/><stop offset="1" stop-color="#E9E4FB"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#sky)"/>
  <circle cx="400" cy="380" r="300" fill="#FFFFFF" opacity="0.45"/>
  <g fill="#FFFFFF" opacity="0.8"><circle cx="130" cy="150" r="10"/><circle cx="680" cy="120" r="7"/><circle cx="700" cy="300" r="12"/><circle cx="95" cy="420" r="8"/></g>
  <path d="M170 800 Q180 560 400 540 Q620 560 630 800 Z" fill="${SWEATER}"/>
  <path d="M330 548 Q400 600 470 548 L460 530 Q400 566 340 530 Z" fill="${SWEATER_SHADE}"/>
  <rect x="362" y="450" width="76" height="100" rx="30" fill="${SKIN_SHADE}"/>
  <path d="M250 330 Q240 150 400 140 Q560 150 552 330 Q560 430 520 470 L280 470 Q240 430 250 330 Z" fill="${HAIR}"/>
  <ellipse cx="400" cy="350" rx="122" ry="140" fill="${SKIN}"/>
  <ellipse cx="280" cy="360" rx="18" ry="28" fill="${SKIN_SHADE}"/>
  <ellipse cx="520" cy="360" rx="18" ry="28" fill="${SKIN_SHADE}"/>
  <path d="M280 300 Q300 190 410 200 Q500 205 528 300 Q470 240 400 250 Q330 252 280 300 Z" fill="${HAIR}"/>
  <path d="M346 350 q14 -14 28 0 M426 350 q14 -14 28 0" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>
  <ellipse cx="330" cy="392" rx="20" ry="12" fill="#F4A9A3" opacity="0.7"/>
  <ellipse cx="470" cy="392" rx="20" ry="12" fill="#F4A9A3" opacity="0.7"/>
  <path d="M368 410 Q400 442 432 410" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>
  <g transform="translate(250 470) scale(1.5)">${drawTate({ eyes: 'closed', collar: '#3D5A80' })}</g>
  <path d="M228 700 Q250 620 330 640 Q360 650 340 690 Q300 700 260 730 Z" fill="${SWEATER}"/>
  <ellipse cx="338" cy="660" rx="30" ry="24" fill="${SKIN}"/>
  <path d="M572 700 Q550 620 470 640 Q440 650 460 690 Q500 700 540 730 Z" fill="${SWEATER}"/>
  <ellipse cx="462" cy="660" rx="30" ry="24" fill="${SKIN}"/>
</svg>`;
}
