import { z } from 'zod';
import { LANGUAGE_PAIRS, LANGUAGES, type TLanguage } from './constants.ts';
import { ZLanguage, ZLanguageName } from './language-schemas.ts';
import { ZStaffRole } from './staff-roles.ts';

/**
 * Translator profiles and credentials (issue 30; docs/decisions.md › "Translator profiles and sworn credentials").
 *
 * A sworn translator is appointed by a jurisdiction for one foreign language, and swears translations between that
 * language and the jurisdiction's own: a Spanish Traductor-Intérprete Jurado of English covers English → Spanish and
 * Spanish → English; a French traducteur assermenté of English covers English ↔ French. Never English → French for
 * the Spanish one: the appointment is tied to the jurisdiction's language.
 */
export const SWORN_JURISDICTIONS = {
  spain: {
    name: 'Spain',
    language: 'spanish',
    title: 'Traductor-Intérprete Jurado',
    authority: 'Ministerio de Asuntos Exteriores, Unión Europea y Cooperación (MAEC)',
  },
  france: {
    name: 'France',
    language: 'french',
    title: 'Traducteur assermenté',
    authority: "Cour d'appel",
  },
} as const satisfies Record<string, { name: string; language: TLanguage; title: string; authority: string }>;

export type TSwornJurisdiction = keyof typeof SWORN_JURISDICTIONS;

/**
 * How the appointed translator is named on the seal and in the certification: Doña … Traductora-Intérprete Jurada,
 * Don … Traductor-Intérprete Jurado; « Je soussignée …, traductrice assermentée ». Null: not said, the template's
 * both-forms wording (Traductor/a-Intérprete Jurado/a).
 */
export const FORMS_OF_ADDRESS = ['masculine', 'feminine'] as const;
export type TFormOfAddress = (typeof FORMS_OF_ADDRESS)[number];

/** The title as printed on the seal, e.g. "Traductora-Intérprete Jurada" (Spain), "Traductrice assermentée" (France). */
export const swornTitle = (jurisdiction: TSwornJurisdiction, formOfAddress: TFormOfAddress | null): string => {
  if (jurisdiction === 'spain') {
    return formOfAddress === 'feminine'
      ? 'Traductora-Intérprete Jurada'
      : formOfAddress === 'masculine'
        ? 'Traductor-Intérprete Jurado'
        : 'Traductor/a-Intérprete Jurado/a';
  }
  return formOfAddress === 'feminine' ? 'Traductrice assermentée' : 'Traducteur assermenté';
};
export const SWORN_JURISDICTION_VALUES = Object.keys(SWORN_JURISDICTIONS) as [
  TSwornJurisdiction,
  ...TSwornJurisdiction[],
];

export type TLanguagePair = { source: TLanguage; target: TLanguage };

/** The two directions a sworn appointment covers: its language to the jurisdiction's and back. */
export const swornCoveredPairs = (credential: {
  jurisdiction: TSwornJurisdiction;
  language: TLanguage;
}): TLanguagePair[] => {
  const official = SWORN_JURISDICTIONS[credential.jurisdiction].language;
  return [
    { source: credential.language, target: official },
    { source: official, target: credential.language },
  ];
};

export const isProductPair = (pair: TLanguagePair): boolean =>
  LANGUAGE_PAIRS.some(({ source, target }) => source === pair.source && target === pair.target);

export const languagePairLabel = (pair: TLanguagePair): string =>
  `${LANGUAGES[pair.source].name} → ${LANGUAGES[pair.target].name}`;

const PAIR_NOT_OFFERED =
  'Choose a language pair we offer: English → Spanish, English → French, Spanish → English or French → English';

/** A language pair on input: one of the product's pairs (constants.ts LANGUAGE_PAIRS). */
export const ZLanguagePairInput = z
  .object({ source: ZLanguage, target: ZLanguage })
  .refine(isProductPair, { error: PAIR_NOT_OFFERED });

