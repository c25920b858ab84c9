/** The embed's styles, scoped to its shadow root; partners theme it with the custom properties. */
export const embedStyles = `
:host([hidden]){display:none}
:host{display:block;max-width:32rem;font-family:var(--tate-font,system-ui,sans-serif);color:var(--tate-text,#1f2a44)}
[hidden]{display:none!important}
.card{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:1rem;border-radius:var(--tate-radius,1rem);background:var(--tate-surface,#fff8ef);box-shadow:0 1px 4px rgba(31,42,68,.15)}
img{width:4.5rem;height:4.5rem;border-radius:calc(var(--tate-radius,1rem) * .75);object-fit:cover;flex:none}
.body{flex:1 1 13rem;min-width:0}
.title{margin:0 0 .5rem;font-weight:700;font-size:1.05rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.controls{display:flex;gap:.25rem .5rem;align-items:center}
button{display:inline-grid;place-items:center;min-width:2.75rem;min-height:2.75rem;border:0;border-radius:999px;background:var(--tate-accent,#3b5bdb);color:var(--tate-on-accent,#fff);font:inherit;font-size:1.1rem;cursor:pointer}
button.close{background:transparent;color:inherit;font-size:1.4rem}
button:focus-visible,input:focus-visible{outline:3px solid var(--tate-focus,#f08c00);outline-offset:2px}
input{flex:1;min-width:4rem;accent-color:var(--tate-accent,#3b5bdb)}
.time{font-variant-numeric:tabular-nums;font-size:.875rem;white-space:nowrap}
.error{margin:.5rem 0 0;color:#b3261e;font-size:.875rem}
`;
