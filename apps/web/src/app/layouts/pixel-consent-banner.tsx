import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { setPixelConsent, usePixelConsent } from '@/lib/meta-pixel';
import { pixelConsentCatalogue } from './messages/catalogue';

/** Asks once whether the Meta ad pixel may load; rendered only when a pixel id is configured. */
export const PixelConsentBanner = () => {
  const consent = usePixelConsent();
  const words = useMessages(pixelConsentCatalogue).m.pixelConsent;
  if (consent !== null) return null;
  return (
    <section
      aria-labelledby="pixel-consent-title"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 shadow-slate-900/10 shadow-xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-sm"
    >
      <h2 id="pixel-consent-title" className="font-semibold text-slate-900 text-sm">
        {words.title}
      </h2>
      <p className="mt-1.5 text-slate-600 text-sm leading-relaxed">{words.body}</p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={() => setPixelConsent('denied')}>
          {words.decline}
        </Button>
        <Button size="sm" onClick={() => setPixelConsent('granted')}>
          {words.accept}
        </Button>
      </div>
    </section>
  );
};