export const ZLanguagePair = z.object({ source: ZLanguageName, target: ZLanguageName });

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const ZSwornCredentialInput = z.object({
  kind: z.literal('sworn'),
  jurisdiction: z.enum(SWORN_JURISDICTION_VALUES, { error: 'Choose the country that appointed the translator' }),
  /** The foreign language of the appointment (never the jurisdiction's own). */
  language: ZLanguage,
  /** The appointment number, e.g. the MAEC's TIJ number. */
  number: trimmed('The appointment number', 60),
  issuingAuthority: trimmed('The issuing authority', 160),
  /** Optional; absent or null: not said (a PUT without it clears it). */
  formOfAddress: z
    .enum(FORMS_OF_ADDRESS, { error: "Choose the title's form: 'masculine', 'feminine' or null (not said)" })
    .nullable()
    .default(null),
});

export const ZCertifiedCredentialInput = z.object({
  kind: z.literal('certified'),
  /** The certifying body, e.g. ATA. */
  body: trimmed('The certifying body', 160),
  number: trimmed('The certification number', 60),
  sourceLanguage: ZLanguage,
  targetLanguage: ZLanguage,
});

/** POST /api/admin/staff/:userId/credentials, PUT …/credentials/:credentialId */
export const ZStaffCredentialInput = z
  .discriminatedUnion('kind', [ZSwornCredentialInput, ZCertifiedCredentialInput], {
    error: "Choose the kind of credential: 'sworn' or 'certified'",
  })
  .superRefine((credential, ctx) => {
    if (credential.kind === 'sworn' && SWORN_JURISDICTIONS[credential.jurisdiction].language === credential.language) {
      ctx.addIssue({
        code: 'custom',
        path: ['language'],
        message: `Choose the foreign language of the appointment: a sworn translator in ${SWORN_JURISDICTIONS[credential.jurisdiction].name} translates it to and from ${LANGUAGES[credential.language].name}`,
      });
    }
    if (credential.kind === 'certified' && credential.sourceLanguage === credential.targetLanguage) {
      ctx.addIssue({ code: 'custom', path: ['targetLanguage'], message: 'Choose two different languages' });
    }
  });
export type TStaffCredentialInput = z.infer<typeof ZStaffCredentialInput>;

export const ZSwornCredential = z.object({
  id: z.uuid(),
  kind: z.literal('sworn'),
  jurisdiction: z.enum(SWORN_JURISDICTION_VALUES),
  language: ZLanguageName,
  number: z.string(),
  issuingAuthority: z.string(),
  /** Null: not said; the seal and the certification then print both forms (Traductor/a-Intérprete Jurado/a). */
  formOfAddress: z.enum(FORMS_OF_ADDRESS).nullable(),
  /** The directions the appointment covers, derived from jurisdiction and language. */
  coveredPairs: z.array(ZLanguagePair),
});
export type TSwornCredential = z.infer<typeof ZSwornCredential>;

export const ZCertifiedCredential = z.object({
  id: z.uuid(),
  kind: z.literal('certified'),
  body: z.string(),
  number: z.string(),
  sourceLanguage: ZLanguageName,
  targetLanguage: ZLanguageName,
});
export type TCertifiedCredential = z.infer<typeof ZCertifiedCredential>;

export const ZStaffCredential = z.discriminatedUnion('kind', [ZSwornCredential, ZCertifiedCredential]);
export type TStaffCredential = z.infer<typeof ZStaffCredential>;

/** The seal and the signature a sworn or certified translation carries. */
export const STAFF_IMAGES = ['seal', 'signature'] as const;
export const ZStaffImageName = z.enum(STAFF_IMAGES, { error: "Choose 'seal' or 'signature'" });
export type TStaffImageName = z.infer<typeof ZStaffImageName>;
export const STAFF_IMAGE_LABELS: Record<TStaffImageName, string> = { seal: 'Seal', signature: 'Signature' };
/** PNG or JPEG, sent as the request body with its Content-Type. */
export const STAFF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const STAFF_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const ZStaffImage = z.object({
  contentType: z.enum(STAFF_IMAGE_TYPES),
  /** A short-lived signed link to the image (private, no-store), issued only to the person and the back office. */
  url: z.string(),
});
export type TStaffImage = z.infer<typeof ZStaffImage>;

