import { z } from 'zod';
import { LANGUAGE_PAIRS, LANGUAGES, type TLanguage } from './constants.ts';
import { ZLanguage, ZLanguageName } from './language-schemas.ts';

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
