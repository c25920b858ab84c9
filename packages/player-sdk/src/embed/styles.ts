/** The embed's styles, scoped to its shadow root; partners theme it with the custom properties. */
export const embedStyles = `
:host([hidden]){display:none}
:host{display:block;max-width:32rem;font-family:var(--tate-font,system-ui,sans-serif);color:var(--tate-text,#1f2a44)}
[hidden]{display:none!important}
.card{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:1rem;border-radius:var(--tate-radius,1rem);background:var(--tate-surface,#fff8ef);box-shadow:0 1px 4px rgba(31,42,68,.15)}
video{display:block;flex:1 1 100%;width:100%;aspect-ratio:16/9;border-radius:calc(var(--tate-radius,1rem) * .75);background:#1f2a44;object-fit:contain;cursor:pointer}
img{width:4.5rem;height:4.5rem;border-radius:calc(var(--tate-radius,1rem) * .75);object-fit:cover;flex:none}
.body{flex:1 1 13rem;min-width:0}
.title{margin:0 0 .5rem;font-weight:700;font-size:1.05rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.controls{display:flex;gap:.25rem .5rem;align-items:center}
button{display:inline-grid;place-items:center;min-width:2.75rem;min-height:2.75rem;border:0;border-radius:999px;background:var(--tate-accent,#3b5bdb);color:var(--tate-on-accent,#fff);font:inherit;font-size:1.1rem;cursor:pointer}
button.close{background:transparent;color:inherit;font-size:1.4rem}
button:focus-visible,input:focus-visible{outline:3px solid var(--tate-focus,#f08c00);outline-offset:2px}
input{flex:1;min-width:4rem;accent-color:var(--tate-accent,#3b5bdb)}
.time{font-variant-numeric:tabular-nums;font-size:.875rem;white-space:nowrap}
button.captions-toggle{margin:.75rem .5rem 0 0;padding:0 1rem;border:2px solid var(--tate-accent,#3b5bdb);background:transparent;color:inherit;font-size:.95rem;font-weight:700}
button.captions-toggle[aria-pressed=true]{background:var(--tate-accent,#3b5bdb);color:var(--tate-on-accent,#fff)}
button.read-along-toggle{margin-top:.75rem;padding:0 1rem;border:2px solid var(--tate-accent,#3b5bdb);background:transparent;color:inherit;font-size:.95rem;font-weight:700}
.transcript{position:relative;display:grid;gap:.25rem;max-height:14rem;margin:.75rem 0 0;padding:.25rem;overflow-y:auto;list-style:none}
.transcript button{display:block;width:100%;min-height:2.75rem;padding:.4rem .75rem;border-radius:calc(var(--tate-radius,1rem) * .5);background:transparent;color:inherit;font-size:1.15rem;line-height:1.4;text-align:start}
.transcript button[aria-current=true]{background:var(--tate-highlight,#e7ebff);color:var(--tate-on-highlight,#1f2a44);font-weight:700}
.error{margin:.5rem 0 0;color:#b3261e;font-size:.875rem}
.title:empty::before,.time:empty::before{content:"";display:inline-block;vertical-align:middle;border-radius:.4em;background:var(--tate-placeholder,rgba(31,42,68,.12))}
.title:empty::before{width:min(12rem,100%);height:1.1em}
.time:empty::before{width:5.5em;height:.9em}
input:disabled{opacity:.5}
@media (prefers-reduced-motion:no-preference){[aria-busy=true] :is(.title,.time):empty::before{animation:tate-loading 1.4s ease-in-out infinite}}
@keyframes tate-loading{50%{opacity:.45}}
`;
