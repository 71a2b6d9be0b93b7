import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      STORAGE: 'local',
      MAX_UPLOAD_MB: 50,
      MAX_FILES: 20,
      RETENTION_UNCONVERTED_HOURS: 24,
      RETENTION_DELIVERED_DAYS: 30,
      BRAND_NAME: 'Sello',
      PUBLIC_URL: 'http://localhost:3000',
      MAIL_FROM: '"Sello" <no-reply@sello.example>',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.META_PIXEL_ID).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ SMTP_URL: '', META_PIXEL_ID: ' ', DATABASE_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('lists every bad value at once', () => {
    let caught: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        SMTP_URL: 'http://mail',
        MAX_UPLOAD_MB: '0',
        ADMIN_EMAIL: 'boss@example.com',
        JWT_SECRET: 'short',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    for (const key of ['PORT', 'SMTP_URL', 'MAX_UPLOAD_MB', 'ADMIN_PASSWORD', 'JWT_SECRET']) {
      expect(problems).toContain(`${key}:`);
    }
  });

  it('reads ADMIN_PROMOTE_EXISTING as a yes/no flag, off by default', () => {
    expect(loadEnv({}).ADMIN_PROMOTE_EXISTING).toBe(false);
    expect(loadEnv({ ADMIN_PROMOTE_EXISTING: 'true' }).ADMIN_PROMOTE_EXISTING).toBe(true);
    expect(() => loadEnv({ ADMIN_PROMOTE_EXISTING: 'maybe' })).toThrow(/ADMIN_PROMOTE_EXISTING:/);
  });

  it('requires TRUST_PROXY for production behind https', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://sello.example' })).toThrow(/TRUST_PROXY/);
    expect(loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://sello.example', TRUST_PROXY: '1' }).TRUST_PROXY).toBe(
      1,
    );
  });

  it("takes TRUST_PROXY as a hop count or the proxies' addresses, never a blanket true", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.1, 172.16.0.0/12 ,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
    // `true` trusts whatever the client wrote leftmost in X-Forwarded-For: every per-IP limit would be bypassable.
    for (const value of ['true', 'yes']) {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*give the number of proxies in front of Sello \(e\.g\. 1\) or their addresses/,
      );
    }
    for (const value of ['10.0.0.300', '10.0.0.0/33', 'proxy.example', '1.5', '-1', '10.0.0.1,']) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY:/);
    }
  });
});

describe('Stripe configuration', () => {
  const secretKey = 'sk_test_do_not_print_4eC39HqLyjWDarjtT1zdp7dc';
  const webhookSecret = 'whsec_do_not_print_b5a6c0c2d1e8f3';
  const problemsOf = (source: Record<string, string>): string[] => {
    try {
      loadEnv(source);
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
    return [];
  };

  it('is off by default and on with both secrets', () => {
    const off = loadEnv({ STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: '' });
    expect(off.STRIPE_SECRET_KEY).toBeUndefined();
    expect(off.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(off.STRIPE_API_URL).toBeUndefined();
    const on = loadEnv({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(on).toMatchObject({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
  });

  it('refuses one secret without the other, naming the missing one and never printing a value', () => {
    const keyOnly = problemsOf({ STRIPE_SECRET_KEY: secretKey });
    expect(keyOnly).toEqual(['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (set both or neither)']);
    const webhookOnly = problemsOf({ STRIPE_WEBHOOK_SECRET: webhookSecret });
    expect(webhookOnly).toEqual([
      'STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set (set both or neither)',
    ]);
    let message = '';
    try {
      loadEnv({ STRIPE_SECRET_KEY: secretKey, STRIPE_API_URL: 'ftp://stripe.local' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('STRIPE_WEBHOOK_SECRET:');
    expect(message).not.toContain(secretKey);
    expect(message).not.toContain('do_not_print');
  });

  it('takes STRIPE_API_URL as an http(s) origin only', () => {
    const both = { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret };
    expect(loadEnv({ ...both, STRIPE_API_URL: 'https://stripe-proxy.internal:8443/' }).STRIPE_API_URL).toBe(
      'https://stripe-proxy.internal:8443/',
    );
    expect(problemsOf({ ...both, STRIPE_API_URL: 'ftp://stripe.local' })).toEqual([
      'STRIPE_API_URL: must be an http(s) URL',
    ]);
    expect(problemsOf({ ...both, STRIPE_API_URL: 'http://proxy.local/stripe' })).toEqual([
      'STRIPE_API_URL: must be an http(s) origin without a path (e.g. http://127.0.0.1:12111)',
    ]);
  });
});

describe('server entry', () => {
  it('refuses to start with bad configuration and says what is wrong', () => {
    const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
    const result = spawnSync(process.execPath, [server], {
      env: { PATH: process.env.PATH, PORT: 'abc', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT:');
    expect(result.stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
