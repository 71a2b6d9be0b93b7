import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

export const es = {
  modal: {
    signInTitle: 'Iniciar sesión',
    signUpTitle: 'Crear una cuenta',
    resetTitle: 'Restablecer la contraseña',
    noAccount: '¿No tiene cuenta? <0>Regístrese</0>',
    haveAccount: '¿Ya tiene cuenta? <0>Inicie sesión</0>',
    sessionExpired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
  },
  signIn: {
    password: 'Contraseña',
    forgotPassword: '¿Ha olvidado su contraseña?',
    submit: 'Iniciar sesión',
    pending: 'Iniciando sesión…',
    failed: 'No se pudo iniciar sesión. Inténtelo de nuevo.',
  },
  signUp: {
    password: 'Contraseña',
    confirmPassword: 'Confirmar la contraseña',
    submit: 'Crear la cuenta',
    pending: 'Creando la cuenta…',
    failed: 'No se pudo crear la cuenta. Inténtelo de nuevo.',
    doneTitle: 'Revise su correo electrónico',
    doneBody:
      'Su cuenta está creada y ha iniciado sesión. Hemos enviado un enlace a {email}: ábralo para confirmar su dirección de correo electrónico.',
    doneWhy: 'Una vez confirmada, los pedidos que haya hecho como invitado con este correo aparecerán en su panel.',
    continue: 'Continuar',
  },
  twoFactor: {
    intro:
      'Introduzca el código de 6 cifras de su aplicación de autenticación. ¿Ha perdido el teléfono? Introduzca uno de sus códigos de recuperación.',
    code: 'Código de verificación',
    codeInvalid:
      'Introduzca el código de 6 cifras de su aplicación de autenticación o uno de sus códigos de recuperación.',
    submit: 'Verificar',
    pending: 'Verificando…',
    back: 'Volver al correo y la contraseña',
  },
  forgot: {
    intro: 'Introduzca el correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar el enlace',
    pending: 'Enviando…',
    failed: 'No se pudo enviar el enlace. Inténtelo de nuevo.',
    sentTitle: 'Revise su correo electrónico',
    sent: 'Si existe una cuenta con ese correo, le hemos enviado un enlace para restablecer la contraseña. El enlace es válido durante 1 hora.',
    back: 'Volver a iniciar sesión',
  },
  reset: {
    incompleteTitle: 'Este enlace de restablecimiento está incompleto',
    incompleteBody:
      'Abra el enlace del correo tal como se envió, o solicite uno nuevo con «¿Ha olvidado su contraseña?» en la ventana de inicio de sesión.',
    home: 'Ir a la página de inicio',
    title: 'Elija una nueva contraseña',
    intro:
      'Al establecer una nueva contraseña, iniciará sesión aquí y se cerrará la sesión en todos sus demás dispositivos.',
    submit: 'Guardar la nueva contraseña',
    pending: 'Guardando…',
    failed: 'No se pudo cambiar la contraseña. Inténtelo de nuevo.',
    doneTitle: 'Su contraseña se ha cambiado',
    doneBody:
      'Ha iniciado sesión aquí con su nueva contraseña y se ha cerrado la sesión en todos los demás dispositivos.',
    myOrders: 'Ir a mis pedidos',
    doneTwoFactor:
      'Se ha cerrado la sesión en todos los dispositivos. Esta cuenta tiene activada la verificación en dos pasos: introduzca el código para iniciar sesión.',
    signInInstead: 'Iniciar sesión con correo y contraseña',
    linkProblemTitle: 'Este enlace no se puede utilizar',
    linkInvalid: 'Este enlace para restablecer la contraseña no es válido. Solicite uno nuevo.',
    linkUsed: 'Este enlace para restablecer la contraseña ya se ha utilizado. Solicite uno nuevo si lo necesita.',
    linkExpired: 'Este enlace para restablecer la contraseña ha caducado. Solicite uno nuevo.',
    newLink: 'Solicitar un nuevo enlace',
  },
  banner: {
    title: 'Confirme su dirección de correo electrónico',
    body: 'Hemos enviado un enlace a <0>{email}</0>. Cuando lo confirme, los pedidos que haya hecho como invitado con este correo aparecerán aquí.',
    alreadyConfirmed: 'Su correo electrónico ya está confirmado.',
    sent: 'Correo enviado. Revise su bandeja de entrada.',
    failed: 'No se pudo enviar el correo. Inténtelo de nuevo.',
    resend: 'Reenviar el correo',
  },
  verify: {
    alreadyConfirmed: 'Su correo electrónico ya está confirmado.',
    newLinkSent: 'Le hemos enviado un nuevo enlace. Revise su bandeja de entrada.',
    sendNewLink: 'Enviar un nuevo enlace',
    newLinkFailed: 'No se pudo enviar un nuevo enlace. Inténtelo de nuevo.',
    signIn: 'Iniciar sesión',
    codeTitle: 'Introduzca su código de verificación',
    codeIntro:
      'Esta cuenta tiene activada la verificación en dos pasos. No cambia nada hasta que introduzca el código: entonces se confirma su correo, se establece su nueva contraseña e inicia sesión.',
    choosePasswordAgain: 'Volver a elegir la contraseña',
    myOrders: 'Ir a mis pedidos',
    home: 'Ir a la página de inicio',
    newLinkHint: 'Inicie sesión y utilice «Reenviar el correo» en su panel para recibir un nuevo enlace.',
    incompleteTitle: 'Este enlace está incompleto',
    incompleteBody:
      'Al enlace de verificación le falta su código. Vuelva a abrir el enlace del correo o cópielo entero en la barra de direcciones.',
    confirmedTitle: 'Su correo electrónico está confirmado',
    passwordSet:
      'Su nueva contraseña está establecida y se ha cerrado la sesión en todos los demás dispositivos que usaban esta cuenta.',
    verifiedWithCode:
      'Gracias: su correo está verificado y los pedidos que hizo con él como invitado están en su panel.',
    verified: 'Gracias: <0>{email}</0> está verificado.',
    ordersAdded:
      '{count, plural, one {Se ha añadido # pedido anterior a su cuenta.} other {Se han añadido # pedidos anteriores a su cuenta.}}',
    usedTitle: 'Este enlace ya se ha utilizado',
    usedBody:
      'Cada enlace de verificación funciona una sola vez, y lo sustituyen un enlace más reciente, un restablecimiento o un cambio de contraseña. Si su correo está confirmado, sus pedidos están en su panel; si no, solicite allí un nuevo enlace.',
    alreadyTitle: 'Su correo electrónico ya está confirmado',
    alreadyBody:
      'Este enlace ya no es necesario: el correo de la cuenta está confirmado. Inicie sesión para ver sus pedidos.',
    expiredTitle: 'Este enlace ha caducado',
    expiredBody:
      'Los enlaces de verificación son válidos durante 48 horas. Solicite uno nuevo y utilícelo dentro de ese plazo.',
    invalidTitle: 'Este enlace no es válido',
    invalidBody: 'Este enlace de verificación no es válido. Utilice el enlace del correo más reciente.',
    loading: 'Cargando',
    confirmTitle: 'Confirme su correo electrónico',
    confirmBody:
      'Confirme que <0>{email}</0> es su dirección de correo electrónico. Los pedidos que haya hecho con ella como invitado se añadirán a su cuenta.',
    confirmButton: 'Verificar mi correo',
    confirmFailed: 'No se pudo confirmar su correo electrónico. Inténtelo de nuevo.',
    otherAccount: 'Ha iniciado sesión como <0>{signedInAs}</0>, pero este enlace es para <1>{accountEmail}</1>.',
    otherAccountUnnamed: 'Ha iniciado sesión como <0>{signedInAs}</0>, pero este enlace es para otra cuenta.',
    signInFirst: 'Inicie sesión en su cuenta y confírmela aquí.',
    signInFirstNamed: 'Inicie sesión en su cuenta ({email}) y confírmela aquí.',
    or: 'o',
    setPasswordTitle: 'Establezca una contraseña y confirme',
    setPasswordBody:
      'Elija una nueva contraseña para esta cuenta. Así se confirma su correo y se cierra la sesión en todos los demás dispositivos que usan la cuenta: hágalo si no puede iniciar sesión o si no abrió usted la cuenta.',
    setPasswordSubmit: 'Establecer la contraseña y verificar',
  },
} satisfies TCatalogueSource<typeof en>;
