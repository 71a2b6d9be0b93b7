import type { TCertification } from '@sello/shared/certified-document-schemas';
import { LANGUAGES, type TLanguage } from '@sello/shared/constants';
import { swornTitle, type TFormOfAddress } from '@sello/shared/staff-profile-schemas';

/**
 * The words printed on a generated certified translation: the Annex II formula of Orden AEC/2125/2014 (Spanish sworn
 * translations), the French « Je soussigné(e) … » certification, the USCIS statement, the seal's three lines and the
 * dated "copy of the original" stamp. Pure text, so the wording can be read and tested apart from the layout.
 */

export type TSwornJurisdiction = 'spain' | 'france';
export type TWordingLanguage = 'es' | 'fr' | 'en';

const SPANISH_LANGUAGE_NAMES: Record<TLanguage, string> = { english: 'inglés', spanish: 'español', french: 'francés' };
const FRENCH_LANGUAGE_NAMES: Record<TLanguage, string> = {
  english: 'anglais',
  spanish: 'espagnol',
  french: 'français',
};
/** "la langue anglaise": the adjective, feminine, after « langue ». */
const FRENCH_LANGUAGE_ADJECTIVES: Record<TLanguage, string> = {
  english: 'anglaise',
  spanish: 'espagnole',
  french: 'française',
};
const englishLanguageName = (language: TLanguage): string => LANGUAGES[language].name;

/** The language's name in the wording's language (lower case in Spanish and French, as in running text). */
export const languageName = (language: TLanguage, in_: TWordingLanguage): string =>
  in_ === 'es'
    ? SPANISH_LANGUAGE_NAMES[language]
    : in_ === 'fr'
      ? FRENCH_LANGUAGE_NAMES[language]
      : englishLanguageName(language);

/** « de » before a language name, elided before a vowel: « d'anglais », « d'espagnol », « de français ». */
const frenchOf = (name: string): string => (/^[aeiouy]/i.test(name) ? `d'${name}` : `de ${name}`);

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The date is the one at the place of the jurisdiction (a document issued at 00:30 in Madrid is dated that day). */
const TIME_ZONES: Record<TSwornJurisdiction, string> = { spain: 'Europe/Madrid', france: 'Europe/Paris' };

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "26 de noviembre de 2026", "26 novembre 2026" (1er for the first), "November 26, 2026". */
export const formatCertificationDate = (
  date: Date,
  in_: TWordingLanguage,
  jurisdiction: TSwornJurisdiction,
): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONES[jurisdiction],
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((entry) => entry.type === type)?.value);
  const [year, month, day] = [part('year'), part('month') - 1, part('day')];
  if (in_ === 'es') return `${day} de ${SPANISH_MONTHS[month]} de ${year}`;
  if (in_ === 'fr') return `${day === 1 ? '1er' : day} ${FRENCH_MONTHS[month]} ${year}`;
  return `${ENGLISH_MONTHS[month]} ${day}, ${year}`;
};

export type TSwornCredentialWording = {
  jurisdiction: TSwornJurisdiction;
  language: TLanguage;
  number: string;
  issuingAuthority: string;
  /** Null: not said, both forms printed (Don/Doña, Traductor/a-Intérprete Jurado/a, soussigné(e)). */
  formOfAddress: TFormOfAddress | null;
};

/**
 * The words that agree with the translator, by form of address; when it is not said, the template's both forms
 * (French keeps its generic masculine there, as « Je soussigné(e) …, traducteur assermenté » always read).
 */
