import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the customer as usted. */
export const es = {
  fields: {
    firstName: 'Nombre',
    lastName: 'Apellidos',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    newPassword: 'Nueva contraseña',
    confirmNewPassword: 'Confirmar la nueva contraseña',
    passwordHint: 'Al menos {min} caracteres.',
  },
  names: {
    kind: 'Nombre {number}: qué es',
    asWritten: 'Nombre {number}: tal como figura en el pasaporte',
    remove: 'Quitar',
    removeNamed: 'Quitar el nombre {number}',
    add: 'Añadir un nombre',
    otherInstructions: 'Otras indicaciones para el traductor',
    kinds: {
      full_name: 'Nombre completo',
      father_name: 'Nombre del padre',
      mother_name: 'Nombre de la madre',
      place: 'Lugar',
      other_name: 'Otro nombre',
    },
  },
  requiredFooter: 'Los campos marcados con <0>*</0> son obligatorios.',
  validation: {
    required: 'Este campo es obligatorio.',
    tooLong: 'Use como máximo {max, plural, one {# carácter} other {# caracteres}}.',
    invalid: 'Revise este campo.',
    email: 'Introduzca una dirección de correo electrónico válida.',
    phone: 'Introduzca un número de teléfono válido.',
    personName: 'Use solo letras, espacios, apóstrofos y guiones.',
    placeName: 'Use solo letras, espacios, apóstrofos, guiones, puntos y comas.',
    passwordTooShort: 'La contraseña debe tener al menos {min} caracteres.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden.',
    tooManyNames: 'Como máximo {max} nombres.',
    postal: {
      address: 'Necesitamos la dirección para enviarle la traducción.',
      city: 'Necesitamos la ciudad para enviarle la traducción.',
      zipCode: 'Necesitamos el código postal para enviarle la traducción.',
    },
  },
  alreadyOrdered: {
    yours:
      'Si usted hizo este pedido, ábralo desde el correo de confirmación que le enviamos o inicie sesión con la cuenta con la que lo pidió.',
    notYoursEmail:
      'Si no lo hizo usted, es posible que otra persona haya usado el enlace de este presupuesto. Escriba a <0/> indicando la dirección de esta página y lo resolveremos con usted.',
    notYoursContact:
      'Si no lo hizo usted, es posible que otra persona haya usado el enlace de este presupuesto. Escriba a <0>nuestro equipo de atención al cliente</0> indicando la dirección de esta página y lo resolveremos con usted.',
  },
} satisfies TCatalogueSource<typeof en>;
