import { escapeHtml } from '../../../mail/templates';

const STYLE =
  'body{font-family:Arial,sans-serif;background:#f6f3ff;color:#1d1d1f;margin:0;padding:32px}' +
  'main{max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}' +
  '.badge{display:inline-block;background:#fff3cd;color:#5c4400;border:1px solid #e0c36a;border-radius:6px;padding:4px 8px;font-weight:bold}' +
  'button,a.button{display:inline-block;background:#4b2aad;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;text-decoration:none;cursor:pointer}' +
  'button:focus-visible,a.button:focus-visible{outline:3px solid #1d1d1f;outline-offset:2px}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} — Tate</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`;
}

export function demoCheckoutPage(details: { email: string; planName: string; price: string; action: string }): string {
  return page(
    'Demo checkout — no real payment',
    `<p class="badge">DEMO</p><h1>Demo checkout — no real payment</h1>` +
      `<p>This Tate server runs without a payment provider. Pressing Pay starts the plan below for ` +
      `<strong>${escapeHtml(details.email)}</strong> without charging anything.</p>` +
      `<p>Plan: <strong>${escapeHtml(details.planName)}</strong> — ${escapeHtml(details.price)}</p>` +
      `<form method="post" action="${escapeHtml(details.action)}"><button type="submit">Pay</button></form>`,
  );
}

export function demoDonePage(message: string, continueUrl: string): string {
  return page(
    'Demo checkout complete',
    `<p class="badge">DEMO</p><h1>Demo checkout complete</h1><p role="status">${escapeHtml(message)}</p>` +
      `<p><a class="button" href="${escapeHtml(continueUrl)}">Continue to Tate</a></p>`,
  );
}

export function demoErrorPage(message: string): string {
  return page('Demo checkout', `<p class="badge">DEMO</p><h1>Demo checkout</h1><p role="alert">${escapeHtml(message)}</p>`);
}
