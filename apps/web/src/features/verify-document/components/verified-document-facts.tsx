import { CERTIFICATION_LABELS, type TVerifiedDocument } from '@sello/shared/certified-document-schemas';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { formatCount, formatLanguagePair } from '@/lib/order-format';
import { formatLocalDate } from './format-local-date';

const TEXT = {
  heading: 'What was issued under this code',
  code: 'Verification code',
  document: 'Document',
  languages: 'Languages',
  certifications: 'Certification',
  translator: 'Translator',
  credential: 'Credential number',
  issued: 'Issued',
  pages: 'Pages',
  order: 'Order',
  signature: 'Digital signature',
  signed: "Signed digitally by the translator (your PDF reader can show the signature's details)",
  notSigned: "Not signed digitally: the translator's seal and signature are printed on every page",
  signedBy: (subject: string, issuer: string) => `Digitally signed by ${subject} (certificate issued by ${issuer})`,
  selfSigned: 'The certificate is self-signed: the signature shows the file is unchanged, not who signed it.',
  sha256: 'SHA-256 fingerprint',
  copy: 'Copy SHA-256',
  copied: 'SHA-256 copied',
} as const;

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
    <dt className="font-medium text-slate-600 text-sm">{term}</dt>
    <dd className="min-w-0 text-slate-900 text-sm">{children}</dd>
  </div>
);

/** Who signed, as the certificate names them; a self-signed certificate says nothing about who that is. */
const DigitalSignature = ({ document }: { document: TVerifiedDocument }) => {
  if (!document.signature) return document.signedDigitally ? TEXT.signed : TEXT.notSigned;
  return (
    <>
      <p className="break-words">{TEXT.signedBy(document.signature.subject, document.signature.issuer)}</p>
      {document.signature.selfSigned ? <p className="mt-1 text-slate-600">{TEXT.selfSigned}</p> : null}
    </>
  );
};

/** The facts of an issued document anyone holding its code may see (never its content, never the customer). */
export const VerifiedDocumentFacts = ({ document }: { document: TVerifiedDocument }) => (
  <section aria-labelledby="verified-facts-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
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
      <Fact term={TEXT.languages}>{formatLanguagePair(document.sourceLanguage, document.targetLanguage)}</Fact>
      <Fact term={TEXT.certifications}>
        <ul className="flex flex-col gap-1">
          {document.certifications.map((certification) => (
            <li key={certification}>{CERTIFICATION_LABELS[certification]}</li>
          ))}
        </ul>
      </Fact>
      <Fact term={TEXT.translator}>{document.translatorName}</Fact>
      {document.credentialNumber ? <Fact term={TEXT.credential}>{document.credentialNumber}</Fact> : null}
      <Fact term={TEXT.issued}>
        <time dateTime={document.issuedAt}>{formatLocalDate(document.issuedAt)}</time>
      </Fact>
      <Fact term={TEXT.pages}>{formatCount(document.pageCount, 'page')}</Fact>
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