const AGREEMENT = {
  masculine: {
    spanishHonorific: 'Don',
    spanishAppointed: 'nombrado',
    frenchUndersigned: 'soussigné',
    frenchSwornInterpreter: 'traducteur-interprète juré',
    frenchAppointed: 'nommé',
  },
  feminine: {
    spanishHonorific: 'Doña',
    spanishAppointed: 'nombrada',
    frenchUndersigned: 'soussignée',
    frenchSwornInterpreter: 'traductrice-interprète jurée',
    frenchAppointed: 'nommée',
  },
  unsaid: {
    spanishHonorific: 'Don/Doña',
    spanishAppointed: 'nombrado/a',
    frenchUndersigned: 'soussigné(e)',
    frenchSwornInterpreter: 'traducteur-interprète juré',
    frenchAppointed: 'nommé',
  },
} as const;

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The seal: necessarily and exclusively the name, the language and the number (Orden AEC/2125/2014, art. 8), in
 * Spanish for a Spanish sworn translator, in French for a French one.
 */
export const sealLines = (name: string, sworn: TSwornCredentialWording): [string, string, string] =>
  sworn.jurisdiction === 'spain'
    ? [
        name,
        `${swornTitle('spain', sworn.formOfAddress)} de ${capitalized(languageName(sworn.language, 'es'))}`,
        `N.º ${sworn.number}`,
      ]
    : [
        name,
        `${swornTitle('france', sworn.formOfAddress)} — ${languageName(sworn.language, 'fr')}`,
        `${sworn.issuingAuthority} — N° ${sworn.number}`,
      ];

export type TCertificationWordingInput = {
  name: string;
  sworn: TSwornCredentialWording;
  sourceLanguage: TLanguage;
  targetLanguage: TLanguage;
  place: string;
  issuedAt: Date;
};

/**
 * The sworn certification: the official formula, then (when the translation is not into the jurisdiction's language)
 * its literal translation into the target language, so the authority receiving it can read it.
 */
export const swornCertificationText = (
  input: TCertificationWordingInput,
): { title: string; formula: string; literal: { title: string; text: string } | null } => {
  const { name, sworn, sourceLanguage, targetLanguage, place, issuedAt } = input;
  const date = (in_: TWordingLanguage) => formatCertificationDate(issuedAt, in_, sworn.jurisdiction);
  const words = AGREEMENT[sworn.formOfAddress ?? 'unsaid'];
  if (sworn.jurisdiction === 'spain') {
    const formula =
      `${words.spanishHonorific} ${name}, ${swornTitle('spain', sworn.formOfAddress)} de ` +
      `${languageName(sworn.language, 'es')} ${words.spanishAppointed} por el ` +
      'Ministerio de Asuntos Exteriores y de Cooperación, certifica que la que antecede es traducción fiel y ' +
      `completa al ${languageName(targetLanguage, 'es')} de un documento redactado en ` +
      `${languageName(sourceLanguage, 'es')}. En ${place}, a ${date('es')}.`;
    const literal =
      targetLanguage === 'english'
        ? {
            title: 'Translation of the certification',
            text:
              `${name}, Sworn Translator-Interpreter of ${languageName(sworn.language, 'en')} appointed by the ` +
              'Ministry of Foreign Affairs and Cooperation of Spain, certifies that the foregoing is a true and ' +
              `complete translation into ${languageName(targetLanguage, 'en')} of a document written in ` +
              `${languageName(sourceLanguage, 'en')}. In ${place}, on ${date('en')}.`,
          }
        : targetLanguage === 'french'
          ? {
              title: 'Traduction de la certification',
              text:
                `${name}, ${words.frenchSwornInterpreter} ${frenchOf(languageName(sworn.language, 'fr'))} ` +
                `${words.frenchAppointed} par le ` +
                "ministère des Affaires étrangères et de la Coopération d'Espagne, certifie que ce qui précède est " +
                `la traduction fidèle et complète en ${languageName(targetLanguage, 'fr')} d'un document rédigé en ` +
                `${languageName(sourceLanguage, 'fr')}. À ${place}, le ${date('fr')}.`,
            }
          : null;
    return { title: 'Certificación', formula, literal };
  }
  const formula =
    `Je ${words.frenchUndersigned} ${name}, ${lowerFirst(swornTitle('france', sworn.formOfAddress))} près la ` +
    `${sworn.issuingAuthority} pour la langue ` +
    `${FRENCH_LANGUAGE_ADJECTIVES[sworn.language]}, certifie que la traduction qui précède, en langue ` +
    `${FRENCH_LANGUAGE_ADJECTIVES[targetLanguage]}, est conforme à l'original rédigé en langue ` +
    `${FRENCH_LANGUAGE_ADJECTIVES[sourceLanguage]}. Fait à ${place}, le ${date('fr')}.`;
  const literal =
    targetLanguage === 'english'
      ? {
          title: 'Translation of the certification',
          text:
            `I, the undersigned, ${name}, sworn translator before the ${sworn.issuingAuthority} for the ` +
            `${languageName(sworn.language, 'en')} language, certify that the foregoing translation, in ` +
            `${languageName(targetLanguage, 'en')}, conforms to the original written in ` +
            `${languageName(sourceLanguage, 'en')}. Done at ${place}, on ${date('en')}.`,
        }
      : null;
  return { title: 'Certification', formula, literal };
};

