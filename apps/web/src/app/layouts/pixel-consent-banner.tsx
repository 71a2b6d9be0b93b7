import { Button } from '@/components/ui/button';
import { setPixelConsent, usePixelConsent } from '@/lib/meta-pixel';

/** Asks once whether the Meta ad pixel may load; rendered only when a pixel id is configured. */
export const PixelConsentBanner = () => {
  const consent = usePixelConsent();
  if (consent !== null) return null;
  return (
    <section
      aria-labelledby="pixel-consent-title"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 shadow-slate-900/10 shadow-xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-sm"
    >
      <h2 id="pixel-consent-title" className="font-semibold text-slate-900 text-sm">
        Advertising cookies
      </h2>
      <p className="mt-1.5 text-slate-600 text-sm leading-relaxed">
        May we use the Meta Pixel to measure how our ads perform? It loads only if you accept; you can change your
        choice in the footer.
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={() => setPixelConsent('denied')}>
          Decline
        </Button>
        <Button size="sm" onClick={() => setPixelConsent('granted')}>
          Accept
        </Button>
      </div>
    </section>
  );
};
