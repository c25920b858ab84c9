import { useEffect } from 'react';

/**
 * Loads the partner embed's script once, as a partner page does (module, integrity, anonymous CORS), whether the
 * page was loaded or reached by a client-side navigation (a `<script>` React renders on navigation never runs).
 * Null loads nothing (no live demo on the page).
 */
export function useEmbedScript(script: { src: string; integrity: string } | null): void {
  const src = script?.src;
  const integrity = script?.integrity;
  useEffect(() => {
    if (!src || !integrity) return;
    if (customElements.get('tate-player') || document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    const element = document.createElement('script');
    element.type = 'module';
    element.src = src;
    element.integrity = integrity;
    element.crossOrigin = 'anonymous';
    document.head.append(element);
  }, [src, integrity]);
}
