import { useMetaPixel } from '@/lib/meta-pixel';
import { PixelConsentBanner } from './pixel-consent-banner';

/**
 * The ad pixel and its consent banner, loaded by the public layout only when a pixel is configured
 * (`META_PIXEL_ID`): sites without one never download this code.
 */
export const MetaPixel = ({ pixelId }: { pixelId: string }) => {
  useMetaPixel(pixelId);
  return <PixelConsentBanner />;
};
