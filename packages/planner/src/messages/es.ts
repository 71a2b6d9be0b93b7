import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en.ts';

/** El plan en español neutro, de usted; los nombres oficiales españoles de los trámites españoles. */
export const es = {
  header: {
    title: {
      DNV: 'Plan de documentos para España: visado de teletrabajo (nómada digital)',
      NLV: 'Plan de documentos para España: visado de residencia no lucrativa',
      WKV: 'Plan de documentos para España: visado de trabajo',
    },
    subtitle: 'Consulado de España en {consulate} · cita el {date}',
  },
  schedule: {
    notBefore: 'No lo solicite antes del {date}',
    notEnoughTime:
      'No hay tiempo suficiente: este documento requiere {days} días y debería haberse empezado el {start} para estar listo para la cita del {appointment}. Agilice el trámite o cambie la cita.',
    expiresFirst:
      'Preparar este documento lleva más tiempo ({days} días) del que sigue siendo válido ({validity} días): caducaría antes de la cita.',
  },
  steps: {
    apostille: {
      federal: 'Apostilla federal (Departamento de Estado de EE. UU.)',
      state: 'Apostilla estatal (Secretaría de Estado del estado)',
      foreign: 'Apostilla o legalización en el país emisor',
    },
    translate: 'Traducción jurada',
    translateWithApostille: 'Traducción jurada del documento y de su apostilla',
    ready: 'Listo para la cita',
  },
  apostilleForms: {
    federal: 'Departamento de Estado de EE. UU., Office of Authentications (formulario DS-4194), 20 USD por documento',
    degree: 'Secretaría de Estado del estado donde está el centro de estudios (copia notarizada y luego apostilla)',
    marriage: 'Secretaría de Estado del estado que expidió el certificado',
    birth: 'Secretaría de Estado del estado de nacimiento',
    companyState: 'Secretaría de Estado de {state} (estado de constitución)',
    companyUnknownState: 'Secretaría de Estado del estado en que se constituyó la empresa',
    foreign:
      'Apostilla de La Haya de la autoridad competente de {country} (legalización en un consulado de España si {country} no forma parte del Convenio de La Haya)',
  },
  translationNotes: {
    sworn:
      'Traducción jurada al español por un traductor-intérprete jurado nombrado por el MAEC, que incluya el documento y su apostilla. No está confirmado que alguno de los cinco consulados acepte traducciones certificadas por la ATA.',
    swornNoApostille:
      'Traducción jurada al español por un traductor-intérprete jurado nombrado por el MAEC. No está confirmado que se acepten traducciones certificadas por la ATA.',
    swornApostilleUnconfirmed:
      'Traducción jurada al español por un traductor-intérprete jurado nombrado por el MAEC. No está confirmado que se acepten traducciones certificadas por la ATA, ni que haga falta apostilla.',
    swornUnlessSpanish:
      'Traducción jurada al español por un traductor-intérprete jurado nombrado por el MAEC, que incluya el documento y su apostilla. No está confirmado que alguno de los cinco consulados acepte traducciones certificadas por la ATA. No hace falta si el certificado se expide en español.',
    bilingualForm: 'Formulario bilingüe: rellénelo; no necesita traducción.',
    issuedInSpanish: 'Se expide en español.',
    writtenInSpanish: 'Se redacta en español.',
    insurerInSpanish: 'Pida a la aseguradora el certificado en español; así no necesita traducción.',
    incomeLetters:
      'Traducción jurada de las cartas y nóminas en inglés. Algunos solicitantes cuentan que se aceptaron extractos bancarios sin traducir (no confirmado).',
    meansLetters:
      'Traducción jurada de las cartas. Algunos solicitantes cuentan que se aceptaron extractos bancarios sin traducir (no confirmado).',
  },
  documents: {
    visa_form: {
      label: 'Solicitud de visado nacional',
      description:
        'El formulario de visado nacional (de larga duración), cumplimentado y firmado por cada solicitante.',
      issuer: 'El solicitante',
      order: 'Rellene y firme el formulario',
    },
    passport: {
      label: 'Pasaporte',
      description:
        'Pasaporte en vigor con al menos dos páginas en blanco, expedido en los últimos 10 años, y copia de la página de datos.',
      issuer: 'Departamento de Estado de EE. UU.',
      order: 'Revise su pasaporte y renuévelo si no cumple los requisitos',
    },
    nie_certificate: {
      label: 'Certificado de NIE (número de identidad de extranjero)',
      description: 'Certificado del número de identidad de extranjero, para cada solicitante, familiares incluidos.',
      issuer: 'Consulado de España',
      order: 'Solicite el NIE en el consulado',
    },
    residence_proof: {
      label: 'Prueba de residencia en la demarcación consular',
      description:
        'Permiso de conducir, documento de identidad estatal o carné de estudiante con un domicilio en la demarcación del consulado.',
      issuer: 'El estado (DMV) o el centro de estudios',
      order: 'Haga una copia de su documento con su domicilio actual',
    },
    legal_status_proof: {
      label: 'Prueba de estancia legal en EE. UU.',
      description:
        'Green card o un visado estadounidense de larga duración en vigor. Quien tiene un visado B-1/B-2 no puede solicitarlo desde EE. UU.',
      issuer: 'USCIS / Departamento de Estado de EE. UU.',
      order: 'Haga una copia de su green card o de su visado estadounidense',
    },
    employer_certificate: {
      label: 'Certificado de la empresa',
      description:
        'Carta de su empresa que indique su antigüedad (al menos 3 meses), su sueldo y la autorización expresa para teletrabajar desde España.',
      issuer: 'La empresa',
      order: 'Pida el certificado a su empresa',
    },
    client_contracts: {
      label: 'Contratos con clientes',
      description:
        'Contratos con sus clientes no españoles que acrediten una relación de al menos 3 meses y las condiciones del trabajo a distancia.',
      issuer: 'Los clientes',
      order: 'Reúna los contratos con sus clientes',
    },
    company_existence: {
      label: 'Certificado de existencia de la empresa',
      description:
        'Certificado de vigencia (good standing) o de existencia de la empresa que le emplea (o de cada empresa cliente), con al menos 1 año de actividad.',
      issuer: 'Secretaría de Estado del estado de constitución',
      order: 'Pida el certificado a la Secretaría de Estado',
    },
    degree_diploma: {
      label: 'Título universitario',
      description:
        'Título de una universidad reconocida, de formación profesional o de una escuela de negocios, o un título de posgrado.',
      issuer: 'Universidad o centro de estudios',
      order: 'Pida una copia certificada de su título',
    },
    experience_proof: {
      label: 'Prueba de al menos 3 años de experiencia profesional',
      description:
        'Cartas de empresas, contratos o declaraciones fiscales que acrediten al menos 3 años de experiencia en su sector.',
      issuer: 'Empresas / clientes',
      order: 'Reúna cartas y contratos que cubran 3 años',
    },
    economic_means: {
      label: 'Prueba de ingresos',
      description:
        'Nóminas, extractos bancarios y su contrato, que acrediten ingresos regulares iguales o superiores al umbral. Los fondos deben ser lícitos, suyos y disponibles.',
      issuer: 'Banco / empresa',
      order: 'Descargue nóminas y extractos bancarios',
    },
    financial_means: {
      label: 'Prueba de medios económicos',
      description:
        'Extractos bancarios (originales sellados por el banco) y cartas de pensiones o rentas de inversión que acrediten al menos el importe anual indicado abajo.',
      issuer: 'Bancos / pagadores de pensiones',
      order: 'Pida extractos sellados y cartas de ingresos',
    },
    health_insurance: {
      label: 'Certificado de seguro médico',
      description: 'Certificado de una aseguradora autorizada para operar en España que cubra toda la estancia.',
      issuer: 'Aseguradora',
      order: 'Contrate la póliza y pida el certificado en español',
    },
    ssa_coverage_certificate: {
      label: 'Certificado de cobertura de la Seguridad Social de EE. UU.',
      description:
        'Certificado de la SSA (convenio entre EE. UU. y España) de que sigue cubierto por la Seguridad Social estadounidense mientras teletrabaja desde España.',
      issuer: 'Administración de la Seguridad Social de EE. UU. (SSA)',
      order: 'Solicite el certificado (opts.ssa.gov, o por correo o fax a la SSA en Baltimore)',
    },
    spanish_social_security: {
      label: 'Alta en la Seguridad Social española',
      description:
        'Sin un certificado de cobertura de EE. UU. debe estar dado de alta en la Seguridad Social española (autónomos: RETA; empleados: le da de alta la empresa extranjera).',
      issuer: 'Tesorería General de la Seguridad Social',
      order: 'Gestione el alta en la Seguridad Social española',
    },
    fbi_record: {
      label: 'Certificado de antecedentes penales del FBI (Identity History Summary)',
      description:
        'Identity History Summary del FBI (los antecedentes penales de todo EE. UU.) del solicitante, basado en sus huellas dactilares.',
      issuer: 'FBI (CJIS)',
      order: 'Solicite el certificado del FBI (eDO, huellas electrónicas)',
    },
    fbi_record_dependents: {
      label: 'Certificados de antecedentes penales del FBI de los familiares mayores de 18 años',
      description: 'Identity History Summary del FBI de cada familiar de 18 años o más, cónyuge o pareja incluidos.',
      issuer: 'FBI (CJIS)',
      order: 'Solicite un certificado del FBI para cada familiar mayor de 18 años',
    },
    criminal_record_declaration: {
      label: 'Declaración responsable de carecer de antecedentes penales (5 años)',
      description:
        'Declaración responsable de no haber tenido antecedentes penales en los últimos 5 años, firmada por cada solicitante mayor de edad.',
      issuer: 'El solicitante',
      order: 'Firme la declaración',
    },
    police_certificate: {
      label: 'Certificado de antecedentes penales',
      description: 'Certificado de antecedentes penales de un país en el que vivió durante el periodo exigido.',
      issuer: 'Autoridad policial o judicial de ese país',
      order: 'Solicite el certificado de antecedentes penales',
    },
    marriage_certificate: {
      label: 'Certificado de matrimonio o de pareja registrada',
      description: 'Copia certificada del certificado de matrimonio o de pareja, si su cónyuge o pareja le acompaña.',
      issuer: 'Registro civil del condado o del estado',
      order: 'Pida una copia certificada',
    },
    birth_certificates: {
      label: 'Certificados de nacimiento de los hijos',
      description: 'Certificado de nacimiento literal (long form) de cada hijo que le acompañe.',
      issuer: 'Registro civil del estado',
      order: 'Pida copias certificadas',
    },
    adult_child_dependency: {
      label: 'Prueba de que un hijo mayor de edad depende de usted',
      description:
        'Pruebas de que cada hijo de 18 años o más depende económicamente de usted y no ha formado su propia unidad familiar (por ejemplo, manutención, estudios, domicilio común).',
      issuer: 'El solicitante',
      order: 'Reúna las pruebas de dependencia',
    },
    medical_certificate: {
      label: 'Certificado médico',
      description:
        'Certificado en papel con membrete del médico, firmado, que indique que no padece ninguna enfermedad que pueda tener graves repercusiones para la salud pública según el Reglamento Sanitario Internacional de 2005.',
      issuer: 'Médico en EE. UU.',
      order: 'Acuda a un médico para obtener el certificado',
    },
    work_authorisation: {
      label: 'Autorización inicial de residencia y trabajo',
      description:
        'La autorización que su empresa española obtuvo de la Oficina de Extranjería (original y copia), firmada por la empresa.',
      issuer: 'Oficina de Extranjería (a través de su empresa)',
      order: 'Pida a su empresa la autorización y la notificación',
    },
    employment_contract: {
      label: 'Contrato de trabajo sellado por Extranjería',
      description: 'Su contrato con la empresa española, sellado por la Oficina de Extranjería.',
      issuer: 'Empresa española / Oficina de Extranjería',
      order: 'Pida a su empresa el contrato sellado',
    },
  },
  constraints: {
    passportValidity: 'Al menos 1 año de vigencia restante',
    passportValidityWorkVisa: 'Al menos 4 meses de vigencia restante, o la duración del contrato',
    passportBlankPages: 'Al menos 2 páginas en blanco',
    passportIssued: 'Expedido en los últimos 10 años',
    statusValid: 'Estancia legal vigente en la fecha de la cita',
    employerMonths: 'Al menos 3 meses en la empresa',
    employerPermission: 'Autorización expresa para teletrabajar desde España',
    clientMonths: 'Al menos 3 meses con al menos un cliente no español',
    spanishClients: 'Los clientes españoles, como mucho el 20 % de su actividad total',
    companyActivity: 'La empresa tiene una actividad real y continuada de al menos 12 meses',
    experienceYears: 'Al menos 3 años de experiencia profesional',
    insurerAuthorised: 'Aseguradora autorizada para operar en España',
    insuranceWholeStay: 'Cubre toda la estancia',
    insuranceNoCopays: 'Sin copagos, franquicias, periodos de carencia ni límites de cobertura',
    applyWithinMonth: 'Presente la solicitud en el consulado en el plazo de 1 mes desde la notificación a su empresa',
    consularDistrict: 'Un domicilio en la demarcación consular: {states}',
    issuedWithinDays: 'Expedido como máximo {days} días antes de la cita',
    incomeThreshold: 'Al menos {monthly} al mes ({annual} al año)',
  },
  notes: {
    nieTurnaround:
      'Un consulado fuera de EE. UU. indica unos 15 días hábiles para expedir el NIE; solicítelo con antelación.',
    nieIfYouHaveOne: 'Si ya tiene NIE, lleve su certificado en lugar de solicitar uno nuevo.',
    employerLetterApostille:
      'No está confirmado si la carta necesita notarización y apostilla estatal; consúltelo con el consulado.',
    fbiNoExpedite:
      'El FBI no tramita por vía urgente; los intermediarios autorizados (channelers) dan el resultado en unos 2–5 días (50–80 USD).',
    fbiApostille:
      'Pida el certificado pensando en la apostilla: el Departamento de Estado apostilla los certificados del FBI firmados por el FBI.',
    fbiFiveYears: 'Para el visado de trabajo se piden los antecedentes de los últimos 5 años.',
    policeShortStays:
      'Algunas fuentes solo piden el certificado para estancias de 6 meses o más; no está confirmado, así que se incluyen todas.',
    medicalApostille:
      'Si el certificado necesita notarización y apostilla estatal depende del consulado y no está confirmado.',
    insuranceSocialSecurity: 'No hace falta si está cubierto por la Seguridad Social española.',
    whereToApply: 'Dónde presentar la solicitud: {venue}.',
    stateApostille: {
      DE: 'Delaware puede expedir el certificado en el mismo día.',
      IL: 'Apostilla de Illinois: 2 USD, en el mismo día en ventanilla (Chicago o Springfield) o en unos 7–14 días por correo.',
      NY: 'Apostilla de Nueva York: 10 USD, más la autenticación del secretario del condado cuando haga falta; se habla de plazos de unos días a 4–6 semanas.',
    },
    usdConversion: '{usd} = {eur} a 1 USD = {rate} EUR (cambio del {date}). {note}',
    usdRateNote:
      'Ningún consulado publica un tipo de cambio: es una hipótesis del planificador, así que deje un margen por encima del umbral.',
    firstYear: 'El consulado evalúa el primer año: {annual} en ingresos o ahorros disponibles.',
  },
  consulates: {
    Chicago: {
      fbiValiditySource: 'el relato de un solicitante de 2023; no figura en la página del consulado',
      dnvNotes: {
        fee: 'Tasa del visado de teletrabajo en Chicago: 190 USD para ciudadanos estadounidenses, 104 USD para otras nacionalidades.',
        appointments:
          'Chicago da cita para visados nacionales por correo electrónico (cog.chicago.vis@maec.es) y pide los PDF de todos los documentos al menos 24 h antes; así figura en su página del visado de trabajo por cuenta propia y se da por hecho para el de teletrabajo (no confirmado).',
      },
      nlvVenue:
        'BLS Chicago, 121 W Wacker Dr (visado 140 USD para ciudadanos estadounidenses + tasa de residencia 12 USD + servicio de BLS 23 USD)',
    },
    'New York': {
      fbiValiditySource: 'no se ha encontrado una norma de este consulado; se supone el plazo habitual de 6 meses',
      fbiNote:
        'Una página de Nueva York de 2018 aceptaba el certificado del FBI o el de la policía estatal (no el de la policía local); no está confirmado hoy, así que cuente con el del FBI.',
      dnvNotes: {
        venue:
          'Nueva York tramita los visados de larga duración en el consulado; las tasas, por giro postal (USPS money order).',
      },
      nlvVenue: 'Consulado General de España en Nueva York (tasas por giro postal de USPS)',
    },
    Miami: {
      fbiValiditySource: 'la página del consulado de Miami, versión de 2015–2019: válido 3 meses',
      fbiNote:
        'Una página antigua de Miami aceptaba el certificado del FBI o el estatal (FDLE, Georgia, Carolina del Sur); no está confirmado hoy, así que cuente con el del FBI.',
      dnvNotes: {},
      nlvVenue: 'BLS Miami, 3191 Coral Way',
    },
    'San Francisco': {
      fbiValiditySource: 'no se ha encontrado una norma de este consulado; se supone el plazo habitual de 6 meses',
      fbiNote: 'San Francisco pide el certificado del FBI, no uno estatal (relatos de solicitantes de 2023).',
      dnvNotes: {
        stayInUs: 'San Francisco: debe permanecer en EE. UU. mientras el consulado conserva su pasaporte.',
        photos: 'San Francisco: dos fotos de pasaporte de menos de 6 meses (una pegada en el formulario).',
      },
      nlvVenue:
        'BLS San Francisco, 717 Market St (visado 140 USD para ciudadanos estadounidenses + tasa de residencia 11 USD + servicio de BLS 18 USD)',
    },
    'Washington DC': {
      fbiValiditySource: 'la página del consulado de Washington: expedido en los 6 meses anteriores a la solicitud',
      fbiNote: 'Washington solo acepta el certificado del FBI; rechaza los estatales.',
      dnvNotes: {},
      nlvVenue:
        'BLS Washington, 1660 L St NW (visado 140 USD para ciudadanos estadounidenses + tasa de residencia 12 USD + servicio de BLS 23 USD)',
    },
  },
  cards: {
    nlvVisaForm: {
      label: 'Solicitud de visado nacional y formulario EX-01',
      description:
        'El formulario de visado nacional y el formulario de residencia EX-01, cumplimentados y firmados por cada solicitante.',
    },
    companyOfClients: 'Certificado de existencia de cada empresa cliente',
    policeLabel: 'Certificado de antecedentes penales: {country}',
    policeIssuer: 'Autoridad policial o judicial de {country}',
  },
  reasons: {
    nieMandatory:
      '{consulate} no tramita el visado de teletrabajo hasta que cada solicitante, familiares incluidos, tenga NIE.',
    nieBeforeApplying:
      '{consulate} pide a los solicitantes de teletrabajo que obtengan el NIE antes de presentar la solicitud.',
    nieNotSaid:
      'La página de teletrabajo de {consulate} no indica si hace falta el NIE antes de presentar la solicitud.',
    nieUsuallyAssigned: 'El NIE suele asignarse con este visado; aun así, un consulado puede pedirlo antes.',
    notCitizen: 'No tiene la ciudadanía estadounidense: acredite su estancia legal en EE. UU.',
    employee: 'Trabaja por cuenta ajena.',
    selfEmployed: 'Trabaja por cuenta propia.',
    degree: 'Cumple el requisito con su título.',
    experience: 'No tiene título: cumple el requisito con al menos 3 años de experiencia.',
    ssa: 'Trabaja para una empresa estadounidense y sigue en la Seguridad Social de EE. UU.',
    spanishSocialSecurityEmployee:
      'Sin un certificado de cobertura de EE. UU., su empresa debe darle de alta en la Seguridad Social española.',
    spanishSocialSecuritySelfEmployed: 'Los autónomos se dan de alta en el régimen español de autónomos (RETA).',
    spouse: 'Su cónyuge o pareja registrada le acompaña.',
    children: 'Sus hijos le acompañan.',
    adultChild: 'Le acompaña un hijo de 18 años o más.',
    adultFamilyMember: 'Le acompaña un familiar de 18 años o más.',
    livedIn:
      'Vivió en {country} {months, plural, one {# mes} other {# meses}} en los últimos {years, plural, one {# año} other {# años}}.',
  },
  warnings: {
    nieFirst: 'Solicite el NIE antes de su cita: {consulate} lo pide primero.',
    nieUnconfirmed: 'No está confirmado si {consulate} exige el NIE antes de la cita; consúltelo con el consulado.',
    visitorVisa:
      'Quien tiene un visado B-1/B-2 no puede presentar la solicitud desde EE. UU.; necesita una green card o un visado estadounidense de larga duración en vigor.',
    insuranceNlv:
      'Las pólizas para el visado de residencia no lucrativa no suelen admitir copagos, franquicias, periodos de carencia ni límites; elija una así.',
    insuranceWording:
      'Lo que se exige al seguro varía según el consulado (algunos rechazan copagos, franquicias o límites); una póliza sin ellos se acepta en todos.',
    medicalAge: 'El certificado médico no debe tener más de unos 90 días el día de la cita.',
    monthsWithEmployer:
      'Trabaja para la empresa desde hace {months, plural, one {# mes} other {# meses}}; el visado de teletrabajo exige al menos 3.',
    monthsWithClient:
      'Trabaja con su cliente desde hace {months, plural, one {# mes} other {# meses}}; el visado de teletrabajo exige al menos 3.',
    companyAge:
      'La empresa existe desde hace {months, plural, one {# mes} other {# meses}}; el visado de teletrabajo exige al menos 12 meses de actividad real y continuada.',
    degreeOrExperience:
      'El visado de teletrabajo exige un título o al menos 3 años de experiencia; indíquenos cuál de los dos tiene.',
    notEnoughExperience:
      'Sin título, el visado de teletrabajo exige al menos 3 años de experiencia profesional; usted tiene {years}.',
    ssaReports:
      'Hay relatos contradictorios sobre si la SSA expide certificados de cobertura a quienes piden el visado de teletrabajo (denegaciones en 2024, concesiones en 2025); solicítelo con antelación.',
    spanishSocialSecurity:
      'Necesita darse de alta en la Seguridad Social española (autónomos: RETA); gestiónelo y pregunte al consulado qué justificante pide.',
    workVisaWindow:
      'Presente la solicitud en el consulado en el plazo de 1 mes desde que se notifica la autorización a su empresa; pida la cita dentro de ese plazo.',
    workVisaFamily:
      'Los familiares del titular de un visado de trabajo lo solicitan aparte (reagrupación familiar) cuando usted ya tenga el permiso (no confirmado); necesitarán certificados de matrimonio y de nacimiento con apostilla y traducción jurada.',
    marriedChild:
      'Un hijo casado ha formado su propia unidad familiar y no cuenta como familiar a cargo; debe presentar su propia solicitud.',
    nlvNoWork:
      'El visado de residencia no lucrativa no permite trabajar en España de ningún modo, tampoco a distancia para empresas o clientes extranjeros.',
    workVisaNoThreshold:
      'Visado de trabajo: su sueldo se comprobó cuando su empresa obtuvo la autorización, por eso este plan no muestra un umbral de ingresos.',
    insideSpain:
      '{consulate}: como ciudadano estadounidense, puede solicitar en su lugar la residencia por teletrabajo desde España (UGE), sin visado.',
    recordAgeCritical:
      '{subject} no debe tener más de {days} días el día de la cita en {consulate} (fuente: {source}). No lo solicite antes de lo que indica el calendario.',
    recordAge: '{subject} no debe tener más de {days} días el día de la cita en {consulate} (fuente: {source}).',
    recordSubjects: {
      fbi: 'El certificado del FBI',
      fbiDependents: 'El certificado del FBI de cada familiar',
      police: 'El certificado de antecedentes penales de {country}',
    },
    enterIncome: 'Indique sus ingresos mensuales para compararlos con el umbral de {threshold} al mes.',
    incomeBelow: 'Sus ingresos de {income} al mes no llegan al umbral de {threshold}: le faltan {shortfall} al mes.',
    yearMissing:
      'Los datos no incluyen los umbrales de {missing}; se usan las cifras de {year} hasta que se actualicen.',
    smiBasis:
      'No está confirmado qué base del SMI aplica cada consulado: el plan usa el SMI anual ÷ 12, la más alta y la más utilizada.',
    iprem: 'El IPREM sigue en 600 € al mes desde 2023 (según la prensa; no lo hemos visto en el BOE).',
  },
  thresholds: {
    dnvBasisA:
      'El 200 % del SMI mensual de {year} ({decree}): SMI anual de {annual} ÷ 12 = {monthly}. Algunos textos consulares usan el SMI en 14 pagas ({monthly14}), lo que da {other}.',
    dnvBasisB:
      'El 200 % del SMI mensual de {year} ({decree}) en 14 pagas: {monthly}. Las oficinas de extranjería usan el SMI anual ÷ 12, lo que da {other}.',
    nlvBasis:
      'El 400 % del IPREM de {year} ({iprem} al mes) para el solicitante, más un 100 % por cada familiar; se evalúa el primer año.',
  },
  citations: {
    'law-74-ter': 'Ley 14/2013, art. 74 ter (texto)',
    'ley-28-2022': 'Ley 28/2022, texto consolidado (introduce el visado de teletrabajo en la Ley 14/2013)',
    'dnv-instruction': 'Instrucción conjunta DGEEAC/DGM sobre teletrabajo de carácter internacional (resumen)',
    'dnv-amounts-2025': 'Requisitos económicos del visado de nómada digital en España (2025)',
    'chicago-telework': 'Consulado de España en Chicago: visado de teletrabajo',
    'chicago-self-employed': 'Consulado de España en Chicago: visado por cuenta propia (cómo pedir cita)',
    'bls-chicago-nlv': 'BLS Chicago: visado de residencia no lucrativa',
    'ny-telework': 'Consulado de España en Nueva York: visado de teletrabajo',
    'ny-visas-2018': 'Consulado de España en Nueva York: visados (2018)',
    'miami-telework': 'Consulado de España en Miami: visado de teletrabajo',
    'miami-nlv-old': 'Consulado de España en Miami: residencia no lucrativa (página antigua)',
    'bls-miami-nlv': 'BLS Miami: visado nacional de residencia no lucrativa',
    'sf-telework': 'Consulado de España en San Francisco: visado de teletrabajo',
    'bls-sf-nlv': 'BLS San Francisco: visado nacional de residencia no lucrativa',
    'washington-telework': 'Consulado de España en Washington: visado de teletrabajo (nómada digital)',
    'washington-employee': 'Consulado de España en Washington: visado de trabajo por cuenta ajena',
    'bls-washington-nlv': 'BLS Washington: visado nacional de residencia no lucrativa',
    'exteriores-nlv': 'Exteriores: visado de residencia no lucrativa (Estados Unidos)',
    'rd-1155-2024': 'RD 1155/2024 (nuevo Reglamento de Extranjería): fechas',
    'medical-certificate': 'El certificado médico según el Reglamento Sanitario Internacional (RLOEx, arts. 35 y 38)',
    'maec-sworn-translators': 'MAEC: traductores-intérpretes jurados',
    'dos-authentication': 'Departamento de Estado de EE. UU.: cómo solicitar la apostilla (authentication)',
    'fbi-edo': 'FBI: Electronic Departmental Order (eDO)',
    'fbi-faq': 'FBI: preguntas frecuentes sobre el Identity History Summary',
    'ssa-poms-spain': 'SSA POMS RS 02001.485: certificado de cobertura EE. UU.–España',
    'ssa-coc-refusals':
      'EE. UU. dificulta las solicitudes del visado de nómada digital para España (certificados de la SSA)',
    'interior-deadlines': 'Interior: plazos de resolución de los procedimientos de extranjería',
    'smi-2024': 'SMI 2024: 1134 EUR (RD 145/2024)',
    'smi-2025': 'SMI 2025: 1184 EUR (RD 87/2025)',
    'smi-2026': 'SMI 2026: 1221 EUR (RD 126/2026)',
    'iprem-2026': 'IPREM 2026: 600 EUR al mes',
  },
} satisfies TCatalogueSource<typeof en>;