/** A translator's digital signing certificate: a PKCS#12 file (.p12/.pfx) and the passphrase that opens it. */
export const SIGNING_CERTIFICATE_MAX_BYTES = 100 * 1024;
export const SIGNING_CERTIFICATE_EXTENSIONS = ['.p12', '.pfx'] as const;

/** PUT /api/admin/staff/:userId/profile/signing-certificate, PUT /api/staff/me/profile/signing-certificate */
export const ZUploadSigningCertificateRequest = z.object({
  /** The PKCS#12 file, base64 (at most 100 KB once decoded). */
  certificate: z
    .string({ error: 'Choose the certificate file (.p12 or .pfx)' })
    .min(1, { error: 'Choose the certificate file (.p12 or .pfx)' })
    .max(Math.ceil(SIGNING_CERTIFICATE_MAX_BYTES / 3) * 4 + 4, { error: 'The certificate file is larger than 100 KB' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'Send the certificate file base64-encoded' }),
  passphrase: z
    .string({ error: 'Enter the passphrase of the certificate' })
    .min(1, { error: 'Enter the passphrase of the certificate' })
    .max(1000, { error: 'The passphrase must be at most 1000 characters' }),
});
export type TUploadSigningCertificateRequest = z.infer<typeof ZUploadSigningCertificateRequest>;

/** What a profile shows of its signing certificate (read from the certificate; never the file or its passphrase). */
export const ZSigningCertificate = z.object({
  /** The certificate subject's common name: the name the PDF signature carries. */
  subject: z.string(),
  issuer: z.string(),
  validUntil: z.iso.datetime(),
});
export type TSigningCertificate = z.infer<typeof ZSigningCertificate>;

export const ZStaffProfile = z.object({
  userId: z.uuid(),
  email: z.string(),
  staffRole: ZStaffRole,
  displayName: z.string(),
  languagePairs: z.array(ZLanguagePair),
  credentials: z.array(ZStaffCredential),
  seal: ZStaffImage.nullable(),
  signature: ZStaffImage.nullable(),
  /** The PKCS#12 certificate generated certified translations are digitally signed with (PAdES), if any. */
  signingCertificate: ZSigningCertificate.nullable(),
  /** False on the person's own profile: credentials are entered and checked by the back office. */
  canEditCredentials: z.boolean(),
});
export type TStaffProfile = z.infer<typeof ZStaffProfile>;

/** Every profile and credential route answers with the profile as it now is. */
export const ZStaffProfileResponse = z.object({ profile: ZStaffProfile });
export type TStaffProfileResponse = z.infer<typeof ZStaffProfileResponse>;

/** PUT /api/admin/staff/:userId/profile, PUT /api/staff/me/profile */
export const ZUpdateStaffProfileRequest = z.object({
  displayName: trimmed('Display name', 120),
  languagePairs: z
    .array(ZLanguagePairInput, { error: 'Choose the language pairs' })
    .max(LANGUAGE_PAIRS.length)
    .refine((pairs) => new Set(pairs.map((pair) => `${pair.source}>${pair.target}`)).size === pairs.length, {
      error: 'Each language pair only once',
    }),
});
export type TUpdateStaffProfileRequest = z.infer<typeof ZUpdateStaffProfileRequest>;

export const ZStaffMemberParams = z.object({ userId: z.uuid({ error: 'No staff member with this id' }) });
export const ZStaffCredentialParams = ZStaffMemberParams.extend({
  credentialId: z.uuid({ error: 'No such credential' }),
});
