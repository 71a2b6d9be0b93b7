import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEDUPE_WINDOW_MS,
  getPixelConsent,
  loadMetaPixel,
  PIXEL_CONSENT_STORAGE_KEY,
  PIXEL_SCRIPT_URL,
  RETRY_DELAY_MS,
  resetMetaPixelForTests,
  setPixelConsent,
  trackPixelEvent,
} from './meta-pixel';

const installFbq = () => {
  const fbq = vi.fn();
  window.fbq = fbq as unknown as typeof window.fbq;
  return fbq;
};

describe('meta pixel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    delete window.fbq;
    delete window._fbq;
    for (const script of document.querySelectorAll('script')) script.remove();
    window.history.replaceState(null, '', '/');
    resetMetaPixelForTests();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends standard events with track and others with trackCustom', () => {
    const fbq = installFbq();
    trackPixelEvent('Lead', { value: 1 });
    trackPixelEvent('PlanGenerated');
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', { value: 1 });
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'PlanGenerated');
  });

  it('drops an identical event within two seconds and sends it again afterwards', () => {
    const fbq = installFbq();
    expect(trackPixelEvent('Contact', { subject: 'quote' })).toBe(true);
    vi.advanceTimersByTime(DEDUPE_WINDOW_MS - 1);
    expect(trackPixelEvent('Contact', { subject: 'quote' })).toBe(false);
    expect(fbq).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(trackPixelEvent('Contact', { subject: 'quote' })).toBe(true);
    expect(fbq).toHaveBeenCalledTimes(2);
  });

  it('treats different params, names or pages as different events', () => {
    const fbq = installFbq();
    trackPixelEvent('Contact', { subject: 'quote' });
    trackPixelEvent('Contact', { subject: 'billing' });
    trackPixelEvent('Lead', { subject: 'quote' });
    trackPixelEvent('PageView');
    window.history.pushState(null, '', '/pricing');
    trackPixelEvent('PageView');
    window.history.pushState(null, '', '/pricing?plan=sworn');
    trackPixelEvent('PageView');
    expect(fbq).toHaveBeenCalledTimes(6);
  });

  it('retries once after one second when the pixel is not ready yet', () => {
    trackPixelEvent('Lead');
    const fbq = installFbq();
    expect(fbq).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RETRY_DELAY_MS - 1);
    expect(fbq).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fbq).toHaveBeenCalledExactlyOnceWith('track', 'Lead');
    vi.advanceTimersByTime(10 * RETRY_DELAY_MS);
    expect(fbq).toHaveBeenCalledTimes(1);
  });

  it('gives up after the one retry when the pixel never loads', () => {
    trackPixelEvent('Lead');
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    const fbq = installFbq();
    vi.advanceTimersByTime(10 * RETRY_DELAY_MS);
    expect(fbq).not.toHaveBeenCalled();
  });

  it('counts a retried event for de-duplication', () => {
    trackPixelEvent('Lead');
    expect(trackPixelEvent('Lead')).toBe(false);
    const fbq = installFbq();
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    expect(fbq).toHaveBeenCalledTimes(1);
  });

  it('injects fbevents.js once; events wait for it, then go out with the page as the pixel may see it', () => {
    window.history.replaceState(null, '', '/orders/0b6a3b4e-2f4c?x=1');
    loadMetaPixel('123456');
    loadMetaPixel('123456');
    const scripts = document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    trackPixelEvent('PageView');
    // Automatic events would read the page on their own: off.
    expect(window.fbq?.queue).toEqual([
      ['consent', 'grant'],
      ['set', 'autoConfig', false, '123456'],
      ['init', '123456'],
    ]);

    // fbevents.js arrives: it takes over the stub and reads the address when an event is sent.
    const seen: string[] = [];
    const stub = window.fbq;
    if (!stub) throw new Error('no stub');
    stub.callMethod = (...args: unknown[]) => seen.push(`${String(args[1])} ${window.location.href}`);
    scripts[0]?.dispatchEvent(new Event('load'));
    expect(seen).toEqual([`PageView ${window.location.origin}/orders/:id`]);
    expect(window.location.pathname + window.location.search).toBe('/orders/0b6a3b4e-2f4c?x=1');
  });

  it.each([
    ['/orders/3f2b7c1e-9a4d?tab=files#top', '/orders/:id'],
    ['/quote?id=q-123', '/quote'],
    ['/checkout?quoteId=q-123', '/checkout'],
    ['/order-tracking?id=o-1', '/order-tracking'],
    ['/reset-password?token=secret', '/reset-password'],
    ['/verify-email?token=secret', '/verify-email'],
    ['/verify/ABCD-EFGH-JKMN', '/verify/:code'],
    ['/es/orders/3f2b7c1e-9a4d', '/es/orders/:id'],
    ['/fr/verify/ABCD-EFGH-JKMN', '/fr/verify/:code'],
    ['/pricing', '/pricing'],
  ])('sends %s to the pixel as %s and leaves the address as it was', (address, page) => {
    window.history.replaceState({ idx: 3 }, '', address);
    const seen: string[] = [];
    installFbq().mockImplementation(() => seen.push(window.location.href));
    trackPixelEvent('PageView');
    trackPixelEvent('Lead', { value: 1 });
    expect(seen).toEqual([`${window.location.origin}${page}`, `${window.location.origin}${page}`]);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(address);
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('remembers consent and revokes a loaded pixel when it is withdrawn', () => {
    expect(getPixelConsent()).toBeNull();
    setPixelConsent('granted');
    expect(window.localStorage.getItem(PIXEL_CONSENT_STORAGE_KEY)).toBe('granted');
    const fbq = installFbq();
    setPixelConsent('denied');
    expect(fbq).toHaveBeenCalledWith('consent', 'revoke');
    setPixelConsent(null);
    expect(window.localStorage.getItem(PIXEL_CONSENT_STORAGE_KEY)).toBeNull();
    expect(getPixelConsent()).toBeNull();
  });
});
