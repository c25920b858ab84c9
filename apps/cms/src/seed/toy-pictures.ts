import type { Core } from '@strapi/strapi';
import { ensureSvgSeedPicture } from './svg-picture';

/** The plush toy's pictures (seed-assets/toy-pictures.mjs) with their alt text, uploaded once. */
export async function ensureToyPictures(strapi: Core.Strapi) {
  return {
    front: await ensureSvgSeedPicture(strapi, 'images/toy-front.svg', 'The plush Tate toy: a soft golden puppy with a round speaker in its tummy'),
    speaker: await ensureSvgSeedPicture(strapi, 'images/toy-speaker.svg', 'Tate’s Bluetooth speaker with its light and the USB-C charging cable'),
    bedtime: await ensureSvgSeedPicture(strapi, 'images/toy-bedtime.svg', 'Tate sleeping under the moon and stars, his speaker glowing softly'),
    tag: await ensureSvgSeedPicture(strapi, 'images/toy-tag.svg', 'Tate wearing a gift tag that reads Join Tate, meditations every week'),
  };
}
