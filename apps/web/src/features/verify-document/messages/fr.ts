import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French, vous. */
export const fr = {
  intro: {
    eyebrow: 'Vérification de documents',
    title: 'Vérifier une traduction certifiée',
    lead: 'Vous avez reçu une traduction certifiée ou assermentée émise par nos soins ? Vérifiez son authenticité avec le code imprimé au bas de chaque page.',
  },
  form: {
    heading: 'Saisissez le code de vérification',
    lead: 'Il est imprimé au bas de chaque page de la traduction certifiée.',
    label: 'Code de vérification',
    hint: 'Douze lettres et chiffres. Les tirets, les espaces, les majuscules et minuscules sont indifférents.',
    empty: 'Saisissez le code de vérification imprimé au bas de chaque page.',
    invalid: 'Un code de vérification compte 12 lettres et chiffres, par exemple 7KQ2-M9XD-4TPA.',
    submit: 'Vérifier le code',
    searching: 'Vérification…',
  },
  verdict: {
    loading: 'Recherche du document…',
    genuine: 'Émis par {brand} : ce document est authentique',
    genuineDetail:
      'Comparez les informations ci-dessous avec le document que vous avez sous les yeux, ou vérifiez le PDF lui-même plus bas.',
    superseded:
      'Émis, mais remplacé par une version plus récente le {date} : demandez la version en vigueur à son détenteur',
    supersededDetail:
      '{brand} a émis ce document, puis une version corrigée qui le remplace. Les informations ci-dessous sont celles de la version émise sous ce code.',
    fileDeleted:
      'Notre copie du PDF a été supprimée le {date} ; cette fiche est conservée, de sorte que la copie que vous détenez peut toujours être vérifiée.',
    notFound: 'Aucun document n’a été émis avec ce code',
    notFoundDetail: 'Vérifiez le code imprimé au bas de chaque page.',
    failed: 'Le code n’a pas pu être vérifié',
    failedFallback: 'Une erreur s’est produite. Veuillez réessayer.',
  },
  facts: {
    heading: 'Ce qui a été émis sous ce code',
    code: 'Code de vérification',
    document: 'Document',
    languages: 'Langues',
    certifications: 'Type de certification',
    translator: 'Traducteur',
    credential: 'Numéro d’agrément',
    issued: 'Émis le',
    pages: 'Nombre de pages',
    order: 'Commande',
    signature: 'Signature numérique',
    signed: 'Signé numériquement par le traducteur (votre lecteur PDF peut afficher le détail de la signature)',
    notSigned: 'Sans signature numérique : le cachet et la signature du traducteur sont imprimés sur chaque page',
    signedBy: 'Signé numériquement par {subject} (certificat émis par {issuer})',
    selfSigned:
      'Le certificat est auto-signé : la signature montre que le fichier n’a pas été modifié, pas qui l’a signé.',
    sha256: 'Empreinte SHA-256',
    copy: 'Copier l’empreinte SHA-256',
    copied: 'Empreinte SHA-256 copiée',
    certificationNames: {
      sworn_spain: 'Traduction assermentée espagnole (Orden AEC/2125/2014)',
      sworn_france: 'Traduction assermentée française',
      uscis: 'Traduction certifiée pour les autorités américaines (USCIS)',
    },
  },
  check: {
    heading: 'Vérifier le PDF reçu',
    lead: 'Déposez le PDF ici pour vérifier qu’il s’agit, octet pour octet, du document émis sous ce code.',
    private:
      'Votre fichier ne quitte jamais votre appareil : votre navigateur calcule son empreinte SHA-256, et seule celle-ci est comparée à celle enregistrée lors de l’émission du document.',
    dropTitle: 'Glissez-déposez le PDF ici',
    browse: 'Choisir le PDF',
    input: 'PDF à vérifier',
    checking: 'Vérification de {filename}…',
    match: 'Ce fichier est exactement le document émis',
    matchCurrent: 'Rien n’y a été modifié depuis son émission.',
    matchSuperseded:
      'Rien n’y a été modifié depuis son émission, mais il a depuis été remplacé par une version plus récente : demandez la version en vigueur à son détenteur.',
    mismatch: 'Ce fichier n’est pas le document émis sous ce code : il en diffère (ne serait-ce que d’un octet)',
    mismatchDetail:
      'Il a pu être modifié, ou il s’agit d’un autre document ou d’une copie antérieure. Demandez le PDF exactement tel qu’il a été reçu.',
    yourFingerprint: 'SHA-256 de votre fichier',
    unreadable: 'Votre navigateur n’a pas pu lire ce fichier. Réessayez, ou utilisez un navigateur récent.',
    failed: 'Le fichier n’a pas pu être vérifié. Veuillez réessayer.',
  },
} satisfies TCatalogueSource<typeof en>;
