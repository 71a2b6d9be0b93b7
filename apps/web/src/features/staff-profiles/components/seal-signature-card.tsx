import {
  STAFF_IMAGE_LABELS,
  STAFF_IMAGE_MAX_BYTES,
  STAFF_IMAGE_TYPES,
  STAFF_IMAGES,
  type TStaffImageName,
  type TStaffProfile,
} from '@sello/shared/staff-profile-schemas';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRemoveStaffImage } from '../api/remove-staff-image';
import type { TProfileOwner } from '../api/staff-profile-path';
import { useUploadStaffImage } from '../api/upload-staff-image';

const MAX_MB = STAFF_IMAGE_MAX_BYTES / 1024 / 1024;

/** Why the browser will not send the file, or null; the server checks the bytes again. */
const fileProblem = (file: File): string | null => {
  if (!(STAFF_IMAGE_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a PNG or JPEG image.`;
  if (file.size > STAFF_IMAGE_MAX_BYTES) return `${file.name} is larger than ${MAX_MB} MB.`;
  return null;
};

const ImageSlot = ({
  owner,
  profile,
  image,
  readOnly,
}: {
  owner: TProfileOwner;
  profile: TStaffProfile;
  image: TStaffImageName;
  readOnly: boolean;
}) => {
  const inputId = useId();
  const upload = useUploadStaffImage(owner);
  const removal = useRemoveStaffImage(owner);
  const [problem, setProblem] = useState<string | null>(null);
  const stored = profile[image];
  const label = STAFF_IMAGE_LABELS[image];

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const refusal = fileProblem(file);
    setProblem(refusal);
    if (!refusal) upload.mutate({ image, file });
  };
  const error = problem ?? (upload.isError ? errorMessage(upload.error, `Failed to upload the ${image}`) : null);

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-medium text-slate-900">{label}</h3>
      <div className="flex h-40 items-center justify-center rounded-xl border border-slate-300 border-dashed bg-slate-50 p-3">
        {stored ? (
          <img
            src={stored.url}
            alt={`${label} of ${profile.displayName}`}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <p className="text-center text-slate-600 text-sm">No {image} uploaded</p>
        )}
      </div>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={buttonClassName({ variant: 'outline', size: 'sm', className: 'cursor-pointer' })}
          >
            {upload.isPending ? 'Uploading…' : stored ? `Replace ${image}` : `Upload ${image}`}
          </label>
          <input
            id={inputId}
            type="file"
            accept={STAFF_IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {stored ? (
            <Button size="sm" variant="ghost" loading={removal.isPending} onClick={() => removal.mutate(image)}>
              Remove
            </Button>
          ) : null}
        </div>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {removal.isError ? (
        <Alert tone="error">{errorMessage(removal.error, `Failed to remove the ${image}`)}</Alert>
      ) : null}
    </div>
  );
};

/** The seal and signature a sworn or certified translation carries: kept private, shown only here. */
export const SealSignatureCard = ({
  owner,
  profile,
  readOnly = false,
}: {
  owner: TProfileOwner;
  profile: TStaffProfile;
  readOnly?: boolean;
}) => (
  <Card id="seal-signature" title="Seal and signature">
    <p className="mb-4 text-slate-600 text-sm">
      PNG or JPEG, at most {MAX_MB} MB, on a white or transparent background. Only this person and the back office see
      them; they are printed on the certified translation.
    </p>
    <div className="grid gap-6 sm:grid-cols-2">
      {STAFF_IMAGES.map((image) => (
        <ImageSlot key={image} owner={owner} profile={profile} image={image} readOnly={readOnly} />
      ))}
    </div>
  </Card>
);
