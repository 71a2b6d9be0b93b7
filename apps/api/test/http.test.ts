import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('HTTP behaviour shared by every route', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Route GET /api/does-not-exist not found', code: 'NOT_FOUND' });
  });

  it('reports malformed JSON as a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON in request body', code: 'BAD_REQUEST' });
  });

  it('reports a missing body clearly', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Request body must be a JSON object');
  });

  it('refuses non-JSON bodies with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('facebook');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('reports readiness when the database answers', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/signin');
  });
});

describe('client address behind a proxy', () => {
  const contact = {
    name: 'Ana Lima',
    email: 'ana@example.com',
    subject: 'quote',
    message: 'I need my birth certificate translated to Spanish.',
  };
  const sendFrom = (app: TTestApp['app'], forwardedFor: string) =>
    app.inject({ method: 'POST', url: '/api/contact', headers: { 'x-forwarded-for': forwardedFor }, payload: contact });

  it('with TRUST_PROXY=1 limits by the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
    const limited = await buildTestApp({
      env: { TRUST_PROXY: '1' },
      rateLimits: { contact: { max: 2, timeWindow: '1 minute' } },
    });
    try {
      const statuses: number[] = [];
      // The client invents a new leftmost entry each time; the one proxy appends the address it really saw.
      for (let i = 0; i < 4; i += 1)
        statuses.push((await sendFrom(limited.app, `198.51.100.${i}, 203.0.113.7`)).statusCode);
      expect(statuses).toEqual([201, 201, 429, 429]);
      // Another real client is not affected.
      expect((await sendFrom(limited.app, '198.51.100.9, 203.0.113.8')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("with the proxies' addresses limits by the rightmost untrusted address", async () => {
    const limited = await buildTestApp({
      env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' },
      rateLimits: { contact: { max: 1, timeWindow: '1 minute' } },
    });
    try {
      expect((await sendFrom(limited.app, '198.51.100.1, 203.0.113.7, 10.1.2.3')).statusCode).toBe(201);
      expect((await sendFrom(limited.app, '198.51.100.2, 203.0.113.7, 10.9.9.9')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('serving the web app', () => {
  it('falls back to index.html for client routes but answers missing assets with 404', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dist = await mkdtemp(path.join(tmpdir(), 'sello-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sello</title>');
    await writeFile(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    const web = await buildTestApp({ webDistDir: dist });
    try {
      const route = await web.app.inject({ url: '/pricing?x=1' });
      expect(route.statusCode).toBe(200);
      expect(route.headers['content-type']).toContain('text/html');
      const asset = await web.app.inject({ url: '/assets/app-abc.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject({ url: '/assets/app-old.js' })).statusCode).toBe(404);
      expect((await web.app.inject({ url: '/api/nope' })).headers['content-type']).toContain('application/json');
    } finally {
      await web.close();
    }
  });

  it('sends the precompressed copy of the build to browsers that accept it, the plain file to others', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { brotliCompressSync, brotliDecompressSync, gzipSync } = await import('node:zlib');
    const dist = await mkdtemp(path.join(tmpdir(), 'sello-dist-'));
    await mkdir(path.join(dist, 'assets'));
    const html = `<!doctype html><title>Sello</title>${' '.repeat(2000)}`;
    const js = `console.log(${'1'.repeat(3000)})`;
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(html));
    await writeFile(path.join(dist, 'assets', 'app-abc.js'), js);
    await writeFile(path.join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(js));
    await writeFile(path.join(dist, 'assets', 'app-abc.js.gz'), gzipSync(js));
    const web = await buildTestApp({ webDistDir: dist });
    try {
      const br = await web.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      const gz = await web.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await web.app.inject({ url: '/assets/app-abc.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);
      // Client routes get the compressed index.html too, still not cached.
      const page = await web.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    } finally {
      await web.close();
    }
  });

  it('serves prerendered pages at their paths with PUBLIC_URL and current prices filled in, and a sitemap', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { brotliDecompressSync } = await import('node:zlib');
    const dist = await mkdtemp(path.join(tmpdir(), 'sello-dist-'));
    await mkdir(path.join(dist, 'pages'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const pricing =
      '<!doctype html><link rel="canonical" href="__SELLO_ORIGIN__/pricing" /><!--sello-structured-data-->' +
      '<div id="root"><h1>Simple, transparent pricing</h1></div>';
    await writeFile(path.join(dist, 'pages', 'pricing.html'), pricing);
    await writeFile(
      path.join(dist, 'pages', 'pages.json'),
      JSON.stringify([{ path: '/pricing', file: 'pricing.html', title: 'Pricing — Sello' }]),
    );
    const web = await buildTestApp({ webDistDir: dist, env: { PUBLIC_URL: 'https://translate.example' } });
    try {
      const page = await web.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const html = brotliDecompressSync(page.rawPayload).toString();
      expect(html).toContain('<h1>Simple, transparent pricing</h1>');
      expect(html).toContain('<link rel="canonical" href="https://translate.example/pricing" />');
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      const graph = (JSON.parse(json) as { '@graph': Array<Record<string, unknown>> })['@graph'];
      expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'Service', 'Service']);

      // An admin changes the rates: the next answer carries them.
      expect((await web.app.inject({ url: '/pricing/' })).statusCode).toBe(200);
      const { updateSettings } = await import('../src/services/settings/update-settings.ts');
      const current = await web.readSettings();
      await updateSettings({
        db: web.db,
        settings: { ...current, pricing: { ...current.pricing, swornRatePerPage: 55 } },
      });
      const after = (await web.app.inject({ url: '/pricing' })).body;
      expect(after).toContain('"price":55');

      const sitemap = await web.app.inject({ url: '/sitemap.xml' });
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.body).toContain('<loc>https://translate.example/pricing</loc>');
      // Every other path still gets the app shell; the templates are not served as files.
      expect((await web.app.inject({ url: '/order-tracking' })).body).toContain('<div id="root"></div>');
      expect((await web.app.inject({ url: '/pages/pricing.html' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });

  it('serves a page in each language at its own address, lists the alternates in the sitemap, the shell elsewhere', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dist = await mkdtemp(path.join(tmpdir(), 'sello-dist-'));
    await mkdir(path.join(dist, 'pages'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const alternates = { en: '/', es: '/es/', fr: '/fr/' };
    const entries = [
      { path: '/', file: 'home.html', title: 'Sello', locale: 'en', alternates },
      { path: '/es/', file: 'es.html', title: 'Sello — Traducción', locale: 'es', alternates },
      { path: '/fr/', file: 'fr.html', title: 'Sello — Traduction', locale: 'fr', alternates },
    ];
    for (const entry of entries)
      await writeFile(
        path.join(dist, 'pages', entry.file),
        `<!doctype html><html lang="${entry.locale}"><div id="root"><h1>${entry.title}</h1></div>`,
      );
    await writeFile(path.join(dist, 'pages', 'pages.json'), JSON.stringify(entries));
    const web = await buildTestApp({ webDistDir: dist, env: { PUBLIC_URL: 'https://translate.example' } });
    try {
      for (const url of ['/es/', '/es']) {
        const page = await web.app.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<html lang="es">');
      }
      expect((await web.app.inject({ url: '/fr/' })).body).toContain('<h1>Sello — Traduction</h1>');
      // A page not translated yet: the app shell, which renders it with the layout in that language.
      expect((await web.app.inject({ url: '/fr/pricing' })).body).toContain('<div id="root"></div>');

      const sitemap = (await web.app.inject({ url: '/sitemap.xml' })).body;
      expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      expect(sitemap).toContain('<loc>https://translate.example/es/</loc>');
      expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://translate.example/fr/" />');
      expect(sitemap).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://translate.example/" />',
      );
    } finally {
      await web.close();
    }
  });

  it("sends a first visit at an English address to the same page in the browser's language, once, and never crawlers or a chosen English", async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dist = await mkdtemp(path.join(tmpdir(), 'sello-dist-'));
    await mkdir(path.join(dist, 'pages'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
    await writeFile(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    const alternates = { en: '/', es: '/es/', fr: '/fr/' };
    const entries = [
      { path: '/', file: 'home.html', title: 'Sello', locale: 'en', alternates },
      { path: '/es/', file: 'es.html', title: 'Sello — Traducción', locale: 'es', alternates },
      { path: '/fr/', file: 'fr.html', title: 'Sello — Traduction', locale: 'fr', alternates },
      { path: '/pricing', file: 'pricing.html', title: 'Pricing — Sello' },
    ];
    for (const entry of entries)
      await writeFile(
        path.join(dist, 'pages', entry.file),
        `<!doctype html><html lang="${entry.locale ?? 'en'}"><div id="root"><h1>${entry.title}</h1></div>`,
      );
    await writeFile(path.join(dist, 'pages', 'pages.json'), JSON.stringify(entries));
    const web = await buildTestApp({ webDistDir: dist });
    const visit = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
      web.app.inject({ method, url, headers });
    const redirectOf = async (url: string, headers: Record<string, string> = {}) => {
      const answer = await visit(url, headers);
      return answer.statusCode === 302 ? answer.headers.location : answer.statusCode;
    };
    try {
      // Spanish and French browsers land on the page in their language, prerendered or the app shell, query kept.
      expect(await redirectOf('/', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })).toBe('/es/');
      expect(await redirectOf('/', { 'accept-language': 'fr-CA' })).toBe('/fr/');
      expect(await redirectOf('/pricing', { 'accept-language': 'fr' })).toBe('/fr/pricing');
      expect(await redirectOf('/quote?id=abc&x=1', { 'accept-language': 'ES' })).toBe('/es/quote?id=abc&x=1');
      expect(await redirectOf('/orders/42/', { 'accept-language': 'es-419' })).toBe('/es/orders/42/');
      const redirect = await visit('/pricing', { 'accept-language': 'es' });
      expect(redirect.headers.vary).toContain('Accept-Language');
      expect(redirect.headers.vary).toContain('Cookie');
      expect(redirect.headers['cache-control']).toBe('no-cache');

      // q-values: the heaviest of our languages wins, equals by order; q=0 refuses; English preferred stays.
      expect(await redirectOf('/', { 'accept-language': 'en;q=0.5, fr;q=0.8' })).toBe('/fr/');
      expect(await redirectOf('/', { 'accept-language': 'de-DE, es;q=0.7, fr;q=0.9' })).toBe('/fr/');
      expect(await redirectOf('/', { 'accept-language': 'es;q=0.8, fr;q=0.8, en;q=0.2' })).toBe('/es/');
      expect(await redirectOf('/', { 'accept-language': 'es;q=0, en;q=0.1' })).toBe(200);
      expect(await redirectOf('/', { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' })).toBe(200);
      expect(await redirectOf('/', { 'accept-language': 'es;q=0.5, EN-gb;q=0.5' })).toBe('/es/');
      expect(await redirectOf('/', { 'accept-language': 'es;q=2, en;q=0.3' })).toBe(200);
      expect(await redirectOf('/', { 'accept-language': 'de, *;q=0.5' })).toBe(200);
      expect(await redirectOf('/', { 'accept-language': 'esperanto, fr-x;q=0.3' })).toBe('/fr/');

      // The visitor's choice (the switcher's cookie) wins over the browser's languages, English included.
      expect(await redirectOf('/pricing', { 'accept-language': 'es', cookie: 'theme=dark; sello_locale=en' })).toBe(
        200,
      );
      expect(await redirectOf('/pricing', { 'accept-language': 'en', cookie: 'sello_locale=fr' })).toBe('/fr/pricing');
      expect(await redirectOf('/pricing', { 'accept-language': 'es', cookie: 'sello_locale=de' })).toBe('/es/pricing');

      // Crawlers without Accept-Language get the page asked for, marked as depending on the language headers.
      const crawled = await visit('/pricing', { 'user-agent': 'Googlebot/2.1' });
      expect(crawled.statusCode).toBe(200);
      expect(crawled.body).toContain('<h1>Pricing — Sello</h1>');
      expect(crawled.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect((await visit('/checkout')).statusCode).toBe(200);

      // Every language's address answers itself whatever the headers say: no loop.
      for (const url of ['/es/', '/es', '/es/pricing?x=1', '/fr/orders/42']) {
        const page = await visit(url, { 'accept-language': 'fr', cookie: 'sello_locale=fr' });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers.vary ?? '', url).not.toContain('Accept-Language');
      }
      const spanish = await visit('/es/', { 'accept-language': 'en', cookie: 'sello_locale=en' });
      expect(spanish.body).toContain('<html lang="es">');

      // Never the API, the admin area, files, or anything but GET.
      const api = await visit('/api/health', { 'accept-language': 'es' });
      expect(api.statusCode).not.toBe(302);
      expect((await visit('/api/nope', { 'accept-language': 'es' })).statusCode).toBe(404);
      expect((await visit('/admin/orders', { 'accept-language': 'es' })).statusCode).toBe(200);
      expect((await visit('/admin', { 'accept-language': 'es' })).statusCode).toBe(200);
      expect((await visit('/assets/app-abc.js', { 'accept-language': 'es' })).statusCode).toBe(200);
      expect((await visit('/assets/app-old.js', { 'accept-language': 'es' })).statusCode).toBe(404);
      expect((await visit('/robots.txt', { 'accept-language': 'es' })).statusCode).toBe(200);
      expect((await visit('/sitemap.xml', { 'accept-language': 'es' })).statusCode).toBe(200);
      expect((await visit('/pricing', { 'accept-language': 'es' }, 'HEAD')).statusCode).toBe(200);
      expect((await visit('/pricing', { 'accept-language': 'es' }, 'POST')).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
