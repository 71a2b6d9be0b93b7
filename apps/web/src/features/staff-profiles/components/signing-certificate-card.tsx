import {
  SIGNING_CERTIFICATE_EXTENSIONS,
  SIGNING_CERTIFICATE_MAX_BYTES,
  type TStaffProfile,
} from '@sello/shared/staff-profile-schemas';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/order-format';
import { useRemoveSigningCertificate } from '../api/remove-signing-certificate';
import type { TProfileOwner } from '../api/staff-profile-path';
import { useUploadSigningCertificate } from '../api/upload-signing-certificate';

const MAX_KB = SIGNING_CERTIFICATE_MAX_BYTES / 1024;

/** Why the browser will not send the file, or null; the server opens it with the passphrase and checks it again. */
const fileProblem = (file: File | null): string | null => {
  if (!file) return 'Choose the certificate file (.p12 or .pfx)';
  const name = file.name.toLowerCase();
  if (!SIGNING_CERTIFICATE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `${file.name} is not a .p12 or .pfx certificate file`;
  }
  if (file.size > SIGNING_CERTIFICATE_MAX_BYTES) return `${file.name} is larger than ${MAX_KB} KB`;
  return null;
};

/**
 * The translator's digital signing certificate (PKCS#12): generated certified translations are signed with it (PAdES)
 * besides carrying the signature image. Its file and passphrase are never shown again; the page shows whose it is,
 * who issued it and until when it is valid.
 */
export const SigningCertificateCard = ({
  owner,
  profile,
  readOnly = false,
}: {
  owner: TProfileOwner;
  profile: TStaffProfile;
  readOnly?: boolean;
}) => {
  const upload = useUploadSigningCertificate(owner);
  const removal = useRemoveSigningCertificate(owner);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [problems, setProblems] = useState<{ file?: string; passphrase?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const current = profile.signingCertificate;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const next = {
      file: fileProblem(file) ?? undefined,
      passphrase: passphrase === '' ? 'Enter the passphrase of the certificate' : undefined,
    };
    setProblems(next);
    if (next.file || next.passphrase || !file) return;
    upload.mutate(
      { file, passphrase },
      {
        onSuccess: () => {
          setFile(null);
          setPassphrase('');
          setSaved(true);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  return (
    <Card id="signing-certificate" title="Digital signing certificate (optional)">
      <p className="mb-4 text-slate-600 text-sm">
        With a certificate, each certified translation generated from this person's work is also signed digitally in
        their name (PAdES), which the receiving office can validate in any PDF reader; without one, the signature image
        alone is used. A PKCS#12 file (.p12 or .pfx, at most {MAX_KB} KB) and its passphrase: both are kept encrypted
        and never shown again.
      </p>
      {current ? (
        <dl className="mb-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-500">Subject</dt>
          <dd className="break-words text-slate-900">{current.subject}</dd>
          <dt className="text-slate-500">Issuer</dt>
          <dd className="break-words text-slate-900">{current.issuer}</dd>
          <dt className="text-slate-500">Valid until</dt>
          <dd className="text-slate-900">{formatLongDate(current.validUntil)}</dd>
        </dl>
      ) : (
        <p className="mb-4 text-slate-600 text-sm">No signing certificate uploaded.</p>
      )}
      {saved && current ? (
        <div className="mb-4">
          <Alert tone="success">Certificate saved: documents will be signed as {current.subject}.</Alert>
        </div>
      ) : null}
      {readOnly ? null : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              ref={fileInput}
              label={current ? 'New certificate file' : 'Certificate file'}
              hint=".p12 or .pfx"
              type="file"
              accept={[...SIGNING_CERTIFICATE_EXTENSIONS, 'application/x-pkcs12'].join(',')}
              required
              error={problems.file}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblems((previous) => ({ ...previous, file: undefined }));
              }}
            />
            <PasswordInput
              label="Certificate passphrase"
              autoComplete="off"
              required
              value={passphrase}
              error={problems.passphrase}
              onChange={(event) => {
                setPassphrase(event.target.value);
                setProblems((previous) => ({ ...previous, passphrase: undefined }));
              }}
            />
          </div>
          {upload.isError ? (
            <Alert tone="error" title="Not saved">
              {errorMessage(upload.error, 'Failed to save the certificate')}
            </Alert>
          ) : null}
          {removal.isError ? (
            <Alert tone="error">{errorMessage(removal.error, 'Failed to remove the certificate')}</Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={upload.isPending}>
              {current ? 'Replace certificate' : 'Save certificate'}
            </Button>
            {current ? (
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                Remove
              </Button>
            ) : null}
          </div>
        </form>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Remove the signing certificate?"
        description="Documents generated from now on carry the signature image without a digital signature. Documents already issued keep theirs."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button
            loading={removal.isPending}
            onClick={() =>
              removal.mutate(undefined, {
                onSettled: () => setConfirming(false),
                onSuccess: () => setSaved(false),
              })
            }
          >
            Remove certificate
          </Button>
        </div>
      </Modal>
    </Card>
  );
};
