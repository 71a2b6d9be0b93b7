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
// The page as the pixel sees it. fbevents.js reads `location.href` when it sends an event; the address can hold
// capabilities and secrets (order ids in /orders/:id, ?id= of a quote, ?token= of reset and verify links), so
// each event is sent while the address shows only the path, ids replaced, and the address is put back at once
// (React Router does not notice: it listens to popstate only).

/** Path segments that are capabilities, replaced by their route parameter. */
const CAPABILITY_PATHS: [RegExp, string][] = [
  // Also under a language prefix (/es/orders/…, /fr/verify/…): the prefix stays, the capability goes.
  [/^((?:\/(?:es|fr))?)\/orders\/[^/]+/, '$1/orders/:id'],
  [/^((?:\/(?:es|fr))?)\/verify\/[^/]+/, '$1/verify/:code'],
];

/** No query string, no fragment, and `/orders/:id` instead of the order's id (`/verify/:code` likewise). */
export const pixelPagePath = (pathname: string): string =>
  CAPABILITY_PATHS.reduce((path, [pattern, replacement]) => path.replace(pattern, replacement), pathname);

const currentPixelPage = () => pixelPagePath(window.location.pathname);

/** Runs `sendEvent` while the address bar shows `page`. */
const withPixelPage = (page: string, sendEvent: () => void) => {
  const { pathname, search, hash } = window.location;
  const address = `${pathname}${search}${hash}`;
  if (page === address) {
    sendEvent();
    return;
  }
  const state: unknown = window.history.state;
  window.history.replaceState(state, '', page);
  try {
    sendEvent();
  } finally {
    window.history.replaceState(state, '', address);
  }
};

// ---------------------------------------------------------------------------------------------
// Loader: Meta's standard snippet, written out as code instead of an inline script.

let loadedPixelId: string | null = null;

/**
 * Events sent before fbevents.js has loaded wait here rather than in the stub's queue, which fbevents.js would
 * replay with whatever address the page has by then.
 */
let waitingEvents: { page: string; sendEvent: () => void }[] = [];

/** Our stub before fbevents.js takes it over (it then sets `callMethod`). */
const isWaitingForScript = (fbq: TFbq) => Array.isArray(fbq.queue) && !fbq.callMethod;

const sendWaitingEvents = () => {
  const events = waitingEvents;
  waitingEvents = [];
  for (const { page, sendEvent } of events) withPixelPage(page, sendEvent);
};

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
    script.addEventListener('load', sendWaitingEvents);
    document.head.appendChild(script);
  }
  window.fbq('consent', 'grant');
  // Automatic events (button clicks, page metadata) would read the address on their own.
  window.fbq('set', 'autoConfig', false, pixelId);
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
  const sendEvent = () => (params ? fbq(method, name, params) : fbq(method, name));
  // The page is the one the event happened on, even when the script arrives later.
  if (isWaitingForScript(fbq)) waitingEvents.push({ page: currentPixelPage(), sendEvent });
  else withPixelPage(currentPixelPage(), sendEvent);
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
  waitingEvents = [];
  loadedPixelId = null;
  consent = readConsent();
};

// ---------------------------------------------------------------------------------------------
// React wiring for the layout.

/**
 * Loads the pixel when it is configured and accepted, and sends a PageView on every path change from then on
 * (a query change is no new page for the pixel, which never sees the query). Returns whether the pixel is active.
 */
export const useMetaPixel = (pixelId: string | null | undefined): boolean => {
  const currentConsent = usePixelConsent();
  const active = Boolean(pixelId) && currentConsent === 'granted';
  const { pathname } = useLocation();

  useEffect(() => {
    if (active && pixelId) loadMetaPixel(pixelId);
  }, [active, pixelId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger (one PageView per page)
  useEffect(() => {
    if (active) trackPixelEvent('PageView');
  }, [active, pathname]);

  return active;
};
