import type { TVerifiedDocument } from '@sello/shared/certified-document-schemas';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatLanguagePair, formatLongDate } from '@/lib/order-format';
import { verifyDocumentCatalogue } from '../messages/catalogue';

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
    <dt className="font-medium text-slate-600 text-sm">{term}</dt>
    <dd className="min-w-0 text-slate-900 text-sm">{children}</dd>
  </div>
);

/** Who signed, as the certificate names them; a self-signed certificate says nothing about who that is. */
const DigitalSignature = ({ document }: { document: TVerifiedDocument }) => {
  const { m, t } = useMessages(verifyDocumentCatalogue);
  const text = m.facts;
  if (!document.signature) return document.signedDigitally ? text.signed : text.notSigned;
  return (
    <>
      <p className="break-words">
        {t(text.signedBy, { subject: document.signature.subject, issuer: document.signature.issuer })}
      </p>
      {document.signature.selfSigned ? <p className="mt-1 text-slate-600">{text.selfSigned}</p> : null}
    </>
  );
};

/** The facts of an issued document anyone holding its code may see (never its content, never the customer). */
export const VerifiedDocumentFacts = ({ document }: { document: TVerifiedDocument }) => {
  const { m, t, locale } = useMessages(verifyDocumentCatalogue);
  const { units } = useMessages(sharedWordsCatalogue).m;
  const TEXT = m.facts;
  return (
    <section
      aria-labelledby="verified-facts-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="verified-facts-heading" className="font-semibold text-base text-slate-900">
        {TEXT.heading}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Fact term={TEXT.code}>
          <span className="font-mono">{document.code}</span>
        </Fact>
        <Fact term={TEXT.document}>
          <span className="break-words">{document.documentName}</span>
        </Fact>
        <Fact term={TEXT.languages}>
          {formatLanguagePair(document.sourceLanguage, document.targetLanguage, locale)}
        </Fact>
        <Fact term={TEXT.certifications}>
          <ul className="flex flex-col gap-1">
            {document.certifications.map((certification) => (
              <li key={certification}>{TEXT.certificationNames[certification]}</li>
            ))}
          </ul>
        </Fact>
        <Fact term={TEXT.translator}>{document.translatorName}</Fact>
        {document.credentialNumber ? <Fact term={TEXT.credential}>{document.credentialNumber}</Fact> : null}
        <Fact term={TEXT.issued}>
          <time dateTime={document.issuedAt}>{formatLongDate(document.issuedAt, locale)}</time>
        </Fact>
        <Fact term={TEXT.pages}>{t(units.pages, { count: document.pageCount })}</Fact>
        <Fact term={TEXT.order}>
          <span className="font-mono">{document.orderNumber}</span>
        </Fact>
        <Fact term={TEXT.signature}>
          <DigitalSignature document={document} />
        </Fact>
        <Fact term={TEXT.sha256}>
          <code className="block break-all font-mono text-slate-800 text-xs leading-relaxed">{document.sha256}</code>
          <div className="mt-2">
            <CopyButton text={document.sha256} label={TEXT.copy} copiedMessage={TEXT.copied} />
          </div>
        </Fact>
      </dl>
    </section>
  );
};
