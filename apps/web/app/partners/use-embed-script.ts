import { useEffect } from 'react';

/**
 * Loads the partner embed's script once, as a partner page does (module, integrity, anonymous CORS), whether the
 * page was loaded or reached by a client-side navigation (a `<script>` React renders on navigation never runs).
 */
export function useEmbedScript(src: string, integrity: string): void {
  useEffect(() => {
    if (customElements.get('tate-player') || document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    document.head.append(script);
  }, [src, integrity]);
}