/** The USCIS translator's certification (8 CFR 103.2(b)(3)): competence in both languages, complete and accurate. */
export const uscisStatement = (input: {
  name: string;
  sourceLanguage: TLanguage;
  targetLanguage: TLanguage;
  documentName: string;
  translationPages: number;
}): string =>
  `I, ${input.name}, certify that I am competent to translate from ${languageName(input.sourceLanguage, 'en')} ` +
  `into ${languageName(input.targetLanguage, 'en')}, and that the attached translation of ${input.documentName}, ` +
  `${input.translationPages} ${input.translationPages === 1 ? 'page' : 'pages'}, is complete and accurate to the ` +
  'best of my knowledge and ability.';

/** The credential as the USCIS page states it. */
export const uscisCredential = (sworn: TSwornCredentialWording): string =>
  sworn.jurisdiction === 'spain'
    ? `Sworn Translator-Interpreter of ${languageName(sworn.language, 'en')}, No. ${sworn.number}, appointed by ${sworn.issuingAuthority}`
    : `Sworn Translator (${lowerFirst(swornTitle('france', sworn.formOfAddress))}) of ${languageName(sworn.language, 'en')}, No. ${sworn.number}, appointed by ${sworn.issuingAuthority}`;

/** The stamp on each page of the copy of the source: "each of its pages dated and sealed". */
export const sourceCopyStamp = (certifications: TCertification[], issuedAt: Date, jurisdiction: TSwornJurisdiction) =>
  certifications.includes('sworn_spain')
    ? `Copia del original — ${formatCertificationDate(issuedAt, 'es', jurisdiction)}`
    : certifications.includes('sworn_france')
      ? `Copie de l'original — ${formatCertificationDate(issuedAt, 'fr', jurisdiction)}`
      : `Copy of the original — ${formatCertificationDate(issuedAt, 'en', jurisdiction)}`;

/**
 * The two footer lines of every page, in the language of the authority the document is for: English when it carries
 * the USCIS certification (the "Translation of <document> — page n of N — order <number>"), else the sworn
 * jurisdiction's language.
 */
export const footerLines = (
  certifications: TCertification[],
  input: { documentName: string; page: number; pages: number; orderNumber: string; url: string; code: string },
): [string, string] => {
  const { documentName, page, pages, orderNumber, url, code } = input;
  if (certifications.includes('uscis') || certifications.length === 0) {
    return [
      `Translation of ${documentName} — page ${page} of ${pages} — order ${orderNumber}`,
      `Verify: ${url} · code ${code}`,
    ];
  }
  if (certifications.includes('sworn_spain')) {
    return [
      `Traducción de ${documentName} — página ${page} de ${pages} — pedido ${orderNumber}`,
      `Verificación: ${url} · código ${code}`,
    ];
  }
  return [
    `Traduction de ${documentName} — page ${page} sur ${pages} — commande ${orderNumber}`,
    `Vérification : ${url} · code ${code}`,
  ];
};
