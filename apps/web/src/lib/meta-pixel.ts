import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * Meta (Facebook) ad pixel. Nothing here runs unless the server configures META_PIXEL_ID and the
 * visitor accepts in the consent banner: only then is fbevents.js injected and events sent.
 */

type TFbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: TFbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: TFbq;
    _fbq?: TFbq;
  }
}

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
export const PIXEL_CONSENT_STORAGE_KEY = 'sello.pixel-consent';
export const DEDUPE_WINDOW_MS = 2_000;
export const RETRY_DELAY_MS = 1_000;

/** Meta's standard events use `track`; anything else is sent with `trackCustom`. */
const STANDARD_EVENTS = new Set([
  'AddPaymentInfo',
  'AddToCart',
  'AddToWishlist',
  'CompleteRegistration',
  'Contact',
  'CustomizeProduct',
  'Donate',
  'FindLocation',
  'InitiateCheckout',
  'Lead',
  'PageView',
  'Purchase',
  'Schedule',
  'Search',
  'StartTrial',
  'SubmitApplication',
  'Subscribe',
  'ViewContent',
]);

export type TPixelConsent = 'granted' | 'denied';
export type TPixelParams = Record<string, string | number | boolean | null | undefined | string[]>;

// ---------------------------------------------------------------------------------------------
// Consent: remembered in localStorage, observable from React.

const consentListeners = new Set<() => void>();

const readConsent = (): TPixelConsent | null => {
  try {
    const value = window.localStorage.getItem(PIXEL_CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
};

let consent: TPixelConsent | null = typeof window === 'undefined' ? null : readConsent();

export const getPixelConsent = (): TPixelConsent | null => consent;

/** Records the visitor's choice (`null` forgets it so the banner asks again). */
export const setPixelConsent = (value: TPixelConsent | null) => {
  consent = value;
  try {
    if (value === null) window.localStorage.removeItem(PIXEL_CONSENT_STORAGE_KEY);
    else window.localStorage.setItem(PIXEL_CONSENT_STORAGE_KEY, value);
  } catch {
    // Without storage the choice lasts for this page view only.
  }
  // A pixel already loaded in this tab stops sending when consent is withdrawn.
  if (value !== 'granted' && typeof window.fbq === 'function') window.fbq('consent', 'revoke');
  if (value === 'granted' && typeof window.fbq === 'function') window.fbq('consent', 'grant');
  for (const listener of consentListeners) listener();
};

const subscribeConsent = (listener: () => void) => {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
};

export const usePixelConsent = (): TPixelConsent | null =>
  useSyncExternalStore(subscribeConsent, getPixelConsent, () => null);

// ---------------------------------------------------------------------------------------------
// Loader: Meta's standard snippet, written out as code instead of an inline script.

let loadedPixelId: string | null = null;

/** Injects fbevents.js once and initialises the pixel; call only after consent. */
export const loadMetaPixel = (pixelId: string) => {
  if (loadedPixelId === pixelId) return;
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as TFbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq ??= fbq;

    const script = document.createElement('script');
    script.async = true;
    script.src = PIXEL_SCRIPT_URL;
    document.head.appendChild(script);
  }
  window.fbq('consent', 'grant');
  window.fbq('init', pixelId);
  loadedPixelId = pixelId;
};

// ---------------------------------------------------------------------------------------------
// Events: identical events within 2 s are sent once; if the pixel is not ready, retry once after 1 s.

const recentEvents = new Map<string, number>();

const eventKey = (name: string, params: TPixelParams | undefined) =>
  // The page is part of the identity: the same PageView on two different pages is two events.
  JSON.stringify([name, params ?? null, window.location.pathname + window.location.search]);

const send = (name: string, params: TPixelParams | undefined): boolean => {
  // The retry timer can outlive the page's environment (prerendering, a finished test): nothing to send to.
  if (typeof window === 'undefined') return false;
  const fbq = window.fbq;
  if (typeof fbq !== 'function') return false;
  const method = STANDARD_EVENTS.has(name) ? 'track' : 'trackCustom';
  if (params) fbq(method, name, params);
  else fbq(method, name);
  return true;
};

/**
 * Sends a pixel event. Returns false when it was dropped as a duplicate of one sent less than
 * two seconds ago. When the pixel is not loaded yet, tries once more after one second, then gives up
 * (with no consent the pixel never loads, so nothing is ever sent).
 */
export const trackPixelEvent = (name: string, params?: TPixelParams): boolean => {
  const now = Date.now();
  for (const [key, at] of recentEvents) if (now - at >= DEDUPE_WINDOW_MS) recentEvents.delete(key);
  const key = eventKey(name, params);
  const last = recentEvents.get(key);
  if (last !== undefined && now - last < DEDUPE_WINDOW_MS) return false;
  recentEvents.set(key, now);

  if (!send(name, params)) {
    setTimeout(() => {
      send(name, params);
    }, RETRY_DELAY_MS);
  }
  return true;
};

/** Test helper: forgets recent events and the loaded pixel. */
export const resetMetaPixelForTests = () => {
  recentEvents.clear();
  loadedPixelId = null;
  consent = readConsent();
};

// ---------------------------------------------------------------------------------------------
// React wiring for the layout.

/**
 * Loads the pixel when it is configured and accepted, and sends a PageView on every path or query
 * change from then on. Returns whether the pixel is active.
 */
export const useMetaPixel = (pixelId: string | null | undefined): boolean => {
  const currentConsent = usePixelConsent();
  const active = Boolean(pixelId) && currentConsent === 'granted';
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (active && pixelId) loadMetaPixel(pixelId);
  }, [active, pixelId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the triggers (one PageView per page or query)
  useEffect(() => {
    if (active) trackPixelEvent('PageView');
  }, [active, pathname, search]);

  return active;
};
