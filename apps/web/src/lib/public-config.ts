import type { TConfigurationResponse, TPublicConfiguration } from '@sello/shared/config-schemas';
import { createCachedResource, getPublicJson } from './cached-resource';

export const DEFAULT_BRAND_NAME = 'Sello';

const getPublicConfig = async (): Promise<TPublicConfiguration> =>
  (await getPublicJson<TConfigurationResponse>('/config/all')).configuration;

/**
 * Public settings (`GET /api/config/all`): brand, languages, prices, time estimates, support email, pixel id…
 * Re-read after a minute: prices change in the admin settings, and a visitor should not be shown old ones for long.
 */
export const publicConfigStore = createCachedResource(getPublicConfig, 60_000);

/**
 * The public configuration; `data` is undefined while loading, when the API is unreachable and in prerendered
 * HTML, so every caller must render something true without it (no hard-coded delivery times or emails).
 */
export const usePublicConfig = () => publicConfigStore.useResource();

const brandNameOf = (state: { data?: TPublicConfiguration | undefined }) => state.data?.brandName || DEFAULT_BRAND_NAME;

export const useBrandName = (): string => brandNameOf(usePublicConfig());

/** The brand name now, outside rendering; `onChange` runs when the settings change it. Returns the unsubscribe. */
export const watchBrandName = (onChange: (brandName: string) => void): (() => void) => {
  onChange(brandNameOf(publicConfigStore.getState()));
  return publicConfigStore.subscribe(() => onChange(brandNameOf(publicConfigStore.getState())));
};
