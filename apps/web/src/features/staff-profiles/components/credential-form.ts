import {
  FORMS_OF_ADDRESS,
  SWORN_JURISDICTIONS,
  swornTitle,
  type TFormOfAddress,
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
    /** A radio group's value: 'unsaid' is the API's null. */
    formOfAddress: z.enum([...FORMS_OF_ADDRESS, 'unsaid']),
    body: z.string(),
    sourceLanguage: z.string(),
    targetLanguage: z.string(),
  })
  .transform(
    (values): z.input<typeof ZStaffCredentialInput> =>
      values.kind === 'sworn'
        ? {
            kind: 'sworn' as const,
            jurisdiction: values.jurisdiction,
            language: values.language,
            number: values.number,
            issuingAuthority: values.issuingAuthority,
            formOfAddress: values.formOfAddress === 'unsaid' ? null : values.formOfAddress,
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
    formOfAddress: 'unsaid',
    body: 'American Translators Association (ATA)',
    sourceLanguage: 'spanish',
    targetLanguage: 'english',
  };
  if (!credential) return blank;
  return credential.kind === 'sworn'
    ? { ...blank, ...credential, formOfAddress: credential.formOfAddress ?? 'unsaid' }
    : {
        ...blank,
        kind: 'certified',
        body: credential.body,
        number: credential.number,
        sourceLanguage: credential.sourceLanguage,
        targetLanguage: credential.targetLanguage,
      };
};

/** "Traductor-Intérprete Jurado (Spain)"; "Traductora-Intérprete Jurada (Spain)" for an appointment said feminine. */
export const jurisdictionTitle = (jurisdiction: TSwornJurisdiction, formOfAddress: TFormOfAddress | null = null) =>
  `${formOfAddress ? swornTitle(jurisdiction, formOfAddress) : SWORN_JURISDICTIONS[jurisdiction].title} (${SWORN_JURISDICTIONS[jurisdiction].name})`;

/**
 * The title the seal and the certification print, as the back office chooses it: "Traductora-Intérprete Jurada
 * (Doña)", "Traducteur assermenté", or "Not set (Traductor/a-Intérprete Jurado/a)".
 */
export const formOfAddressLabel = (jurisdiction: TSwornJurisdiction, formOfAddress: TFormOfAddress | null): string => {
  const title = swornTitle(jurisdiction, formOfAddress);
  if (formOfAddress === null) {
    return jurisdiction === 'spain' ? `Not set (${title})` : `Not set (Je soussigné(e) …, ${title.toLowerCase()})`;
  }
  if (jurisdiction === 'france') return title;
  return `${title} (${formOfAddress === 'feminine' ? 'Doña' : 'Don'})`;
};
