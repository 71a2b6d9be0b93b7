import type { TLanguage } from '@sello/shared/constants';
import { LANGUAGES } from '@sello/shared/constants';
import {
  SWORN_JURISDICTION_VALUES,
  SWORN_JURISDICTIONS,
  swornCoveredPairs,
  type TStaffCredential,
  type TSwornCredential,
  type TSwornJurisdiction,
} from '@sello/shared/staff-profile-schemas';
import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { StaffCredentialsTable } from '../../db/schema.ts';

type TCredentialRow = Selectable<StaffCredentialsTable>;

export const CREDENTIAL_NOT_FOUND = 'No such credential';

export const toStaffCredential = (row: TCredentialRow): TStaffCredential => {
  if (row.kind === 'sworn' && row.jurisdiction && row.language) {
    return {
      id: row.id,
      kind: 'sworn',
      jurisdiction: row.jurisdiction,
      language: row.language,
      number: row.number,
      issuingAuthority: row.issuer,
      formOfAddress: row.form_of_address,
      coveredPairs: swornCoveredPairs({ jurisdiction: row.jurisdiction, language: row.language }),
    };
  }
  return {
    id: row.id,
    kind: 'certified',
    body: row.issuer,
    number: row.number,
    // The table's check constraint guarantees both for a certified row.
    sourceLanguage: row.source_language as TLanguage,
    targetLanguage: row.target_language as TLanguage,
  };
};

const jurisdictionsOf = (language: TLanguage): TSwornJurisdiction[] =>
  SWORN_JURISDICTION_VALUES.filter((jurisdiction) => SWORN_JURISDICTIONS[jurisdiction].language === language);

/**
 * The staff member's sworn credential that covers the pair, or null: an appointment in a jurisdiction whose language is
 * one side of the pair, for the language on the other side (a Spanish TIJ of English covers EN → ES and ES → EN).
 */
export const findSwornCredential = async (
  db: TDb,
  userId: string,
  pair: { sourceLanguage: TLanguage; targetLanguage: TLanguage },
): Promise<TSwornCredential | null> => {
  const intoTarget = jurisdictionsOf(pair.targetLanguage);
  const fromSource = jurisdictionsOf(pair.sourceLanguage);
  if (intoTarget.length === 0 && fromSource.length === 0) return null;
  const row = await db
    .selectFrom('staff_credentials')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'sworn')
    .where((eb) =>
      eb.or([
        ...(intoTarget.length
          ? [eb.and([eb('language', '=', pair.sourceLanguage), eb('jurisdiction', 'in', intoTarget)])]
          : []),
        ...(fromSource.length
          ? [eb.and([eb('language', '=', pair.targetLanguage), eb('jurisdiction', 'in', fromSource)])]
          : []),
      ]),
    )
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const credential = toStaffCredential(row);
  return credential.kind === 'sworn' ? credential : null;
};

/** Why sworn work cannot go to this person: what credential they would need. */
export const swornCredentialMissingMessage = (pair: {
  sourceLanguage: TLanguage;
  targetLanguage: TLanguage;
}): string => {
  const source = LANGUAGES[pair.sourceLanguage].name;
  const target = LANGUAGES[pair.targetLanguage].name;
  const needed = [...jurisdictionsOf(pair.targetLanguage).map((j) => ({ j, language: source }))]
    .concat(jurisdictionsOf(pair.sourceLanguage).map((j) => ({ j, language: target })))
    .map(({ j, language }) => `a ${SWORN_JURISDICTIONS[j].title} (${SWORN_JURISDICTIONS[j].name}) of ${language}`);
  const unique = [...new Set(needed)];
  return unique.length
    ? `Sworn ${source} → ${target} work can only go to a translator holding sworn credentials for it: ${unique.join(' or ')}. Add the credential to their profile, or choose another translator.`
    : `No sworn appointment covers ${source} → ${target}; sworn work in this pair cannot be assigned.`;
};
