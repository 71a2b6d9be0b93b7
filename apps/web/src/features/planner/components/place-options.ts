import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';

/**
 * The places the wizard offers by name: countries lived in (ISO 3166-1 alpha-2, and XK for Kosovo) and the US
 * states (and DC, Puerto Rico) a company is incorporated in. The codes are what the plan model takes.
 */
const COUNTRY_CODES =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO
FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE
JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO
MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW
PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM
TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`.split(/\s+/);

export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const isCountryCode = (code: string): boolean => COUNTRY_CODES.includes(code);
export const isUsStateCode = (code: string): boolean => Object.hasOwn(US_STATE_NAMES, code);

type TPlaceOption = { value: string; label: string };

// Built on first use, per language: the steps that show these lists never render in the prerendered page (Intl's
// set-up stays out of its first render).
const countryNames = new Map<TLocale, Intl.DisplayNames>();
const countryOptions = new Map<TLocale, TPlaceOption[]>();

/** A country's name in the page's language ('MX' → 'Mexico', 'México', 'Mexique'); the code itself when unknown. */
export const countryLabel = (code: string, locale: TLocale = 'en'): string => {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region', fallback: 'code' });
    countryNames.set(locale, names);
  }
  return isCountryCode(code) ? (names.of(code) ?? code) : code;
};

/** Every country, by name in alphabetical order of the page's language. */
export const countrySelectOptions = (locale: TLocale = 'en'): TPlaceOption[] => {
  let options = countryOptions.get(locale);
  if (!options) {
    options = COUNTRY_CODES.map((value) => ({ value, label: countryLabel(value, locale) })).sort((a, b) =>
      a.label.localeCompare(b.label, LOCALE_TAGS[locale]),
    );
    countryOptions.set(locale, options);
  }
  return options;
};

/** The states by their own (English) names, in alphabetical order. */
export const usStateSelectOptions = (locale: TLocale = 'en'): TPlaceOption[] =>
  Object.entries(US_STATE_NAMES)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, LOCALE_TAGS[locale]));
