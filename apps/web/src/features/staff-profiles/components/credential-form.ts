import {
  SWORN_JURISDICTIONS,
  type TStaffCredential,
  type TStaffCredentialInput,
  type TSwornJurisdiction,
  ZStaffCredentialInput,
} from '@sello/shared/staff-profile-schemas';
import { z } from 'zod';

/** Every field of both kinds, flat; the server's schema checks what the chosen kind sends (its messages, its paths). */
export const ZCredentialForm = z
  .object({
    kind: z.enum(['sworn', 'certified']),
    jurisdiction: z.enum(['spain', 'france']),
    language: z.string(),
    number: z.string(),
    issuingAuthority: z.string(),
    body: z.string(),
    sourceLanguage: z.string(),
    targetLanguage: z.string(),
  })
  .transform((values) =>
    values.kind === 'sworn'
      ? {
          kind: 'sworn' as const,
          jurisdiction: values.jurisdiction,
          language: values.language,
          number: values.number,
          issuingAuthority: values.issuingAuthority,
        }
      : {
          kind: 'certified' as const,
          body: values.body,
          number: values.number,
          sourceLanguage: values.sourceLanguage,
          targetLanguage: values.targetLanguage,
        },
  )
  .pipe(ZStaffCredentialInput);
export type TCredentialFormValues = z.input<typeof ZCredentialForm>;
export type TCredentialFormOutput = TStaffCredentialInput;

export const credentialDefaults = (credential?: TStaffCredential): TCredentialFormValues => {
  const blank: TCredentialFormValues = {
    kind: 'sworn',
    jurisdiction: 'spain',
    language: 'english',
    number: '',
    issuingAuthority: SWORN_JURISDICTIONS.spain.authority,
    body: 'American Translators Association (ATA)',
    sourceLanguage: 'spanish',
    targetLanguage: 'english',
  };
  if (!credential) return blank;
  return credential.kind === 'sworn'
    ? { ...blank, ...credential }
    : {
        ...blank,
        kind: 'certified',
        body: credential.body,
        number: credential.number,
        sourceLanguage: credential.sourceLanguage,
        targetLanguage: credential.targetLanguage,
      };
};

export const jurisdictionTitle = (jurisdiction: TSwornJurisdiction) =>
  `${SWORN_JURISDICTIONS[jurisdiction].title} (${SWORN_JURISDICTIONS[jurisdiction].name})`;
