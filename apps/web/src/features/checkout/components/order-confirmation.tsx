import { isDelivered } from '@sello/shared/order-lifecycle';
import { formatUsd } from '@sello/shared/pricing';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import CreditCard from 'lucide-react/icons/credit-card';
import House from 'lucide-react/icons/house';
import Languages from 'lucide-react/icons/languages';
import Mail from 'lucide-react/icons/mail';
import PackageCheck from 'lucide-react/icons/package-check';
import Printer from 'lucide-react/icons/printer';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BreakableText } from '@/components/ui/breakable-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatLanguagePair, formatLongDate } from '@/lib/order-format';
import { useBrandName, usePublicConfig } from '@/lib/public-config';
import { checkoutCatalogue } from '../messages/catalogue';
import { isConfirmationState, type TConfirmationState } from './confirmation-state';

/** What happens after submission, as it really happens (issue 32); the draft step for a sworn order only. */
const NEXT_STEPS = [
  { key: 'review', Icon: ClipboardList },
  { key: 'quote', Icon: Mail },
  { key: 'pay', Icon: CreditCard },
  { key: 'translate', Icon: Languages },
  { key: 'deliver', Icon: PackageCheck },
] as const;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide">{label}</dt>
    <dd className="mt-1 break-words text-slate-900">{children}</dd>
  </div>
);

const Confirmation = ({ state }: { state: TConfirmationState }) => {
  const { order, email, phone, alreadySubmitted, accountCreated } = state;
  const { data: config } = usePublicConfig();
  const supportEmail = config?.supportEmail;
  const brandName = useBrandName();
  const { m, t, locale } = useMessages(checkoutCatalogue);
  const text = m.confirmation;
  const words = useMessages(sharedWordsCatalogue).m;
  const to = (path: string) => localizedPath(locale, path);
  const steps = NEXT_STEPS.map(({ key, Icon }) => {
    const step = text.steps[key];
    return {
      key,
      Icon,
      title: step.title,
      text: 'text' in step ? step.text : order.serviceType === 'sworn' ? step.sworn : step.professional,
    };
  });
  const delivered = isDelivered(order.status);
  const emailText = <BreakableText className="font-semibold">{email}</BreakableText>;

  return (
    <div data-print-document className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 print:max-w-none print:p-0">
      <p className="mb-6 hidden border-slate-300 border-b pb-3 font-semibold text-slate-900 print:block">
        {t(text.printHeading, { brand: brandName })}
      </p>
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50 print:ring-0"
        >
          <CircleCheck className="size-9" />
        </span>
        <h1 className="mt-6 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{text.heading}</h1>
        <p className="mt-3 max-w-xl text-lg text-slate-600 leading-relaxed">
          {alreadySubmitted ? text.alreadySubmitted : t(text.thanks, { name: order.customerInfo.firstName })}
        </p>
      </div>

      <div className="mt-8 flex flex-col gap-4">
        {alreadySubmitted ? (
          <Alert tone="info">
            <T message={text.alreadyEmailed} components={{ 0: <BreakableText>{email}</BreakableText> }} />
          </Alert>
        ) : (
          <Alert tone="success" live={false}>
            <T message={text.emailed} components={{ 0: emailText }} />
          </Alert>
        )}
        {accountCreated ? (
          <Alert tone="info" live={false}>
            {text.accountCreated}
          </Alert>
        ) : null}
      </div>

      <section
        aria-labelledby="confirmation-details-heading"
        className="mt-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-slate-300 print:shadow-none"
      >
        <div className="flex flex-col gap-4 border-slate-100 border-b pb-6 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="confirmation-details-heading" className="font-medium text-slate-500 text-sm">
              {text.projectNumber}
            </h2>
            <p className="mt-1 break-words font-bold font-mono text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {order.orderNumber}
            </p>
            <p className="mt-1 text-slate-500 text-sm">{text.keepNumber}</p>
          </div>
          <div className="sm:text-right">
            <p className="font-medium text-slate-500 text-sm">{text.estimatedTotal}</p>
            <p className="mt-1 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {formatUsd(order.total, { locale })}
            </p>
            <p className="text-slate-500 text-xs">{text.confirmedAfterReview}</p>
          </div>
        </div>
        <dl className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <Fact label={text.status}>
            <OrderStatusBadge status={order.status} size="sm" />
          </Fact>
          <Fact label={text.service}>{words.services[order.serviceType]}</Fact>
          <Fact label={text.languages}>{formatLanguagePair(order.sourceLanguage, order.targetLanguage, locale)}</Fact>
          <Fact label={delivered ? text.deliveredOn : text.estimatedDelivery}>
            {order.deliveryDate ? formatLongDate(order.deliveryDate, locale) : text.deliveryAfterReview}
          </Fact>
          <Fact label={text.email}>
            <BreakableText>{email}</BreakableText>
          </Fact>
          <Fact label={text.phone}>{phone}</Fact>
        </dl>
      </section>

      <section
        aria-labelledby="confirmation-next-heading"
        className="mt-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-slate-300 print:shadow-none"
      >
        <h2 id="confirmation-next-heading" className="font-semibold text-lg text-slate-900">
          {text.nextHeading}
        </h2>
        <ol className="mt-5 flex flex-col">
          {steps.map(({ key, Icon, title, text: stepText }, index) => (
            <li key={key} className="relative flex gap-4 pb-6 last:pb-0">
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className="absolute top-11 bottom-1 left-5 w-px bg-slate-200" />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative inline-flex size-10 shrink-0 items-center justify-center rounded-full ${
                  index === 0 ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'
                }`}
              >
                <Icon className="size-5" />
              </span>
              <div className="pt-1.5">
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="mt-1 text-slate-600 text-sm leading-relaxed">{stepText}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
        <ButtonLink
          to={to(paths.trackOrder(order.orderId))}
          size="lg"
          icon={<ArrowRight aria-hidden="true" className="size-4" />}
          className="flex-row-reverse"
        >
          {text.trackOrder}
        </ButtonLink>
        <Button
          variant="outline"
          size="lg"
          onClick={() => window.print()}
          icon={<Printer aria-hidden="true" className="size-4" />}
        >
          {text.print}
        </Button>
        <ButtonLink
          to={to(paths.home)}
          variant="ghost"
          size="lg"
          icon={<House aria-hidden="true" className="size-4" />}
        >
          {text.home}
        </ButtonLink>
      </div>

      <p className="mt-8 text-center text-slate-500 text-sm">
        {supportEmail ? (
          <T
            message={text.questionsWithEmail}
            components={{
              0: (
                <a
                  href={`mailto:${supportEmail}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  <BreakableText>{supportEmail}</BreakableText>
                </a>
              ),
            }}
          />
        ) : (
          text.questions
        )}
      </p>
    </div>
  );
};

/** `/order-confirmation`: shown right after checkout (the order arrives in the navigation state); otherwise home. */
export const OrderConfirmation = () => {
  const { state } = useLocation();
  const locale = useMessages(checkoutCatalogue).locale;
  if (!isConfirmationState(state)) return <Navigate to={localizedPath(locale, paths.home)} replace />;
  return <Confirmation state={state} />;
};
