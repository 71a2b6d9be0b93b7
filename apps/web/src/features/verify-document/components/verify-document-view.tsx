import {
  formatVerificationCode,
  normalizeVerificationCode,
  type TVerifiedDocument,
} from '@sello/shared/certified-document-schemas';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LookupForm } from '@/components/ui/lookup-form';
import { Spinner } from '@/components/ui/spinner';
import { localizedPath, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { formatLongDate } from '@/lib/order-format';
import { useBrandName } from '@/lib/public-config';
import { useVerifiedDocument } from '../api/get-verified-document';
import { verifyDocumentCatalogue } from '../messages/catalogue';
import { CheckReceivedPdf } from './check-received-pdf';
import { VerifiedDocumentFacts } from './verified-document-facts';

/** What a code looks like: the box's placeholder. */
const CODE_EXAMPLE = '7KQ2-M9XD-4TPA';

/** The verdict's heading takes the focus once a look-up settles, so keyboard and screen-reader users land on it. */
const Verdict = ({
  tone,
  icon,
  title,
  children,
  headingRef,
}: {
  tone: 'genuine' | 'superseded' | 'unknown';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  headingRef: React.Ref<HTMLHeadingElement>;
}) => {
  const box = {
    genuine: 'border-emerald-300 bg-emerald-50 text-emerald-950',
    superseded: 'border-amber-300 bg-amber-50 text-amber-950',
    unknown: 'border-danger-300 bg-danger-50 text-danger-950',
  }[tone];
  return (
    <section aria-labelledby="verdict-heading" className={`flex gap-4 rounded-2xl border-2 p-5 sm:p-6 ${box}`}>
      <span aria-hidden="true" className="shrink-0">
        {icon}
      </span>
      <div className="min-w-0">
        <h2
          id="verdict-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-balance font-semibold text-lg leading-snug focus:outline-none focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-4 sm:text-xl"
        >
          {title}
        </h2>
        <p className="mt-1.5 text-sm leading-relaxed">{children}</p>
      </div>
    </section>
  );
};

const FoundVerdict = ({
  document,
  headingRef,
}: {
  document: TVerifiedDocument;
  headingRef: React.Ref<HTMLHeadingElement>;
}) => {
  const { m, t, locale } = useMessages(verifyDocumentCatalogue);
  const text = m.verdict;
  const brand = useBrandName();
  const deleted = document.fileDeletedAt
    ? ` ${t(text.fileDeleted, { date: formatLongDate(document.fileDeletedAt, locale) })}`
    : '';
  return document.status === 'superseded' ? (
    <Verdict
      tone="superseded"
      icon={<TriangleAlert className="size-8 text-amber-700" />}
      title={t(text.superseded, { date: formatLongDate(document.supersededAt ?? document.issuedAt, locale) })}
      headingRef={headingRef}
    >
      {t(text.supersededDetail, { brand })}
      {deleted}
    </Verdict>
  ) : (
    <Verdict
      tone="genuine"
      icon={<CircleCheck className="size-8 text-emerald-700" />}
      title={t(text.genuine, { brand })}
      headingRef={headingRef}
    >
      {text.genuineDetail}
      {deleted}
    </Verdict>
  );
};

/**
 * `/verify` and `/verify/:code`: anyone holding a certified translation (a registry clerk, a consulate) enters the code
 * printed on it, sees what was issued under it, and may check the PDF they hold byte for byte. The code lives in the
 * address, so the QR code on each page opens the verdict directly.
 */
export const VerifyDocumentView = ({ code: codeInAddress }: { code: string }) => {
  const { m, locale } = useMessages(verifyDocumentCatalogue);
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const addressCode = codeInAddress === '' ? null : normalizeVerificationCode(codeInAddress);
  const shownCode = addressCode ? formatVerificationCode(addressCode) : codeInAddress;
  const [value, setValue] = useState(shownCode);
  const [inputError, setInputError] = useState<string | null>(
    codeInAddress !== '' && addressCode === null ? m.form.invalid : null,
  );
  const query = useVerifiedDocument(addressCode);
  const verdictRef = useRef<HTMLHeadingElement>(null);

  // Back and forward between codes: the box follows the address.
  useEffect(() => {
    setValue(shownCode);
    setInputError(codeInAddress !== '' && addressCode === null ? m.form.invalid : null);
  }, [codeInAddress, shownCode, addressCode, m.form.invalid]);

  const settledAt = query.isFetching ? 0 : Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  useEffect(() => {
    if (settledAt > 0) verdictRef.current?.focus();
  }, [settledAt]);

  const onSubmit = () => {
    if (value.trim() === '') {
      setInputError(m.form.empty);
      return;
    }
    const code = normalizeVerificationCode(value);
    if (code === null) {
      setInputError(m.form.invalid);
      return;
    }
    setInputError(null);
    setValue(formatVerificationCode(code));
    if (code === addressCode) void query.refetch();
    else navigate(localizedPath(locale, paths.verifyDocument(formatVerificationCode(code))));
  };

  const searching = query.isFetching;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="flex flex-col gap-8">
      <LookupForm
        heading={m.form.heading}
        lead={m.form.lead}
        label={m.form.label}
        placeholder={CODE_EXAMPLE}
        hint={m.form.hint}
        submitLabel={m.form.submit}
        pendingLabel={m.form.searching}
        pending={searching}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setInputError(null);
        }}
        error={inputError}
        onSubmit={onSubmit}
        maxLength={40}
        inputClassName="tracking-wider"
        buttonClassName="sm:min-w-52"
      />

      {addressCode === null ? null : (
        <div className="flex flex-col gap-6">
          {/* Only the verdict is announced; the facts and the file check below are read on demand. */}
          <div aria-live="polite" aria-busy={searching}>
            {query.isPending ? (
              <div className="flex items-center justify-center gap-3 py-12 text-slate-600">
                <Spinner />
                <p>{m.verdict.loading}</p>
              </div>
            ) : query.isSuccess ? (
              <FoundVerdict document={query.data} headingRef={verdictRef} />
            ) : notFound ? (
              <Verdict
                tone="unknown"
                icon={<CircleX className="size-8 text-danger-700" />}
                title={m.verdict.notFound}
                headingRef={verdictRef}
              >
                {m.verdict.notFoundDetail}
              </Verdict>
            ) : (
              <Alert tone="error" live={false} title={m.verdict.failed}>
                {errorText(query.error, m.verdict.failedFallback)}
              </Alert>
            )}
          </div>
          {query.isSuccess ? (
            <>
              <VerifiedDocumentFacts document={query.data} />
              <CheckReceivedPdf key={addressCode} code={addressCode} />
            </>
          ) : null}
        </div>
      )}
    </div>
  );
};
