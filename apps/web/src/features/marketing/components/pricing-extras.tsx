import type { TPublicConfiguration } from '@sello/shared/config-schemas';
import type { TCatalogue } from '@sello/shared/i18n/catalogue';
import type { TLocale } from '@sello/shared/i18n/locales';
import { Link } from 'react-router';
import { localizedPath, paths } from '@/config/paths';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { formatRateAmount } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { extrasCatalogue } from '../messages/extras/catalogue';
import type { en } from '../messages/extras/en';

type TMessages = TCatalogue<typeof en>;

type TExtras = TPublicConfiguration['extras'];

/**
 * The extras staff may add to an official quote, each with today's price from the settings. The names are fixed, so
 * they render before the settings arrive (and in the prerendered page); the prices fill in without moving anything.
 */
const extraRows = (extras: TExtras | undefined, m: TMessages, t: TFormat, locale: TLocale) => {
  const amount = (dollars: number) => formatRateAmount(dollars, locale);
  return [
    {
      name: m.extras.rushName,
      price: extras ? t(m.extras.rushPrice, { percent: extras.rush.surchargePercent }) : null,
      note: extras ? t(m.extras.rushNote, { days: extras.rush.deliveryBusinessDays }) : m.extras.rushNoteWithoutDays,
    },
    {
      name: m.extras.notarizationName,
      price: extras ? t(m.extras.notarizationPrice, { amount: amount(extras.notarization.pricePerOrder) }) : null,
      note: m.extras.notarizationNote,
    },
    {
      name: m.extras.hardCopyName,
      price: extras
        ? t(m.extras.hardCopyPrice, {
            amount: amount(extras.hardCopy.pricePerCopy),
            shipping: amount(extras.hardCopy.shipping),
          })
        : null,
      note: m.extras.hardCopyNote,
    },
  ];
};

/** What can be added to the price, each named with its price (below the price cards). */
export const PricingExtras = () => {
  const extras = usePublicConfig().data?.extras;
  const { m, t, locale } = useMessages(extrasCatalogue);
  return (
    <section aria-labelledby="pricing-extras-heading" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
      <h2 id="pricing-extras-heading" className="font-semibold text-lg text-slate-900">
        {m.extras.heading}
      </h2>
      <p className="mt-1 text-slate-600 text-sm leading-relaxed">{m.extras.lead}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {extraRows(extras, m, t, locale).map((row) => (
          <li key={row.name} className="flex flex-col rounded-2xl bg-slate-50 p-4">
            <span className="font-medium text-slate-900">{row.name}</span>
            {row.price ? (
              <span className="mt-1 font-semibold text-brand-700">{row.price}</span>
            ) : (
              <span
                aria-hidden="true"
                className="mt-1 inline-block h-6 w-24 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
              />
            )}
            <span className="mt-1 text-slate-500 text-xs">{row.note}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-slate-600 text-sm">
        <T
          message={m.extras.otherPairs}
          components={{
            0: (
              <Link
                to={localizedPath(locale, paths.contact)}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              />
            ),
          }}
        />
      </p>
    </section>
  );
};
