import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

export const fr = {
  modal: {
    signInTitle: 'Se connecter',
    signUpTitle: 'Créer un compte',
    resetTitle: 'Réinitialiser le mot de passe',
    noAccount: 'Pas encore de compte ? <0>Inscrivez-vous</0>',
    haveAccount: 'Vous avez déjà un compte ? <0>Connectez-vous</0>',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  signIn: {
    password: 'Mot de passe',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    pending: 'Connexion…',
    failed: 'La connexion a échoué. Veuillez réessayer.',
  },
  signUp: {
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Créer le compte',
    pending: 'Création du compte…',
    failed: 'Le compte n’a pas pu être créé. Veuillez réessayer.',
    doneTitle: 'Consultez vos e-mails',
    doneBody:
      'Votre compte est créé et vous êtes connecté. Nous avons envoyé un lien à {email} : ouvrez-le pour confirmer votre adresse e-mail.',
    doneWhy:
      'Une fois l’adresse confirmée, les commandes passées en tant qu’invité avec cette adresse apparaîtront dans votre espace.',
    continue: 'Continuer',
  },
  twoFactor: {
    intro:
      'Saisissez le code à 6 chiffres de votre application d’authentification. Téléphone perdu ? Saisissez plutôt l’un de vos codes de récupération.',
    code: 'Code d’authentification',
    codeInvalid:
      'Saisissez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de récupération.',
    submit: 'Vérifier',
    pending: 'Vérification…',
    back: 'Revenir à l’e-mail et au mot de passe',
  },
  forgot: {
    intro:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    pending: 'Envoi…',
    failed: 'Le lien n’a pas pu être envoyé. Veuillez réessayer.',
    sentTitle: 'Consultez vos e-mails',
    sent: 'Si un compte existe pour cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Le lien est valable 1 heure.',
    back: 'Revenir à la connexion',
  },
  reset: {
    incompleteTitle: 'Ce lien de réinitialisation est incomplet',
    incompleteBody:
      'Ouvrez le lien de l’e-mail tel qu’il a été envoyé, ou demandez-en un nouveau avec « Mot de passe oublié ? » dans la fenêtre de connexion.',
    home: 'Aller à l’accueil',
    title: 'Choisissez un nouveau mot de passe',
    intro: 'Définir un nouveau mot de passe vous connecte ici et vous déconnecte de tous vos autres appareils.',
    submit: 'Enregistrer le mot de passe',
    pending: 'Enregistrement…',
    failed: 'Le mot de passe n’a pas pu être modifié. Veuillez réessayer.',
    doneTitle: 'Votre mot de passe a été modifié',
    doneBody: 'Vous êtes connecté ici avec votre nouveau mot de passe, et déconnecté partout ailleurs.',
    myOrders: 'Voir mes commandes',
    doneTwoFactor:
      'Vous avez été déconnecté partout. Ce compte utilise la double authentification : saisissez le code pour vous connecter.',
    signInInstead: 'Se connecter plutôt avec l’e-mail et le mot de passe',
    linkProblemTitle: 'Ce lien ne peut pas être utilisé',
    linkInvalid: 'Ce lien de réinitialisation n’est pas valide. Veuillez en demander un nouveau.',
    linkUsed: 'Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau si nécessaire.',
    linkExpired: 'Ce lien de réinitialisation a expiré. Veuillez en demander un nouveau.',
    newLink: 'Demander un nouveau lien',
  },
  banner: {
    title: 'Veuillez confirmer votre adresse e-mail',
    body: 'Nous avons envoyé un lien à <0>{email}</0>. Dès que vous l’aurez confirmée, les commandes passées en tant qu’invité avec cette adresse apparaîtront ici.',
    alreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
    sent: 'E-mail envoyé. Consultez votre boîte de réception.',
    failed: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer.',
    resend: 'Renvoyer l’e-mail',
  },
  verify: {
    alreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
    newLinkSent: 'Un nouveau lien est en route. Consultez votre boîte de réception.',
    sendNewLink: 'Envoyer un nouveau lien',
    newLinkFailed: 'Un nouveau lien n’a pas pu être envoyé. Veuillez réessayer.',
    signIn: 'Se connecter',
    codeTitle: 'Saisissez votre code d’authentification',
    codeIntro:
      'Ce compte utilise la double authentification. Rien ne change avant que vous ne saisissiez le code : votre adresse est alors confirmée, votre nouveau mot de passe enregistré et vous êtes connecté.',
    choosePasswordAgain: 'Choisir à nouveau le mot de passe',
    myOrders: 'Voir mes commandes',
    home: 'Aller à l’accueil',
    newLinkHint: 'Connectez-vous et utilisez « Renvoyer l’e-mail » dans votre espace pour recevoir un nouveau lien.',
    incompleteTitle: 'Ce lien est incomplet',
    incompleteBody:
      'Il manque son code au lien de vérification. Rouvrez le lien de l’e-mail, ou copiez-le en entier dans la barre d’adresse.',
    confirmedTitle: 'Votre adresse e-mail est confirmée',
    passwordSet:
      'Votre nouveau mot de passe est enregistré, et tous les autres appareils utilisant ce compte ont été déconnectés.',
    verifiedWithCode:
      'Merci : votre adresse est vérifiée, et les commandes passées avec elle en tant qu’invité figurent dans votre espace.',
    verified: 'Merci : <0>{email}</0> est vérifiée.',
    ordersAdded:
      '{count, plural, one {# commande antérieure a été ajoutée à votre compte.} other {# commandes antérieures ont été ajoutées à votre compte.}}',
    usedTitle: 'Ce lien a déjà été utilisé',
    usedBody:
      'Chaque lien de vérification ne fonctionne qu’une fois, et un lien plus récent, une réinitialisation ou un changement de mot de passe le remplace. Si votre adresse est confirmée, vos commandes sont dans votre espace ; sinon, demandez-y un nouveau lien.',
    alreadyTitle: 'Votre adresse e-mail est déjà confirmée',
    alreadyBody:
      'Ce lien n’est plus nécessaire : l’adresse du compte est confirmée. Connectez-vous pour voir vos commandes.',
    expiredTitle: 'Ce lien a expiré',
    expiredBody:
      'Les liens de vérification sont valables 48 heures. Demandez-en un nouveau et utilisez-le dans ce délai.',
    invalidTitle: 'Ce lien n’est pas valide',
    invalidBody: 'Ce lien de vérification n’est pas valide. Utilisez le lien de l’e-mail le plus récent.',
    loading: 'Chargement',
    confirmTitle: 'Confirmez votre adresse e-mail',
    confirmBody:
      'Confirmez que <0>{email}</0> est bien votre adresse e-mail. Les commandes passées avec elle en tant qu’invité seront alors ajoutées à votre compte.',
    confirmButton: 'Vérifier mon adresse',
    confirmFailed: 'Votre adresse e-mail n’a pas pu être confirmée. Veuillez réessayer.',
    otherAccount: 'Vous êtes connecté en tant que <0>{signedInAs}</0>, mais ce lien concerne <1>{accountEmail}</1>.',
    otherAccountUnnamed: 'Vous êtes connecté en tant que <0>{signedInAs}</0>, mais ce lien concerne un autre compte.',
    signInFirst: 'Connectez-vous à votre compte, puis confirmez-le ici.',
    signInFirstNamed: 'Connectez-vous à votre compte ({email}), puis confirmez-le ici.',
    or: 'ou',
    setPasswordTitle: 'Définir un mot de passe et confirmer',
    setPasswordBody:
      'Choisissez un nouveau mot de passe pour ce compte. Cela confirme votre adresse et déconnecte tous les autres appareils utilisant le compte : utilisez cette option si vous ne pouvez pas vous connecter, ou si vous n’avez pas ouvert ce compte vous-même.',
    setPasswordSubmit: 'Définir le mot de passe et vérifier',
  },
} satisfies TCatalogueSource<typeof en>;
