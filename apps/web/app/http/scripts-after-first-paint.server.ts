/**
 * The page's scripts start once its first screen is painted (docs/decisions/2026-11-30-lighthouse-second-pass.md).
 *
 * Remix's `<Scripts/>` ends the body with a `<link rel="modulepreload">` for every module of the first load and an
 * inline module script that imports the route modules and then the client entry. The browser's preload scanner asks
 * for all of them with the stylesheet, at high priority, so on a phone's connection they share the first bytes with
 * what the first paint needs (the stylesheet, the fonts, the banner picture), and Lighthouse's simulation counts every
 * one that arrived before the paint as blocking it. The page works without JavaScript (plain links and forms until
 * hydrated), so its scripts can wait for the paint.
 *
 * In the rendered HTML the module preloads become inert (`data-after-paint="modulepreload"`, no `rel`) and so does the
 * module script (`type="tate/after-paint"`); a small classic script at the end of the body gives the links back their
 * `rel` and runs the module script's text as a new module script once the first frame is painted: after the next
 * animation frame, or at once in a hidden tab (which paints nothing), or after `FALLBACK_MS` at the latest (a frame
 * that never paints, such as an iframe out of sight, where animation frames wait). React hydrates the same elements
 * (in production it does not compare attributes), and a node added at the end of the body is left alone by hydration.
 *
 * Every inline script carries the response's nonce, so a public page's policy allows them by their hashes
 * (security/script-hashes.server.ts), and the module script made from the inert one has the same text.
 */

/** The inert module script's type: no browser runs it. */
export const AFTER_PAINT_TYPE = 'tate/after-paint';

/** The latest the scripts wait for a painted frame (ms). */
export const FALLBACK_MS = 2000;

/** What starts the scripts (kept short: it is in every page's HTML). */
export const STARTER = [
  '(()=>{const d=document,n=d.currentScript.nonce;let done=0;const go=()=>{if(done)return;done=1;',
  "for(const l of d.querySelectorAll('link[data-after-paint]')){l.rel=l.dataset.afterPaint;l.removeAttribute('data-after-paint')}",
  `const m=d.querySelector('script[type="${AFTER_PAINT_TYPE}"]'),s=d.createElement('script');`,
  "s.type='module';s.nonce=n;s.textContent=m.textContent;d.body.append(s)};",
  `if(d.visibilityState==='hidden')go();else{requestAnimationFrame(()=>setTimeout(go));setTimeout(go,${FALLBACK_MS})}})()`,
].join('');

const MODULE_PRELOAD = /<link\b([^>]*?)\brel="modulepreload"/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\btype="module"([^>]*)>/g;

/**
 * The rendered page with its scripts started after the first paint; a page without Remix's inline module script (no
 * scripts at all) is returned as it is.
 */
export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  let found = false;
  // Remix's is the first module script without a `src` (a page may show or load others, such as the partners' embed).
  const inert = html.slice(0, bodyEnd).replace(MODULE_SCRIPT, (tag, before: string, after: string) => {
    if (found || /\bsrc=/.test(tag)) return tag;
    found = true;
    return `<script${before}type="${AFTER_PAINT_TYPE}"${after.replace(/\sasync=""/, '')}>`;
  });
  if (!found) return html;
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ''}>${STARTER}</script>`;
  return `${inert.replace(MODULE_PRELOAD, (_tag, before: string) => `<link${before}data-after-paint="modulepreload"`)}${starter}${html.slice(bodyEnd)}`;
}
