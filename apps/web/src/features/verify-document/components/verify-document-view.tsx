import {
  formatVerificationCode,
  normalizeVerificationCode,
  type TVerifiedDocument,
  VERIFICATION_CODE_INVALID,
} from '@sello/shared/certified-document-schemas';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Search from 'lucide-react/icons/search';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fieldInputClassName, fieldStateClassName } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBrandName } from '@/lib/public-config';
import { useVerifiedDocument } from '../api/get-verified-document';
import { CheckReceivedPdf } from './check-received-pdf';
import { formatLocalDate } from './format-local-date';
import { VerifiedDocumentFacts } from './verified-document-facts';

export const VERIFY_TEXT = {
  formHeading: 'Enter the verification code',
  formLead: 'It is printed at the foot of each page of the certified translation.',
  label: 'Verification code',
  placeholder: '7KQ2-M9XD-4TPA',
  hint: 'Twelve letters and digits. Dashes, spaces and upper or lower case do not matter.',
  empty: 'Enter the verification code printed at the foot of each page.',
  submit: 'Check the code',
  searching: 'Checking...',
  loading: 'Looking up the document…',
  genuine: (brand: string) => `Issued by ${brand} — this document is genuine`,
  genuineDetail: 'Compare the details below with the document in front of you, or check the PDF itself further down.',
  superseded: (date: string) =>
    `Issued, but replaced by a newer version on ${date}: ask the holder for the current one`,
  supersededDetail: (brand: string) =>
    `${brand} issued this document, then issued a corrected version in its place. The details below are those of the version issued under this code.`,
  fileDeleted: (date: string) =>
    `Our copy of the PDF was deleted on ${date}; this record stays, so the copy you hold can still be checked.`,
  notFound: 'No document was issued with this code',
  notFoundDetail: 'Check the code printed at the foot of each page.',
  failed: 'The code could not be checked',
  failedFallback: 'Something went wrong. Please try again.',
} as const;

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
  const brand = useBrandName();
  const deleted = document.fileDeletedAt ? ` ${VERIFY_TEXT.fileDeleted(formatLocalDate(document.fileDeletedAt))}` : '';
  return document.status === 'superseded' ? (
    <Verdict
      tone="superseded"
      icon={<TriangleAlert className="size-8 text-amber-700" />}
      title={VERIFY_TEXT.superseded(formatLocalDate(document.supersededAt ?? document.issuedAt))}
      headingRef={headingRef}
    >
      {VERIFY_TEXT.supersededDetail(brand)}
      {deleted}
    </Verdict>
  ) : (
    <Verdict
      tone="genuine"
      icon={<CircleCheck className="size-8 text-emerald-700" />}
      title={VERIFY_TEXT.genuine(brand)}
      headingRef={headingRef}
    >
      {VERIFY_TEXT.genuineDetail}
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
  const navigate = useNavigate();
  const addressCode = codeInAddress === '' ? null : normalizeVerificationCode(codeInAddress);
  const shownCode = addressCode ? formatVerificationCode(addressCode) : codeInAddress;
  const [value, setValue] = useState(shownCode);
  const [inputError, setInputError] = useState<string | null>(
    codeInAddress !== '' && addressCode === null ? VERIFICATION_CODE_INVALID : null,
  );
  const query = useVerifiedDocument(addressCode);
  const inputId = useId();
  const verdictRef = useRef<HTMLHeadingElement>(null);

  // Back and forward between codes: the box follows the address.
  useEffect(() => {
    setValue(shownCode);
    setInputError(codeInAddress !== '' && addressCode === null ? VERIFICATION_CODE_INVALID : null);
  }, [codeInAddress, shownCode, addressCode]);

  const settledAt = query.isFetching ? 0 : Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  useEffect(() => {
    if (settledAt > 0) verdictRef.current?.focus();
  }, [settledAt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() === '') {
      setInputError(VERIFY_TEXT.empty);
      return;
    }
    const code = normalizeVerificationCode(value);
    if (code === null) {
      setInputError(VERIFICATION_CODE_INVALID);
      return;
    }
    setInputError(null);
    setValue(formatVerificationCode(code));
    if (code === addressCode) void query.refetch();
    else navigate(paths.verifyDocument(formatVerificationCode(code)));
  };

  const searching = query.isFetching;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="verify-form-heading"
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="verify-form-heading" className="font-semibold text-lg text-slate-900">
          {VERIFY_TEXT.formHeading}
        </h2>
        <p className="mt-1 text-slate-600 text-sm">{VERIFY_TEXT.formLead}</p>
        <form noValidate onSubmit={onSubmit} className="mt-5">
          <label htmlFor={inputId} className="font-medium text-slate-800 text-sm">
            {VERIFY_TEXT.label}
          </label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              type="text"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (inputError) setInputError(null);
              }}
              placeholder={VERIFY_TEXT.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={inputError ? true : undefined}
              aria-describedby={`${inputId}-${inputError ? 'error' : 'hint'}`}
              className={`${fieldInputClassName} ${fieldStateClassName(Boolean(inputError))} font-mono tracking-wider sm:flex-1`}
            />
            <Button
              type="submit"
              size="lg"
              loading={searching}
              icon={<Search aria-hidden="true" className="size-4" />}
              className="sm:w-52"
            >
              {searching ? VERIFY_TEXT.searching : VERIFY_TEXT.submit}
            </Button>
          </div>
          {inputError ? (
            <p id={`${inputId}-error`} role="alert" className="mt-2 text-danger-700 text-sm">
              {inputError}
            </p>
          ) : (
            <p id={`${inputId}-hint`} className="mt-2 text-slate-500 text-xs">
              {VERIFY_TEXT.hint}
            </p>
          )}
        </form>
      </section>

      {addressCode === null ? null : (
        <div className="flex flex-col gap-6">
          {/* Only the verdict is announced; the facts and the file check below are read on demand. */}
          <div aria-live="polite" aria-busy={searching}>
            {query.isPending ? (
              <div className="flex items-center justify-center gap-3 py-12 text-slate-600">
                <Spinner />
                <p>{VERIFY_TEXT.loading}</p>
              </div>
            ) : query.isSuccess ? (
              <FoundVerdict document={query.data} headingRef={verdictRef} />
            ) : notFound ? (
              <Verdict
                tone="unknown"
                icon={<CircleX className="size-8 text-danger-700" />}
                title={VERIFY_TEXT.notFound}
                headingRef={verdictRef}
              >
                {VERIFY_TEXT.notFoundDetail}
              </Verdict>
            ) : (
              <Alert tone="error" live={false} title={VERIFY_TEXT.failed}>
                {errorMessage(query.error, VERIFY_TEXT.failedFallback)}
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
