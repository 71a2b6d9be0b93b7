import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en.ts';

/** Le plan en français, en vouvoyant ; les démarches espagnoles gardent leur nom officiel (NIE, empadronamiento…). */
export const fr = {
  header: {
    title: {
      DNV: 'Plan de documents pour l’Espagne : visa de télétravail (nomade numérique)',
      NLV: 'Plan de documents pour l’Espagne : visa de résidence non lucrative',
      WKV: 'Plan de documents pour l’Espagne : visa de travail',
    },
    subtitle: 'Consulat d’Espagne à {consulate} · rendez-vous le {date}',
  },
  schedule: {
    notBefore: 'Ne le demandez pas avant le {date}',
    notEnoughTime:
      'Délai insuffisant : ce document demande {days} jours et aurait dû être commencé le {start} pour être prêt au rendez-vous du {appointment}. Accélérez la démarche ou déplacez le rendez-vous.',
    expiresFirst:
      'Ce document demande plus de temps à préparer ({days} jours) qu’il ne reste valable ({validity} jours) : il expirerait avant le rendez-vous.',
  },
  steps: {
    apostille: {
      federal: 'Apostille fédérale (Département d’État des États-Unis)',
      state: 'Apostille de l’État (Secretary of State)',
      foreign: 'Apostille ou légalisation dans le pays émetteur',
    },
    translate: 'Traduction assermentée',
    translateWithApostille: 'Traduction assermentée du document et de son apostille',
    ready: 'Prêt pour le rendez-vous',
  },
  apostilleForms: {
    federal: 'Département d’État des États-Unis, Office of Authentications (formulaire DS-4194), 20 USD par document',
    degree:
      'Secretary of State de l’État où se trouve l’établissement (copie certifiée par un notaire, puis apostille)',
    marriage: 'Secretary of State de l’État qui a délivré l’acte',
    birth: 'Secretary of State de l’État de naissance',
    companyState: 'Secretary of State de {state} (État d’immatriculation)',
    companyUnknownState: 'Secretary of State de l’État où la société est immatriculée',
    foreign:
      'Apostille de l’autorité compétente du pays ({country}) ; légalisation par un consulat d’Espagne si ce pays ({country}) n’est pas partie à la Convention de La Haye',
  },
  translationNotes: {
    sworn:
      'Traduction assermentée vers l’espagnol par un traducteur juré nommé par le MAEC (traductor jurado), couvrant le document et son apostille. Il n’est pas confirmé que l’un des cinq consulats accepte les traductions certifiées par l’ATA.',
    swornNoApostille:
      'Traduction assermentée vers l’espagnol par un traducteur juré nommé par le MAEC (traductor jurado). Il n’est pas confirmé que les traductions certifiées par l’ATA soient acceptées.',
    swornApostilleUnconfirmed:
      'Traduction assermentée vers l’espagnol par un traducteur juré nommé par le MAEC (traductor jurado). Il n’est confirmé ni que les traductions certifiées par l’ATA soient acceptées, ni qu’une apostille soit nécessaire.',
    swornUnlessSpanish:
      'Traduction assermentée vers l’espagnol par un traducteur juré nommé par le MAEC (traductor jurado), couvrant le document et son apostille. Il n’est pas confirmé que l’un des cinq consulats accepte les traductions certifiées par l’ATA. Inutile si le certificat est délivré en espagnol.',
    bilingualForm: 'Formulaire bilingue : remplissez-le, aucune traduction n’est nécessaire.',
    issuedInSpanish: 'Délivré en espagnol.',
    writtenInSpanish: 'Rédigée en espagnol.',
    insurerInSpanish: 'Demandez à l’assureur une attestation en espagnol : aucune traduction ne sera alors nécessaire.',
    incomeLetters:
      'Traduction assermentée des lettres et des bulletins de salaire en anglais. Certains demandeurs indiquent que des relevés bancaires non traduits ont été acceptés (non confirmé).',
    meansLetters:
      'Traduction assermentée des lettres. Certains demandeurs indiquent que des relevés bancaires non traduits ont été acceptés (non confirmé).',
  },
  documents: {
    visa_form: {
      label: 'Formulaire de demande de visa national',
      description: 'Le formulaire de visa national (long séjour), rempli et signé par chaque demandeur.',
      issuer: 'Le demandeur',
      order: 'Remplissez et signez le formulaire',
    },
    passport: {
      label: 'Passeport',
      description:
        'Passeport valide comportant au moins deux pages vierges, délivré depuis moins de 10 ans, avec une copie de la page d’identité.',
      issuer: 'Département d’État des États-Unis',
      order: 'Vérifiez votre passeport ; renouvelez-le s’il ne convient pas',
    },
    nie_certificate: {
      label: 'Certificat de NIE (numéro d’identité d’étranger)',
      description: 'Certificat du numéro d’identité d’étranger espagnol, pour chaque demandeur, famille comprise.',
      issuer: 'Consulat d’Espagne',
      order: 'Demandez le NIE au consulat',
    },
    residence_proof: {
      label: 'Justificatif de résidence dans la circonscription consulaire',
      description:
        'Permis de conduire, carte d’identité de l’État ou carte d’étudiant indiquant une adresse dans la circonscription du consulat.',
      issuer: 'L’État (DMV) ou l’établissement scolaire',
      order: 'Faites une copie de votre pièce d’identité avec votre adresse actuelle',
    },
    legal_status_proof: {
      label: 'Justificatif de séjour régulier aux États-Unis',
      description:
        'Carte verte ou visa américain de long séjour en cours de validité. Les titulaires d’un visa B-1/B-2 ne peuvent pas déposer leur demande depuis les États-Unis.',
      issuer: 'USCIS / Département d’État des États-Unis',
      order: 'Faites une copie de votre carte verte ou de votre visa américain',
    },
    employer_certificate: {
      label: 'Attestation de l’employeur',
      description:
        'Lettre de votre employeur indiquant votre ancienneté (au moins 3 mois), votre rémunération et l’autorisation expresse de télétravailler depuis l’Espagne.',
      issuer: 'L’employeur',
      order: 'Demandez l’attestation à votre employeur',
    },
    client_contracts: {
      label: 'Contrats avec vos clients',
      description:
        'Contrats avec vos clients non espagnols attestant une relation d’au moins 3 mois et les conditions du travail à distance.',
      issuer: 'Les clients',
      order: 'Rassemblez vos contrats clients',
    },
    company_existence: {
      label: 'Certificat d’existence de la société',
      description:
        'Certificat de bonne situation (good standing) ou d’existence de la société qui vous emploie (ou de chaque société cliente), attestant au moins 1 an d’activité.',
      issuer: 'Secretary of State de l’État d’immatriculation',
      order: 'Commandez le certificat auprès du Secretary of State',
    },
    degree_diploma: {
      label: 'Diplôme universitaire',
      description:
        'Diplôme d’une université reconnue, d’une formation professionnelle ou d’une école de commerce, ou diplôme de troisième cycle.',
      issuer: 'Université ou établissement',
      order: 'Commandez une copie certifiée de votre diplôme',
    },
    experience_proof: {
      label: 'Justificatif d’au moins 3 ans d’expérience professionnelle',
      description:
        'Lettres d’employeurs, contrats ou déclarations fiscales attestant au moins 3 ans d’expérience dans votre domaine.',
      issuer: 'Employeurs / clients',
      order: 'Rassemblez des lettres et des contrats couvrant 3 ans',
    },
    economic_means: {
      label: 'Justificatif de revenus',
      description:
        'Bulletins de salaire, relevés bancaires et votre contrat attestant des revenus réguliers au moins égaux au seuil. Les fonds doivent être licites, à vous et disponibles.',
      issuer: 'Banque / employeur',
      order: 'Téléchargez bulletins de salaire et relevés bancaires',
    },
    financial_means: {
      label: 'Justificatif de ressources',
      description:
        'Relevés bancaires (originaux tamponnés par la banque), lettres de pension ou de revenus de placement attestant au moins le montant annuel indiqué ci-dessous.',
      issuer: 'Banques / caisses de retraite',
      order: 'Demandez des relevés tamponnés et des attestations de revenus',
    },
    health_insurance: {
      label: 'Attestation d’assurance maladie',
      description: 'Attestation d’un assureur autorisé à exercer en Espagne, couvrant tout le séjour.',
      issuer: 'Assureur',
      order: 'Souscrivez la police et demandez l’attestation en espagnol',
    },
    ssa_coverage_certificate: {
      label: 'Certificat de couverture de la sécurité sociale américaine',
      description:
        'Certificat de la SSA (accord entre les États-Unis et l’Espagne) attestant que vous restez couvert par la sécurité sociale américaine pendant votre télétravail depuis l’Espagne.',
      issuer: 'Administration de la sécurité sociale des États-Unis (SSA)',
      order: 'Demandez le certificat (opts.ssa.gov, ou par courrier ou fax à la SSA de Baltimore)',
    },
    spanish_social_security: {
      label: 'Affiliation à la sécurité sociale espagnole',
      description:
        'Sans certificat de couverture américain, vous devez être affilié à la sécurité sociale espagnole (indépendants : RETA ; salariés : l’employeur étranger vous affilie).',
      issuer: 'Tesorería General de la Seguridad Social',
      order: 'Organisez votre affiliation à la sécurité sociale espagnole',
    },
    fbi_record: {
      label: 'Extrait de casier judiciaire du FBI (Identity History Summary)',
      description:
        'Identity History Summary du FBI (le casier judiciaire national américain) du demandeur, établi à partir de ses empreintes digitales.',
      issuer: 'FBI (CJIS)',
      order: 'Demandez l’extrait du FBI (eDO, empreintes électroniques)',
    },
    fbi_record_dependents: {
      label: 'Extraits de casier judiciaire du FBI des membres de la famille de 18 ans et plus',
      description:
        'Identity History Summary du FBI pour chaque membre de la famille âgé de 18 ans ou plus, conjoint ou partenaire compris.',
      issuer: 'FBI (CJIS)',
      order: 'Demandez un extrait du FBI pour chaque membre de la famille de 18 ans et plus',
    },
    criminal_record_declaration: {
      label: 'Déclaration sur l’honneur d’absence d’antécédents judiciaires (5 ans)',
      description:
        'Declaración responsable : déclaration de n’avoir eu aucun antécédent judiciaire au cours des 5 dernières années, signée par chaque demandeur majeur.',
      issuer: 'Le demandeur',
      order: 'Signez la déclaration',
    },
    police_certificate: {
      label: 'Extrait de casier judiciaire',
      description: 'Extrait de casier judiciaire d’un pays où vous avez vécu pendant la période prise en compte.',
      issuer: 'Autorité de police ou judiciaire de ce pays',
      order: 'Demandez l’extrait de casier judiciaire',
    },
    marriage_certificate: {
      label: 'Acte de mariage ou de partenariat enregistré',
      description:
        'Copie certifiée de l’acte de mariage ou de partenariat, si votre conjoint ou partenaire vous accompagne.',
      issuer: 'Service d’état civil du comté ou de l’État',
      order: 'Commandez une copie certifiée',
    },
    birth_certificates: {
      label: 'Actes de naissance des enfants',
      description: 'Acte de naissance intégral (long form) certifié de chaque enfant qui vous accompagne.',
      issuer: 'Service d’état civil de l’État',
      order: 'Commandez des copies certifiées',
    },
    adult_child_dependency: {
      label: 'Preuve qu’un enfant majeur est à votre charge',
      description:
        'Preuves que chaque enfant de 18 ans ou plus dépend financièrement de vous et n’a pas fondé sa propre famille (par exemple : pension, études, domicile commun).',
      issuer: 'Le demandeur',
      order: 'Rassemblez les preuves de prise en charge',
    },
    medical_certificate: {
      label: 'Certificat médical',
      description:
        'Certificat sur papier à en-tête d’un médecin, signé, attestant que vous n’êtes atteint d’aucune maladie pouvant avoir de graves conséquences pour la santé publique au sens du Règlement sanitaire international de 2005.',
      issuer: 'Médecin aux États-Unis',
      order: 'Consultez un médecin pour obtenir le certificat',
    },
    work_authorisation: {
      label: 'Autorisation initiale de séjour et de travail',
      description:
        'L’autorisation que votre employeur espagnol a obtenue de l’Oficina de Extranjería (original et copie), signée par l’employeur.',
      issuer: 'Oficina de Extranjería (par votre employeur)',
      order: 'Obtenez l’autorisation et sa notification auprès de votre employeur',
    },
    employment_contract: {
      label: 'Contrat de travail tamponné par l’Extranjería',
      description: 'Votre contrat avec l’employeur espagnol, tamponné par l’Oficina de Extranjería.',
      issuer: 'Employeur espagnol / Oficina de Extranjería',
      order: 'Obtenez le contrat tamponné auprès de votre employeur',
    },
  },
  constraints: {
    passportValidity: 'Encore au moins 1 an de validité',
    passportValidityWorkVisa: 'Encore au moins 4 mois de validité, ou la durée du contrat',
    passportBlankPages: 'Au moins 2 pages vierges',
    passportIssued: 'Délivré depuis moins de 10 ans',
    statusValid: 'Séjour régulier valable à la date du rendez-vous',
    employerMonths: 'Au moins 3 mois chez l’employeur',
    employerPermission: 'Autorisation expresse de télétravailler depuis l’Espagne',
    clientMonths: 'Au moins 3 mois avec au moins un client non espagnol',
    spanishClients: 'Clients espagnols : au plus 20 % de votre activité totale',
    companyActivity: 'La société a une activité réelle et continue depuis au moins 12 mois',
    experienceYears: 'Au moins 3 ans d’expérience professionnelle',
    insurerAuthorised: 'Assureur autorisé à exercer en Espagne',
    insuranceWholeStay: 'Couvre tout le séjour',
    insuranceNoCopays: 'Sans reste à charge, franchise, délai de carence ni plafond de garantie',
    applyWithinMonth: 'Déposez la demande au consulat dans le mois qui suit la notification à votre employeur',
    consularDistrict: 'Une adresse dans la circonscription consulaire : {states}',
    issuedWithinDays: 'Délivré au plus {days} jours avant le rendez-vous',
    incomeThreshold: 'Au moins {monthly} par mois ({annual} par an)',
  },
  notes: {
    nieTurnaround:
      'Un consulat hors des États-Unis annonce environ 15 jours ouvrables pour délivrer un NIE : demandez-le tôt.',
    nieIfYouHaveOne: 'Si vous avez déjà un NIE, apportez son certificat au lieu d’en demander un.',
    employerLetterApostille:
      'Il n’est pas confirmé que la lettre doive être notariée et apostillée par l’État : renseignez-vous auprès du consulat.',
    fbiNoExpedite:
      'Le FBI ne traite pas les demandes en urgence ; les intermédiaires agréés (channelers) donnent le résultat en 2 à 5 jours environ (50 à 80 USD).',
    fbiApostille:
      'Demandez l’extrait en pensant à l’apostille : le Département d’État apostille les extraits du FBI signés par le FBI.',
    fbiFiveYears: 'Le visa de travail demande le casier des 5 dernières années.',
    policeShortStays:
      'Certaines sources ne demandent un extrait que pour les séjours de 6 mois ou plus ; ce n’est pas confirmé, donc chaque séjour est listé.',
    medicalApostille:
      'La nécessité de faire notarier et apostiller le certificat varie selon le consulat et n’est pas confirmée.',
    insuranceSocialSecurity: 'Inutile si vous êtes couvert par la sécurité sociale espagnole.',
    whereToApply: 'Où déposer la demande : {venue}.',
    stateApostille: {
      DE: 'Le Delaware peut délivrer le certificat le jour même.',
      IL: 'Apostille de l’Illinois : 2 USD, le jour même au guichet (Chicago ou Springfield) ou en 7 à 14 jours environ par courrier.',
      NY: 'Apostille de l’État de New York : 10 USD, plus l’authentification du greffier du comté si nécessaire ; les délais rapportés vont de quelques jours à 4 à 6 semaines.',
    },
    usdConversion: '{usd} = {eur} à 1 USD = {rate} EUR (taux du {date}). {note}',
    usdRateNote:
      'Aucun consulat ne publie de taux de change : c’est une hypothèse du planificateur, gardez donc une marge au-dessus du seuil.',
    firstYear: 'Le consulat évalue la première année : {annual} de revenus ou d’épargne disponible.',
  },
  consulates: {
    Chicago: {
      fbiValiditySource: 'le témoignage d’un demandeur de 2023 ; absent de la page du consulat',
      dnvNotes: {
        fee: 'Frais du visa de télétravail à Chicago : 190 USD pour les citoyens américains, 104 USD pour les autres nationalités.',
        appointments:
          'Chicago fixe les rendez-vous de visa national par e-mail (cog.chicago.vis@maec.es) et demande les PDF de tous les documents au moins 24 h avant ; indiqué sur sa page du visa de travailleur indépendant, supposé pour le visa de télétravail (non confirmé).',
      },
      nlvVenue:
        'BLS Chicago, 121 W Wacker Dr (visa 140 USD pour les citoyens américains + frais de séjour 12 USD + service BLS 23 USD)',
    },
    'New York': {
      fbiValiditySource: 'aucune règle trouvée pour ce consulat ; la durée habituelle de 6 mois est retenue',
      fbiNote:
        'Une page de New York de 2018 acceptait l’extrait du FBI ou celui de la police de l’État (pas de la police locale) ; ce n’est pas confirmé aujourd’hui, prévoyez donc l’extrait du FBI.',
      dnvNotes: {
        venue:
          'New York reçoit les visas de long séjour au consulat ; frais payables par mandat postal (USPS money order).',
      },
      nlvVenue: 'Consulat général d’Espagne à New York (frais par mandat postal USPS)',
    },
    Miami: {
      fbiValiditySource: 'la page du consulat de Miami, version 2015–2019 : valable 3 mois',
      fbiNote:
        'Une ancienne page de Miami acceptait l’extrait du FBI ou celui de l’État (FDLE, Géorgie, Caroline du Sud) ; ce n’est pas confirmé aujourd’hui, prévoyez donc l’extrait du FBI.',
      dnvNotes: {},
      nlvVenue: 'BLS Miami, 3191 Coral Way',
    },
    'San Francisco': {
      fbiValiditySource: 'aucune règle trouvée pour ce consulat ; la durée habituelle de 6 mois est retenue',
      fbiNote: 'San Francisco demande l’extrait du FBI, pas celui de l’État (témoignages de demandeurs, 2023).',
      dnvNotes: {
        stayInUs: 'San Francisco : vous devez rester aux États-Unis tant que le consulat garde votre passeport.',
        photos: 'San Francisco : deux photos d’identité de moins de 6 mois (dont une collée sur le formulaire).',
      },
      nlvVenue:
        'BLS San Francisco, 717 Market St (visa 140 USD pour les citoyens américains + frais de séjour 11 USD + service BLS 18 USD)',
    },
    'Washington DC': {
      fbiValiditySource: 'la page du consulat de Washington : délivré dans les 6 mois précédant le dépôt',
      fbiNote: 'Washington n’accepte que l’extrait du FBI ; ceux des États sont refusés.',
      dnvNotes: {},
      nlvVenue:
        'BLS Washington, 1660 L St NW (visa 140 USD pour les citoyens américains + frais de séjour 12 USD + service BLS 23 USD)',
    },
  },
  cards: {
    nlvVisaForm: {
      label: 'Formulaire de visa national et formulaire EX-01',
      description:
        'Le formulaire de visa national et le formulaire de séjour EX-01, remplis et signés par chaque demandeur.',
    },
    companyOfClients: 'Certificat d’existence de chaque société cliente',
    policeLabel: 'Extrait de casier judiciaire : {country}',
    policeIssuer: 'Autorité de police ou judiciaire : {country}',
  },
  reasons: {
    nieMandatory:
      '{consulate} ne traite pas de visa de télétravail tant que chaque demandeur, famille comprise, n’a pas de NIE.',
    nieBeforeApplying:
      '{consulate} demande aux candidats au télétravail d’obtenir le NIE avant de déposer leur demande.',
    nieNotSaid: 'La page télétravail du consulat de {consulate} ne dit pas si le NIE est nécessaire avant la demande.',
    nieUsuallyAssigned: 'Le NIE est en général attribué avec ce visa ; un consulat peut toutefois le demander avant.',
    notCitizen: 'Vous n’êtes pas citoyen américain : justifiez de votre séjour régulier aux États-Unis.',
    employee: 'Vous êtes salarié.',
    selfEmployed: 'Vous êtes indépendant.',
    degree: 'Vous remplissez la condition grâce à votre diplôme.',
    experience: 'Vous n’avez pas de diplôme : vous remplissez la condition grâce à au moins 3 ans d’expérience.',
    ssa: 'Vous êtes salarié d’une société américaine et restez affilié à la sécurité sociale américaine.',
    spanishSocialSecurityEmployee:
      'Sans certificat de couverture américain, votre employeur doit vous affilier à la sécurité sociale espagnole.',
    spanishSocialSecuritySelfEmployed:
      'Les indépendants s’affilient au régime espagnol des travailleurs indépendants (RETA).',
    spouse: 'Votre conjoint ou partenaire enregistré vous accompagne.',
    children: 'Vos enfants vous accompagnent.',
    adultChild: 'Un enfant de 18 ans ou plus vous accompagne.',
    adultFamilyMember: 'Un membre de la famille de 18 ans ou plus vous accompagne.',
    livedIn:
      'Pays où vous avez vécu au cours {years, plural, one {de la dernière année} other {des # dernières années}} : {country}, pendant {months, plural, one {# mois} other {# mois}}.',
  },
  warnings: {
    nieFirst: 'Demandez le NIE avant votre rendez-vous : {consulate} l’exige d’abord.',
    nieUnconfirmed:
      'Il n’est pas confirmé que {consulate} exige le NIE avant le rendez-vous : renseignez-vous auprès du consulat.',
    visitorVisa:
      'Les titulaires d’un visa B-1/B-2 ne peuvent pas déposer leur demande depuis les États-Unis ; il vous faut une carte verte ou un visa américain de long séjour valable.',
    insuranceNlv:
      'Les polices pour le visa de résidence non lucrative ne doivent en général comporter ni reste à charge, ni franchise, ni délai de carence, ni plafond : choisissez une telle police.',
    insuranceWording:
      'Les exigences sur l’assurance varient selon le consulat (certains refusent reste à charge, franchises ou plafonds) ; une police qui n’en a pas est acceptée partout.',
    medicalAge: 'Le certificat médical doit dater d’environ 90 jours au plus le jour du rendez-vous.',
    monthsWithEmployer:
      'Vous travaillez pour l’employeur depuis {months, plural, one {# mois} other {# mois}} ; le visa de télétravail en exige au moins 3.',
    monthsWithClient:
      'Vous travaillez avec votre client depuis {months, plural, one {# mois} other {# mois}} ; le visa de télétravail en exige au moins 3.',
    companyAge:
      'La société existe depuis {months, plural, one {# mois} other {# mois}} ; le visa de télétravail exige au moins 12 mois d’activité réelle et continue.',
    degreeOrExperience:
      'Le visa de télétravail exige un diplôme ou au moins 3 ans d’expérience : indiquez-nous ce que vous avez.',
    notEnoughExperience:
      'Sans diplôme, le visa de télétravail exige au moins 3 ans d’expérience professionnelle ; vous en avez {years}.',
    ssaReports:
      'Les témoignages divergent sur la délivrance par la SSA de certificats de couverture aux candidats au télétravail (refus en 2024, accords en 2025) : demandez-le tôt.',
    spanishSocialSecurity:
      'Vous devez être affilié à la sécurité sociale espagnole (indépendants : RETA) ; faites-le et demandez au consulat quel justificatif il attend.',
    workVisaWindow:
      'Déposez la demande au consulat dans le mois qui suit la notification de l’autorisation à votre employeur ; prenez rendez-vous dans ce délai.',
    workVisaFamily:
      'Les membres de la famille du titulaire d’un visa de travail font leur demande séparément (regroupement familial) une fois votre permis obtenu (non confirmé) ; il leur faudra des actes de mariage et de naissance apostillés avec traduction assermentée.',
    marriedChild:
      'Un enfant marié a fondé sa propre famille et n’est pas considéré comme à charge ; il doit faire sa propre demande.',
    nlvNoWork:
      'Le visa de résidence non lucrative n’autorise aucun travail en Espagne, y compris le télétravail pour des employeurs ou clients étrangers.',
    workVisaNoThreshold:
      'Visa de travail : votre salaire a été vérifié lorsque votre employeur a obtenu l’autorisation ; ce plan n’indique donc pas de seuil de revenus.',
    insideSpain:
      '{consulate} : en tant que citoyen américain, vous pouvez aussi demander le titre de séjour de télétravail depuis l’Espagne (UGE), sans visa.',
    recordAgeCritical:
      '{subject} doit dater de {days} jours au plus le jour du rendez-vous à {consulate} (source : {source}). Ne le demandez pas plus tôt que ne l’indique le calendrier.',
    recordAge: '{subject} doit dater de {days} jours au plus le jour du rendez-vous à {consulate} (source : {source}).',
    recordSubjects: {
      fbi: 'L’extrait du FBI',
      fbiDependents: 'L’extrait du FBI de chaque membre de la famille',
      police: 'L’extrait de casier judiciaire ({country})',
    },
    enterIncome: 'Indiquez vos revenus mensuels pour les comparer au seuil de {threshold} par mois.',
    incomeBelow:
      'Vos revenus de {income} par mois sont inférieurs au seuil de {threshold} : il manque {shortfall} par mois.',
    yearMissing:
      'Les données ne contiennent pas les seuils de {missing} ; les chiffres de {year} sont utilisés en attendant leur mise à jour.',
    smiBasis:
      'La base du SMI appliquée par chaque consulat n’est pas confirmée : le plan utilise le SMI annuel ÷ 12, la plus élevée et la plus courante.',
    iprem: 'L’IPREM est resté à 600 € par mois depuis 2023 (selon la presse ; pas vu au BOE).',
  },
  thresholds: {
    dnvBasisA:
      '200 % du SMI mensuel {year} ({decree}) : SMI annuel de {annual} ÷ 12 = {monthly}. Certains textes consulaires utilisent le SMI sur 14 mois ({monthly14}), soit {other}.',
    dnvBasisB:
      '200 % du SMI mensuel {year} ({decree}) sur 14 mois : {monthly}. Les services de l’immigration utilisent le SMI annuel ÷ 12, soit {other}.',
    nlvBasis:
      '400 % de l’IPREM {year} ({iprem} par mois) pour le demandeur, plus 100 % par membre de la famille ; évalué sur la première année.',
  },
  citations: {
    'law-74-ter': 'Ley 14/2013, art. 74 ter (texte)',
    'ley-28-2022': 'Ley 28/2022, version consolidée (introduit le visa de télétravail dans la Ley 14/2013)',
    'dnv-instruction': 'Instruction conjointe DGEEAC/DGM sur le télétravail international (résumé)',
    'dnv-amounts-2025': 'Conditions financières du visa nomade numérique en Espagne (2025)',
    'chicago-telework': 'Consulat d’Espagne à Chicago : visa de télétravail',
    'chicago-self-employed': 'Consulat d’Espagne à Chicago : visa de travailleur indépendant (prise de rendez-vous)',
    'bls-chicago-nlv': 'BLS Chicago : visa de résidence non lucrative',
    'ny-telework': 'Consulat d’Espagne à New York : visa de télétravail',
    'ny-visas-2018': 'Consulat d’Espagne à New York : visas (2018)',
    'miami-telework': 'Consulat d’Espagne à Miami : visa de télétravail',
    'miami-nlv-old': 'Consulat d’Espagne à Miami : résidence non lucrative (ancienne page)',
    'bls-miami-nlv': 'BLS Miami : visa national de résidence non lucrative',
    'sf-telework': 'Consulat d’Espagne à San Francisco : visa de télétravail',
    'bls-sf-nlv': 'BLS San Francisco : visa national de résidence non lucrative',
    'washington-telework': 'Consulat d’Espagne à Washington : visa de télétravail (nomade numérique)',
    'washington-employee': 'Consulat d’Espagne à Washington : visa de travail salarié',
    'bls-washington-nlv': 'BLS Washington : visa national de résidence non lucrative',
    'exteriores-nlv': 'Exteriores : visa de résidence non lucrative (États-Unis)',
    'rd-1155-2024': 'RD 1155/2024 (nouveau règlement sur les étrangers) : dates',
    'medical-certificate': 'Le certificat médical au sens du Règlement sanitaire international (RLOEx, art. 35 et 38)',
    'maec-sworn-translators': 'MAEC : traducteurs et interprètes jurés',
    'dos-authentication': 'Département d’État des États-Unis : demander une apostille (authentication)',
    'fbi-edo': 'FBI : Electronic Departmental Order (eDO)',
    'fbi-faq': 'FBI : questions fréquentes sur l’Identity History Summary',
    'ssa-poms-spain': 'SSA POMS RS 02001.485 : certificat de couverture États-Unis–Espagne',
    'ssa-coc-refusals':
      'Les États-Unis freinent les demandes de visa nomade numérique pour l’Espagne (certificats SSA)',
    'interior-deadlines': 'Interior : délais de décision des procédures d’immigration',
    'smi-2024': 'SMI 2024 : 1 134 EUR (RD 145/2024)',
    'smi-2025': 'SMI 2025 : 1 184 EUR (RD 87/2025)',
    'smi-2026': 'SMI 2026 : 1 221 EUR (RD 126/2026)',
    'iprem-2026': 'IPREM 2026 : 600 EUR par mois',
  },
} satisfies TCatalogueSource<typeof en>;
