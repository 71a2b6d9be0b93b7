/**
 * The plan's own words in English (docs/decisions.md, "Languages"): every sentence a plan carries (document names and
 * descriptions, steps, constraints, notes, warnings, the title), keyed by the dataset's ids. The facts (days, costs,
 * validity, which documents) stay in dataset.ts and dataset-documents.ts; es.ts and fr.ts say the same in Spanish and
 * French. ICU MessageFormat, formatted by plan-text.ts.
 */
export const en = {
  header: {
    title: {
      DNV: 'Document plan for Spain: Telework (Digital Nomad) visa',
      NLV: 'Document plan for Spain: Non-working (Non-lucrative) Residence visa',
      WKV: 'Document plan for Spain: Work visa',
    },
    subtitle: 'Consulate of Spain in {consulate} · appointment on {date}',
  },
  schedule: {
    notBefore: 'Do not request it before {date}',
    notEnoughTime:
      'Not enough time: this document takes {days} days and should have been started on {start} to be ready for the appointment on {appointment}. Expedite it or move the appointment.',
    expiresFirst:
      'This document takes longer to prepare ({days} days) than it stays valid ({validity} days); it would expire before the appointment.',
  },
  steps: {
    apostille: {
      federal: 'Federal apostille (US Department of State)',
      state: 'State apostille (Secretary of State)',
      foreign: 'Apostille or legalisation in the issuing country',
    },
    translate: 'Sworn translation',
    translateWithApostille: 'Sworn translation of the document and its apostille',
    ready: 'Ready for the appointment',
  },
  apostilleForms: {
    federal: 'US Department of State, Office of Authentications (form DS-4194), $20 per document',
    degree: 'Secretary of State of the state where the school is located (notarised copy, then apostille)',
    marriage: 'Secretary of State of the state that issued the certificate',
    birth: 'Secretary of State of the state of birth',
    companyState: 'Secretary of State of {state} (state of incorporation)',
    companyUnknownState: "Secretary of State of the company's state of incorporation",
    foreign:
      'Apostille from the competent authority of {country} (legalisation at a Spanish consulate if {country} is not in the Hague Convention)',
  },
  translationNotes: {
    sworn:
      'Sworn translation into Spanish by a translator appointed by MAEC (traductor jurado), covering the document and its apostille. Whether any of the five consulates accepts ATA-certified translations is not confirmed.',
    swornNoApostille:
      'Sworn translation into Spanish by a translator appointed by MAEC (traductor jurado). Whether ATA-certified translations are accepted is not confirmed.',
    swornApostilleUnconfirmed:
      'Sworn translation into Spanish by a translator appointed by MAEC (traductor jurado). Whether ATA-certified translations are accepted is not confirmed. Whether an apostille is needed is not confirmed.',
    swornUnlessSpanish:
      'Sworn translation into Spanish by a translator appointed by MAEC (traductor jurado), covering the document and its apostille. Whether any of the five consulates accepts ATA-certified translations is not confirmed. Not needed if the certificate is issued in Spanish.',
    bilingualForm: 'Bilingual form: fill it in, no translation needed.',
    issuedInSpanish: 'Issued in Spanish.',
    writtenInSpanish: 'Written in Spanish.',
    insurerInSpanish: 'Ask the insurer for a certificate in Spanish; no translation then.',
    incomeLetters:
      'Sworn translation of letters and payslips in English. Some applicants report bank statements accepted untranslated (not confirmed).',
    meansLetters:
      'Sworn translation of letters. Some applicants report bank statements accepted untranslated (not confirmed).',
  },
  documents: {
    visa_form: {
      label: 'National visa application form',
      description: 'The national (long-stay) visa form, completed and signed by each applicant.',
      issuer: 'Applicant',
      order: 'Fill in and sign the form',
    },
    passport: {
      label: 'Passport',
      description:
        'Valid passport with at least two blank pages, issued within the last 10 years, and a copy of its data page.',
      issuer: 'US Department of State',
      order: 'Check your passport; renew it if it falls short',
    },
    nie_certificate: {
      label: 'NIE certificate (foreigner identity number)',
      description: 'Certificate of the Spanish foreigner identity number, for every applicant including dependents.',
      issuer: 'Consulate of Spain',
      order: 'Request the NIE from the consulate',
    },
    residence_proof: {
      label: 'Proof of residence in the consular district',
      description: "Driver's licence, state ID or student ID showing an address in the consulate's district.",
      issuer: 'State (DMV) or school',
      order: 'Copy your ID showing your current address',
    },
    legal_status_proof: {
      label: 'Proof of legal status in the US',
      description: 'Green card or a valid long-term US visa. Visitors on B-1/B-2 cannot apply from the US.',
      issuer: 'USCIS / US Department of State',
      order: 'Copy your green card or US visa',
    },
    employer_certificate: {
      label: 'Employer certificate',
      description:
        'Letter from your employer stating your seniority (at least 3 months), your income and explicit permission to work remotely from Spain.',
      issuer: 'Employer',
      order: 'Ask your employer for the certificate',
    },
    client_contracts: {
      label: 'Client contracts',
      description:
        'Contracts with your non-Spanish clients showing a relationship of at least 3 months and the terms of remote work.',
      issuer: 'Clients',
      order: 'Collect your client contracts',
    },
    company_existence: {
      label: 'Company existence certificate',
      description:
        "Certificate of good standing or existence of your employer's company (or of each client company), showing at least 1 year of activity.",
      issuer: 'Secretary of State of the state of incorporation',
      order: 'Order the certificate from the Secretary of State',
    },
    degree_diploma: {
      label: 'University degree',
      description:
        'Diploma of a recognised university, vocational (VET) or business school degree, or a postgraduate degree.',
      issuer: 'University or school',
      order: 'Order a certified copy of your diploma',
    },
    experience_proof: {
      label: 'Proof of at least 3 years of professional experience',
      description: 'Employer letters, contracts or tax records showing at least 3 years of experience in your field.',
      issuer: 'Employers / clients',
      order: 'Collect letters and contracts covering 3 years',
    },
    economic_means: {
      label: 'Proof of income',
      description:
        'Payslips, bank statements and your contract showing regular income at or above the threshold. Funds must be lawful, yours and available.',
      issuer: 'Bank / employer',
      order: 'Download payslips and bank statements',
    },
    financial_means: {
      label: 'Proof of financial means',
      description:
        'Bank statements (originals with bank stamp), pension or investment income letters showing at least the yearly amount below.',
      issuer: 'Banks / pension payers',
      order: 'Request stamped statements and income letters',
    },
    health_insurance: {
      label: 'Health insurance certificate',
      description: 'Certificate from an insurer authorised to operate in Spain, covering the whole stay.',
      issuer: 'Insurer',
      order: 'Buy the policy and ask for the certificate in Spanish',
    },
    ssa_coverage_certificate: {
      label: 'US Social Security certificate of coverage',
      description:
        'Certificate from the SSA (US–Spain agreement) that you stay covered by US Social Security while working remotely from Spain.',
      issuer: 'US Social Security Administration',
      order: 'Request the certificate (opts.ssa.gov or by mail/fax to SSA Baltimore)',
    },
    spanish_social_security: {
      label: 'Spanish Social Security registration',
      description:
        'Without a US certificate of coverage you must be registered in Spanish Social Security (self-employed: RETA; employees: the foreign employer registers you).',
      issuer: 'Tesorería General de la Seguridad Social',
      order: 'Arrange Spanish Social Security registration',
    },
    fbi_record: {
      label: 'FBI criminal record (Identity History Summary)',
      description:
        'FBI Identity History Summary (the nationwide US criminal record) of the applicant, based on fingerprints.',
      issuer: 'FBI CJIS',
      order: 'Request the FBI record (eDO, electronic fingerprints)',
    },
    fbi_record_dependents: {
      label: 'FBI criminal records of family members aged 18+',
      description: 'FBI Identity History Summary for each family member aged 18 or over, spouse or partner included.',
      issuer: 'FBI CJIS',
      order: 'Request an FBI record for each family member aged 18+',
    },
    criminal_record_declaration: {
      label: 'Sworn statement of no criminal record (5 years)',
      description:
        'Declaración responsable: statement that you have had no criminal record in the last 5 years, signed by each applicant aged 18+.',
      issuer: 'Applicant',
      order: 'Sign the statement',
    },
    police_certificate: {
      label: 'Police certificate',
      description: 'Criminal record certificate from a country where you lived within the look-back period.',
      issuer: 'Police or justice authority of that country',
      order: 'Request the police certificate',
    },
    marriage_certificate: {
      label: 'Marriage or registered partnership certificate',
      description:
        'Certified copy of the marriage or partnership certificate, if your spouse or partner comes with you.',
      issuer: 'County or state vital records office',
      order: 'Order a certified copy',
    },
    birth_certificates: {
      label: "Children's birth certificates",
      description: 'Certified long-form birth certificate of each child who comes with you.',
      issuer: 'State vital records office',
      order: 'Order certified copies',
    },
    adult_child_dependency: {
      label: 'Proof an adult child depends on you',
      description:
        'Evidence that each child aged 18+ depends on you financially and has not formed a family unit of their own (e.g. support, studies, shared address).',
      issuer: 'Applicant',
      order: 'Gather proof of dependency',
    },
    medical_certificate: {
      label: 'Medical certificate',
      description:
        'Certificate on a physician’s letterhead, signed, stating that you have no disease that could have serious public-health repercussions under the International Health Regulations 2005.',
      issuer: 'US physician',
      order: 'See a physician for the certificate',
    },
    work_authorisation: {
      label: 'Initial residence and work authorisation',
      description:
        'The authorisation your Spanish employer obtained from the Oficina de Extranjería (original and copy), signed by the employer.',
      issuer: 'Oficina de Extranjería (through your employer)',
      order: 'Get the authorisation and notification from your employer',
    },
    employment_contract: {
      label: 'Employment contract stamped by Extranjería',
      description: 'Your contract with the Spanish employer, stamped by the Oficina de Extranjería.',
      issuer: 'Spanish employer / Oficina de Extranjería',
      order: 'Get the stamped contract from your employer',
    },
  },
  constraints: {
    passportValidity: 'At least 1 year of validity left',
    passportValidityWorkVisa: 'At least 4 months of validity left, or the length of the contract',
    passportBlankPages: 'At least 2 blank pages',
    passportIssued: 'Issued within the last 10 years',
    statusValid: 'Status valid on the appointment date',
    employerMonths: 'At least 3 months with the employer',
    employerPermission: 'Explicit permission to work remotely from Spain',
    clientMonths: 'At least 3 months with at least one non-Spanish client',
    spanishClients: 'Spanish clients at most 20% of your total activity',
    companyActivity: 'The company has had real, continuous activity for at least 12 months',
    experienceYears: 'At least 3 years of professional experience',
    insurerAuthorised: 'Insurer authorised to operate in Spain',
    insuranceWholeStay: 'Covers the whole stay',
    insuranceNoCopays: 'No copays, deductibles, waiting periods or coverage limits',
    applyWithinMonth: 'Apply at the consulate within 1 month of the notification to your employer',
    consularDistrict: 'An address in the consular district: {states}',
    issuedWithinDays: 'Issued at most {days} days before the appointment',
    incomeThreshold: 'At least {monthly} per month ({annual} per year)',
  },
  notes: {
    nieTurnaround: 'A non-US consulate quotes about 15 working days to issue an NIE; request it early.',
    nieIfYouHaveOne: 'If you already have an NIE, bring its certificate instead of requesting one.',
    employerLetterApostille:
      'Whether the letter needs notarisation and a state apostille is not confirmed; ask the consulate.',
    fbiNoExpedite: 'The FBI does not expedite; approved channelers return results in about 2–5 days ($50–80).',
    fbiApostille:
      'Ask for the record with the apostille in mind: the Department of State apostilles FBI records signed by the FBI.',
    fbiFiveYears: 'The work visa asks for the record of the last 5 years.',
    policeShortStays:
      'Some sources ask for a certificate only for stays of 6 months or more; not confirmed, so every stay is listed.',
    medicalApostille:
      'Whether the certificate needs notarisation and a state apostille varies by post and is not confirmed.',
    insuranceSocialSecurity: 'Not needed if you are covered by Spanish Social Security.',
    whereToApply: 'Where to apply: {venue}.',
    stateApostille: {
      DE: 'Delaware can issue the certificate the same day.',
      IL: 'Illinois apostille: $2, same day walk-in (Chicago or Springfield) or about 7–14 days by mail.',
      NY: 'New York apostille: $10, plus county-clerk authentication where needed; reports range from days to 4–6 weeks.',
    },
    usdConversion: '{usd} = {eur} at 1 USD = {rate} EUR (rate of {date}). {note}',
    usdRateNote:
      'No consulate publishes a conversion rate: this is the planner’s assumption, so keep a margin above the threshold.',
    firstYear: 'The consulate assesses the first year: {annual} in income or available savings.',
  },
  consulates: {
    Chicago: {
      fbiValiditySource: 'an applicant report from 2023; not on the consulate page',
      dnvNotes: {
        fee: 'Chicago DNV fee: $190 for US citizens, $104 for other nationalities.',
        appointments:
          'Chicago books national-visa appointments by e-mail (cog.chicago.vis@maec.es) and asks for PDFs of all documents at least 24 h before; seen on its self-employed visa page, assumed for the DNV (not confirmed).',
      },
      nlvVenue: 'BLS Chicago, 121 W Wacker Dr (visa $140 for US citizens + residence fee $12 + BLS service $23)',
    },
    'New York': {
      fbiValiditySource: 'no rule of this post found; the usual 6 months is assumed',
      fbiNote:
        'A 2018 New York page accepted FBI or state-police checks (not local police); not confirmed today, so plan the FBI record.',
      dnvNotes: { venue: 'New York takes long-stay visas at the consulate; fees by USPS money order.' },
      nlvVenue: 'Consulate General of Spain in New York (fees by USPS money order)',
    },
    Miami: {
      fbiValiditySource: 'the Miami consulate page, 2015–2019 version: valid 3 months',
      fbiNote:
        'An older Miami page accepted FBI or state checks (FDLE, Georgia, South Carolina); not confirmed today, so plan the FBI record.',
      dnvNotes: {},
      nlvVenue: 'BLS Miami, 3191 Coral Way',
    },
    'San Francisco': {
      fbiValiditySource: 'no rule of this post found; the usual 6 months is assumed',
      fbiNote: 'San Francisco asks for the FBI check, not a state check (2023 applicant reports).',
      dnvNotes: {
        stayInUs: 'San Francisco: you must stay in the US while the consulate holds your passport.',
        photos: 'San Francisco: two passport photos taken within 6 months (one glued to the form).',
      },
      nlvVenue: 'BLS San Francisco, 717 Market St (visa $140 for US citizens + residence fee $11 + BLS service $18)',
    },
    'Washington DC': {
      fbiValiditySource: 'the Washington consulate page: issued within 6 months before submission',
      fbiNote: 'Washington accepts only the FBI record; state checks are refused.',
      dnvNotes: {},
      nlvVenue: 'BLS Washington, 1660 L St NW (visa $140 for US citizens + residence fee $12 + BLS service $23)',
    },
  },
  cards: {
    nlvVisaForm: {
      label: 'National visa form and EX-01 form',
      description: 'The national visa form and the EX-01 residence form, completed and signed by each applicant.',
    },
    companyOfClients: 'Company existence certificate of each client',
    policeLabel: 'Police certificate: {country}',
    policeIssuer: 'Police or justice authority of {country}',
  },
  reasons: {
    nieMandatory:
      '{consulate} does not process a telework visa until every applicant, dependents included, has an NIE.',
    nieBeforeApplying: '{consulate} asks telework applicants to obtain the NIE before applying.',
    nieNotSaid: '{consulate}’s telework page does not say whether the NIE is needed before applying.',
    nieUsuallyAssigned: 'The NIE is usually assigned with this visa; a post may still ask for it first.',
    notCitizen: 'You are not a US citizen: show your legal status in the US.',
    employee: 'You work as an employee.',
    selfEmployed: 'You are self-employed.',
    degree: 'You qualify through your degree.',
    experience: 'You have no degree: you qualify through at least 3 years of experience.',
    ssa: 'You are employed by a US company and stay in US Social Security.',
    spanishSocialSecurityEmployee:
      'Without a US certificate of coverage your employer must register you in Spanish Social Security.',
    spanishSocialSecuritySelfEmployed: 'Self-employed applicants register in the Spanish self-employed scheme (RETA).',
    spouse: 'Your spouse or registered partner comes with you.',
    children: 'Your children come with you.',
    adultChild: 'A child aged 18 or over comes with you.',
    adultFamilyMember: 'A family member aged 18 or over comes with you.',
    livedIn:
      'You lived in {country} for {months, plural, one {# month} other {# months}} within the last {years, plural, one {# year} other {# years}}.',
  },
  warnings: {
    nieFirst: 'Request the NIE before your appointment: {consulate} asks for it first.',
    nieUnconfirmed: 'Whether {consulate} needs the NIE before the appointment is not confirmed; ask the consulate.',
    visitorVisa:
      'Visitors on B-1/B-2 visas cannot apply from the US; you need a green card or a valid long-term US visa.',
    insuranceNlv:
      'Non-lucrative visa policies must typically have no copays, deductibles, waiting periods or limits; choose such a policy.',
    insuranceWording:
      'Insurance wording varies by post (some refuse copays, deductibles or limits); a policy without them is accepted everywhere.',
    medicalAge: 'The medical certificate must be at most about 90 days old at the appointment.',
    monthsWithEmployer:
      'You have worked with the employer for {months, plural, one {# month} other {# months}}; the telework visa requires at least 3.',
    monthsWithClient:
      'You have worked with your client for {months, plural, one {# month} other {# months}}; the telework visa requires at least 3.',
    companyAge:
      'The company has existed for {months, plural, one {# month} other {# months}}; the telework visa requires at least 12 months of real, continuous activity.',
    degreeOrExperience: 'The telework visa needs a degree or at least 3 years of experience; tell us which you have.',
    notEnoughExperience:
      'Without a degree the telework visa requires at least 3 years of professional experience; you have {years}.',
    ssaReports:
      'Reports conflict on whether the SSA issues certificates of coverage to telework applicants (refusals in 2024, approvals in 2025); request it early.',
    spanishSocialSecurity:
      'You need Spanish Social Security registration (self-employed: RETA); arrange it and ask the consulate what proof it wants.',
    workVisaWindow:
      "Apply at the consulate within 1 month of the authorisation's notification to your employer; book the appointment inside that window.",
    workVisaFamily:
      'Family members of a work-visa holder apply separately (family reunification) once you hold the permit (not confirmed); they will need marriage and birth certificates with apostille and sworn translation.',
    marriedChild:
      'A married child has formed a family unit of their own and does not qualify as a dependent; they must apply on their own.',
    nlvNoWork:
      'The non-lucrative visa allows no work at all in Spain, remote work for foreign employers or clients included.',
    workVisaNoThreshold:
      'Work visa: your salary was checked when your employer obtained the authorisation, so this plan shows no income threshold.',
    insideSpain:
      '{consulate}: as a US citizen you may instead apply for the telework residence inside Spain (UGE), without a visa.',
    recordAgeCritical:
      '{subject} must be at most {days} days old at the appointment in {consulate} (source: {source}). Do not request it earlier than the timeline says.',
    recordAge: '{subject} must be at most {days} days old at the appointment in {consulate} (source: {source}).',
    recordSubjects: {
      fbi: 'The FBI record',
      fbiDependents: "Each family member's FBI record",
      police: 'The police certificate from {country}',
    },
    enterIncome: 'Enter your monthly income to check it against the threshold of {threshold} per month.',
    incomeBelow:
      'Your income of {income} per month is below the threshold of {threshold}: short by {shortfall} per month.',
    yearMissing: 'The dataset has no thresholds for {missing}; the {year} figures are used until it is updated.',
    smiBasis:
      'Which SMI basis each consulate applies is not confirmed: the plan uses annual SMI ÷ 12, the higher and more widely used one.',
    iprem: 'IPREM has stayed at €600 per month since 2023 (news reports; not seen in the BOE).',
  },
  thresholds: {
    dnvBasisA:
      '200% of the monthly SMI {year} ({decree}): annual SMI {annual} ÷ 12 = {monthly}. Some consulate texts use the 14-payment SMI ({monthly14}), giving {other}.',
    dnvBasisB:
      '200% of the monthly SMI {year} ({decree}) in 14 payments: {monthly}. Immigration offices use annual SMI ÷ 12, giving {other}.',
    nlvBasis:
      '400% of IPREM {year} ({iprem}/month) for the applicant, +100% per family member; assessed for the first year.',
  },
  citations: {
    'law-74-ter': 'Ley 14/2013 art. 74 ter (text)',
    'ley-28-2022': 'Ley 28/2022 consolidated (inserts the telework visa into Ley 14/2013)',
    'dnv-instruction': 'Joint Instruction DGEEAC/DGM on international telework (summary)',
    'dnv-amounts-2025': 'Economic requirements for the digital nomad visa in Spain (2025)',
    'chicago-telework': 'Consulate of Spain in Chicago: Telework visa',
    'chicago-self-employed': 'Consulate of Spain in Chicago: Self-employed visa (appointment method)',
    'bls-chicago-nlv': 'BLS Chicago: Non-working residency visa',
    'ny-telework': 'Consulate of Spain in New York: Telework visa',
    'ny-visas-2018': 'Consulate of Spain in New York: Visas (2018)',
    'miami-telework': 'Consulate of Spain in Miami: Telework visa',
    'miami-nlv-old': 'Consulate of Spain in Miami: Residencia no lucrativa (older page)',
    'bls-miami-nlv': 'BLS Miami: National non-working residence visa',
    'sf-telework': 'Consulate of Spain in San Francisco: Telework visa',
    'bls-sf-nlv': 'BLS San Francisco: National non-working (non-lucrative) visa',
    'washington-telework': 'Consulate of Spain in Washington: Telework (Digital nomad) visa',
    'washington-employee': 'Consulate of Spain in Washington: Employee visa',
    'bls-washington-nlv': 'BLS Washington: National non-working residence visa',
    'exteriores-nlv': 'Exteriores: Non-lucrative residence visa (United States)',
    'rd-1155-2024': 'RD 1155/2024 (new immigration regulation) dates',
    'medical-certificate': 'The medical certificate under the International Health Regulations (RLOEx arts. 35/38)',
    'maec-sworn-translators': 'MAEC: sworn translators and interpreters',
    'dos-authentication': 'US Department of State: Requesting authentication services',
    'fbi-edo': 'FBI Electronic Departmental Order (eDO)',
    'fbi-faq': 'FBI Identity History Summary checks: FAQ',
    'ssa-poms-spain': 'SSA POMS RS 02001.485: US–Spain certificate of coverage',
    'ssa-coc-refusals': 'US hinders digital nomad visa applications for Spain (SSA certificates)',
    'interior-deadlines': 'Interior: decision deadlines of immigration procedures',
    'smi-2024': 'SMI 2024: 1,134 EUR (RD 145/2024)',
    'smi-2025': 'SMI 2025: 1,184 EUR (RD 87/2025)',
    'smi-2026': 'SMI 2026: 1,221 EUR (RD 126/2026)',
    'iprem-2026': 'IPREM 2026: 600 EUR/month',
  },
} as const;
