import crypto from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { createActiveParent, DEMO_PARENT, signIn } from './support/accounts';
import { CMS_URL } from './support/cms';
import { editorToken, publishSiteSetting, siteSettingDraft } from './support/editor';
import { asVisitor, expect, newVisitorAddress, test } from './support/visitor';

// Issue 9 item 9 (web hardening) and item 3 (rate limits per real visitor, through the web); issue 21 item 5 (device cookies).

const WEB_ORIGIN = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;

function cspOf(headers: Record<string, string>): Map<string, string> {
  const policy = headers['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );
}

/** Collects the console's CSP violations and script errors of a page. */
function watchForViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('security headers', () => {
  test('every page carries the security headers', async ({ request }) => {
    const headers = (await request.get('/home')).headers();
    const csp = cspOf(headers);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test("only the draft preview may be framed, and only by the CMS admin's preview panel", async ({ request }) => {
    const preview = await request.get('/preview');
    expect(cspOf(preview.headers()).get('frame-ancestors')).toBe(new URL(CMS_URL).origin);
    expect(preview.headers()['x-frame-options']).toBeUndefined();
    expect(cspOf((await request.get('/library')).headers()).get('frame-ancestors')).toBe("'none'");
  });

  test("a public page allows exactly its own inline scripts by hash, also on a 304 from a cache", async ({ request }) => {
    const first = await request.get('/home');
    expect(first.headers()['cache-control']).toMatch(/^public/);
    const scriptSrc = cspOf(first.headers()).get('script-src') ?? '';
    expect(scriptSrc).not.toContain('nonce-');
    const html = await first.text();
    expect(html, 'a shared page carries no nonce').not.toContain('nonce=');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes, content]) => !/\bsrc\s*=/.test(attributes ?? '') && content)
      .map(([, , content]) => `'sha256-${crypto.createHash('sha256').update(content ?? '').digest('base64')}'`);
    expect(inline.length).toBeGreaterThan(0);
    expect(new Set(scriptSrc.split(' '))).toEqual(new Set(["'self'", ...inline]));

    const revalidated = await request.get('/home', { headers: { 'If-None-Match': first.headers()['etag'] ?? '' } });
    expect(revalidated.status()).toBe(304);
    expect(cspOf(revalidated.headers()).get('script-src')).toBe(scriptSrc);
  });

  test("a signed-in page carries a fresh nonce on every script", async ({ page }) => {
    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    const first = await page.request.get('/account/details');
    expect(first.headers()['cache-control']).toMatch(/^private/);
    const scriptSrc = cspOf(first.headers()).get('script-src') ?? '';
    expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    const scripts = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    const second = cspOf((await page.request.get('/account/details')).headers());
    expect(second.get('script-src')).not.toBe(scriptSrc);
  });

  test('HSTS only when the request came over TLS (a trusted proxy says so)', async ({ request }) => {
    const response = await request.get('/home', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  test('built assets are immutable for a year; other public files short-lived', async ({ request }) => {
    const html = await (await request.get('/home')).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const cached = await request.get(asset ?? '');
    expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request.get('/favicon.svg');
    expect(icon.headers()['cache-control']).toBe('public, max-age=3600');
  });

  for (const path of ['/home', '/library', '/login']) {
    test(`no CSP violation and the page's scripts run on ${path}`, async ({ page }) => {
      const problems = watchForViolations(page);
      await page.goto(path);
      // Remix's client router exists only when the nonce-carrying scripts were allowed to run.
      await expect.poll(() => page.evaluate(() => '__remixRouteModules' in window && '__reactRouterVersion' in window)).toBe(true);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('actions from other sites', () => {
  const login = { email: DEMO_PARENT.email, password: 'not-the-password' };

  test('a form posted from another site is refused', async ({ page }) => {
    await page.route('https://evil.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${WEB_ORIGIN}/logout"><button>Win a prize</button></form>`,
      }),
    );
    await page.goto('https://evil.example/');
    await page.getByRole('button', { name: 'Win a prize' }).click();
    await expect(page.getByText('This form can only be sent from this site.')).toBeVisible();
  });

  test('a foreign Origin or cross-site fetch is refused with 403; same-origin and non-browser clients pass', async ({
    request,
  }) => {
    const refused = await request.post('/login', { form: login, headers: { Origin: 'https://evil.example' } });
    expect(refused.status()).toBe(403);
    const nullOrigin = await request.post('/login', { form: login, headers: { Origin: 'null' } });
    expect(nullOrigin.status()).toBe(403);
    const crossSite = await request.post('/login', { form: login, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status()).toBe(403);

    const sameOrigin = await request.post('/login', { form: login, headers: { Origin: WEB_ORIGIN } });
    expect(sameOrigin.status()).toBe(400);
    expect(await sameOrigin.text()).toContain('Log in');
    const sameOriginFetch = await request.post('/login', { form: login, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(sameOriginFetch.status()).toBe(400);
  });

  test('the login form still works without JavaScript', async ({ browser, visitorAddress }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: asVisitor(visitorAddress) });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_PARENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PARENT.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await context.close();
  });
});

test.describe('request size', () => {
  test('an oversized form is refused with 413 before any work', async ({ request }) => {
    const response = await request.post('/contact', {
      headers: { Origin: WEB_ORIGIN },
      form: { name: 'Ana', email: 'ana@tate.example', message: 'x'.repeat(200 * 1024) },
    });
    expect(response.status()).toBe(413);
  });

  test('an oversized upload is refused with 413', async ({ request }) => {
    const response = await request.post('/account/create-child', {
      headers: { Origin: WEB_ORIGIN },
      multipart: { name: 'Max', photo: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(7 * 1024 * 1024) } },
    });
    expect(response.status()).toBe(413);
  });
});

test.describe('open redirects', () => {
  async function loginThenGo(request: APIRequestContext, redirectTo: string): Promise<string | undefined> {
    const response = await request.post(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
      form: { email: DEMO_PARENT.email, password: DEMO_PARENT.password },
      headers: { Origin: WEB_ORIGIN },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    return response.headers()['location'];
  }

  test('login follows a local redirectTo', async ({ request }) => {
    expect(await loginThenGo(request, '/account/details')).toBe('/account/details');
  });

  const tricks = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/./%2Fevil.example',
    'javascript:alert(1)',
  ];
  for (const trick of tricks) {
    test(`login refuses redirectTo ${JSON.stringify(trick)}`, async ({ request }) => {
      expect(await loginThenGo(request, trick)).toBe('/library');
    });
  }
});

test.describe('links editors enter', () => {
  async function setShopUrl(request: APIRequestContext, token: string, shopUrl: string | null): Promise<void> {
    await publishSiteSetting(request, CMS_URL, token, await siteSettingDraft(request, CMS_URL, token), { shopUrl });
  }

  test('a javascript: link from the CMS is not rendered as a link', async ({ page, request }) => {
    const token = await editorToken(request, CMS_URL);
    const settings = await request.get(`${CMS_URL}/api/site-setting`);
    const original = ((await settings.json()) as { data: { shopUrl: string | null } }).data.shopUrl;
    /** Opens /home as a visitor would; counts the javascript: links seen on every page shown. */
    let javascriptLinks = 0;
    async function shopLinksOnHome(): Promise<number> {
      await page.goto('/home');
      await expect(page.getByRole('link', { name: 'How It Works' }).first()).toBeVisible();
      javascriptLinks += await page.locator('a[href^="javascript:" i]').count();
      return page.getByRole('link', { name: 'Shop' }).count();
    }
    await setShopUrl(request, token, 'javascript:alert(document.cookie)');
    try {
      // The web hears of the change within a second: until then it shows the old link, then no shop link at all.
      await expect.poll(shopLinksOnHome).toBe(0);
      expect(javascriptLinks).toBe(0);
    } finally {
      await setShopUrl(request, token, original);
      // The next test sees the site as it was.
      if (original) await expect.poll(shopLinksOnHome).toBeGreaterThan(0);
    }
  });

  test('store links that are not web links leave no empty "Get the app" column in the footer', async ({ page, request }) => {
    const token = await editorToken(request, CMS_URL);
    const draft = await siteSettingDraft(request, CMS_URL, token);
    async function storeHeadingsInFooter(): Promise<number> {
      await page.goto('/faq');
      return page.getByRole('contentinfo').getByRole('heading', { name: 'Get the app' }).count();
    }
    expect(await storeHeadingsInFooter()).toBe(1);
    await publishSiteSetting(request, CMS_URL, token, draft, { appStoreUrl: 'javascript:alert(1)', playStoreUrl: null });
    try {
      await expect.poll(storeHeadingsInFooter).toBe(0);
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Say hello' })).toBeVisible();
    } finally {
      await publishSiteSetting(request, CMS_URL, token, draft);
      // The next test sees the site as it was.
      await expect.poll(storeHeadingsInFooter).toBe(1);
    }
  });
});

test.describe('rate limits per visitor, through the web', () => {
  const TOO_MANY = 'Too many requests';

  async function badLogin(request: APIRequestContext, address: string): Promise<string> {
    const response = await request.post('/login', {
      form: { email: `nobody-${crypto.randomUUID()}@tate.example`, password: 'Wrong1234' },
      headers: { Origin: WEB_ORIGIN, ...asVisitor(address) },
    });
    return response.text();
  }

  test('one visitor locked out by failed logins does not lock out another', async ({ page, request }) => {
    const noisy = newVisitorAddress();
    let limited = false;
    for (let attempt = 0; attempt < 200 && !limited; attempt += 1) {
      limited = (await badLogin(request, noisy)).includes(TOO_MANY);
    }
    expect(limited).toBe(true);
    // Still limited for the noisy visitor, even with the right password.
    const again = await request.post('/login', {
      form: { email: DEMO_PARENT.email, password: DEMO_PARENT.password },
      headers: { Origin: WEB_ORIGIN, ...asVisitor(noisy) },
      maxRedirects: 0,
    });
    expect(await again.text()).toContain(TOO_MANY);

    // The page's own visitor (the fixture's address) signs in as usual.
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_PARENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PARENT.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/library$/);
  });
});

test.describe('a stranger cannot lock a parent out', () => {
  const TOO_MANY = 'Too many requests';

  test("failed logins from other addresses stop unknown browsers, not the parent's own", async ({ page, browser, request }) => {
    const parent = await createActiveParent(request, 'lockout');
    await signIn(page, parent.email, parent.password);
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'tate_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(device?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 86_400);
    // Signed out (the session goes, the device cookie stays).
    await page.context().clearCookies({ name: '__tate_session' });

    let limited = false;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const response = await request.post('/login', {
        form: { email: parent.email, password: 'Wrong1234' },
        headers: { Origin: WEB_ORIGIN, ...asVisitor(newVisitorAddress()) },
      });
      limited = (await response.text()).includes(TOO_MANY);
    }
    expect(limited).toBe(true);

    // A browser that never signed in to this account, from a new address, waits even with the right password.
    const stranger = await browser.newContext({ extraHTTPHeaders: asVisitor(newVisitorAddress()) });
    const unknown = await stranger.newPage();
    await unknown.goto('/login');
    await unknown.getByLabel('Email').fill(parent.email);
    await unknown.getByLabel('Password', { exact: true }).fill(parent.password);
    await unknown.getByRole('button', { name: 'Log in' }).click();
    await expect(unknown.getByText(TOO_MANY)).toBeVisible();
    await stranger.close();

    // The parent's own browser signs in at once.
    await signIn(page, parent.email, parent.password);
  });
});
