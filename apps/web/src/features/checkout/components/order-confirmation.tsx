import type { TOrder } from '@sello/shared/order-schemas';
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
import { paths } from '@/config/paths';
import { formatLanguagePair, orderDelivery } from '@/lib/order-format';
import { useBrandName, usePublicConfig } from '@/lib/public-config';
import { isConfirmationState, type TConfirmationState } from './confirmation-state';

/** What happens after submission, as it really happens (issue 32); the draft step for a sworn order only. */
const nextSteps = (serviceType: TOrder['serviceType']) =>
  [
    {
      Icon: ClipboardList,
      title: 'We review your documents within 24 hours',
      text: 'Our team checks your documents and confirms the page and word count.',
    },
    {
      Icon: Mail,
      title: 'You receive an official quote',
      text: 'We email you the final price and delivery date. Rush delivery, notarization and posted hard copies can be added to the official quote: reply to the confirmation email if you need them.',
    },
    {
      Icon: CreditCard,
      title: 'You approve and pay',
      text: 'Approve the quote and pay on your order page. No payment has been taken, and nothing is charged before you approve.',
    },
    {
      Icon: Languages,
      title: 'We translate',
      text:
        serviceType === 'sworn'
          ? 'A sworn translator works on your documents, and you check a draft of the translation before we certify it. You can follow every step online.'
          : 'A professional translator works on your documents. You can follow every step online.',
    },
    {
      Icon: PackageCheck,
      title: 'You download your translation',
      text: 'We email you as soon as your translated files are ready to download.',
    },
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
  const steps = nextSteps(order.serviceType);

  return (
    <div data-print-document className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 print:max-w-none print:p-0">
      <p className="mb-6 hidden border-slate-300 border-b pb-3 font-semibold text-slate-900 print:block">
        {brandName} · Project confirmation
      </p>
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50 print:ring-0"
        >
          <CircleCheck className="size-9" />
        </span>
        <h1 className="mt-6 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Project submitted</h1>
        <p className="mt-3 max-w-xl text-lg text-slate-600 leading-relaxed">
          {alreadySubmitted
            ? 'This project had already been submitted, so no second order was created. Here are its details.'
            : `Thank you, ${order.customerInfo.firstName}. Our team will review your project within 24 hours.`}
        </p>
      </div>

      <div className="mt-8 flex flex-col gap-4">
        {alreadySubmitted ? (
          <Alert tone="info">
            A confirmation was emailed to <BreakableText>{email}</BreakableText> when the project was first submitted.
          </Alert>
        ) : (
          <Alert tone="success" live={false}>
            We&apos;ve emailed a confirmation to <BreakableText className="font-semibold">{email}</BreakableText>.
          </Alert>
        )}
        {accountCreated ? (
          <Alert tone="info" live={false}>
            Your account has been created and you are signed in. Your orders are in your dashboard.
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
              Project number
            </h2>
            <p className="mt-1 break-words font-bold font-mono text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {order.orderNumber}
            </p>
            <p className="mt-1 text-slate-500 text-sm">Keep this number to track your order or contact us.</p>
          </div>
          <div className="sm:text-right">
            <p className="font-medium text-slate-500 text-sm">Estimated total</p>
            <p className="mt-1 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {formatUsd(order.total)}
            </p>
            <p className="text-slate-500 text-xs">USD · confirmed after review</p>
          </div>
        </div>
        <dl className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <Fact label="Status">
            <OrderStatusBadge status={order.status} size="sm" />
          </Fact>
          <Fact label="Service">{order.serviceName}</Fact>
          <Fact label="Languages">{formatLanguagePair(order.sourceLanguage, order.targetLanguage)}</Fact>
          <Fact label="Estimated delivery">{orderDelivery(order).value}</Fact>
          <Fact label="Email">
            <BreakableText>{email}</BreakableText>
          </Fact>
          <Fact label="Phone">{phone}</Fact>
        </dl>
      </section>

      <section
        aria-labelledby="confirmation-next-heading"
        className="mt-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-slate-300 print:shadow-none"
      >
        <h2 id="confirmation-next-heading" className="font-semibold text-lg text-slate-900">
          What happens next
        </h2>
        <ol className="mt-5 flex flex-col">
          {steps.map(({ Icon, title, text }, index) => (
            <li key={title} className="relative flex gap-4 pb-6 last:pb-0">
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
                <p className="mt-1 text-slate-600 text-sm leading-relaxed">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
        <ButtonLink
          to={paths.trackOrder(order.orderId)}
          size="lg"
          icon={<ArrowRight aria-hidden="true" className="size-4" />}
          className="flex-row-reverse"
        >
          Track your order
        </ButtonLink>
        <Button
          variant="outline"
          size="lg"
          onClick={() => window.print()}
          icon={<Printer aria-hidden="true" className="size-4" />}
        >
          Print
        </Button>
        <ButtonLink to={paths.home} variant="ghost" size="lg" icon={<House aria-hidden="true" className="size-4" />}>
          Home
        </ButtonLink>
      </div>

      <p className="mt-8 text-center text-slate-500 text-sm">
        Questions about your project? Reply to the confirmation email
        {supportEmail ? (
          <>
            {' '}
            or write to{' '}
            <a
              href={`mailto:${supportEmail}`}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <BreakableText>{supportEmail}</BreakableText>
            </a>
          </>
        ) : null}{' '}
        and quote your project number.
      </p>
    </div>
  );
};

/** `/order-confirmation`: shown right after checkout (the order arrives in the navigation state); otherwise home. */
export const OrderConfirmation = () => {
  const { state } = useLocation();
  if (!isConfirmationState(state)) return <Navigate to={paths.home} replace />;
  return <Confirmation state={state} />;
};
