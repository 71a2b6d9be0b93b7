import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

export const es = {
  page: {
    title: 'Mi cuenta',
    signedInAs: 'Sesión iniciada como <0>{email}</0>',
    nameTitle: 'Su nombre',
    nameDescription: 'Aparece en sus pedidos y en los correos que le enviamos.',
    passwordTitle: 'Contraseña',
    passwordDescription: 'Al cambiarla, se cerrará la sesión en todos sus demás dispositivos.',
    twoFactorTitle: 'Verificación en dos pasos',
    twoFactorDescription:
      'Para el equipo: al iniciar sesión también se pide un código de una aplicación de autenticación, y los códigos de recuperación le permiten entrar si pierde el teléfono.',
    twoFactorRequiredTitle: 'La verificación en dos pasos es obligatoria',
    twoFactorRequired: 'La agencia la exige al equipo: configúrela aquí y el área de gestión volverá a abrirse.',
    deleteTitle: 'Eliminar la cuenta',
    deleteDescription:
      'Elimina su acceso: ya no podrá abrir sus pedidos, presupuestos ni planes. El equipo termina o cancela los pedidos que sigan en curso.',
  },
  profile: {
    failed: 'No se pudo guardar su nombre. Inténtelo de nuevo.',
    saved: 'Su nombre se ha guardado.',
    emailHint: 'El correo electrónico no se puede cambiar.',
    submit: 'Guardar el nombre',
    pending: 'Guardando…',
  },
  password: {
    failed: 'No se pudo cambiar su contraseña. Inténtelo de nuevo.',
    changed: 'Su contraseña se ha cambiado. Se ha cerrado la sesión en los demás dispositivos.',
    current: 'Contraseña actual',
    submit: 'Cambiar la contraseña',
    pending: 'Cambiando…',
  },
  deleteAccount: {
    start: 'Eliminar mi cuenta…',
    failed: 'No se pudo eliminar su cuenta. Inténtelo de nuevo.',
    warningTitle: 'Esta acción no se puede deshacer',
    warning:
      'Se elimina su acceso y se cierra la sesión en todas partes. Ya no podrá abrir sus pedidos, presupuestos ni planes, ni siquiera con sus enlaces.',
    documents:
      'Los documentos de sus pedidos completados o cancelados —todos los archivos que subió y todas las traducciones— se eliminan de inmediato de nuestro almacenamiento. Se conservan los registros de los pedidos, los importes y los recibos. Los pedidos que sigan en curso quedan a cargo de nuestro equipo, que los termina o los cancela y escribe a la dirección de correo del pedido.',
    confirmPassword: 'Escriba su contraseña para confirmar',
    submit: 'Eliminar mi cuenta',
    pending: 'Eliminando…',
    cancel: 'Cancelar',
  },
  dashboard: {
    welcome: 'Hola de nuevo, {name}',
    newOrder: 'Hacer un nuevo pedido',
    loading: 'Cargando…',
  },
} satisfies TCatalogueSource<typeof en>;
