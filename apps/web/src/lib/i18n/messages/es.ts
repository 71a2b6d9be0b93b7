import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  layout: {
    skipLink: 'Ir al contenido principal',
    loadingPage: 'Cargando la página',
    mainNavigation: 'Principal',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    account: 'Cuenta',
    brandHome: 'inicio',
    language: 'Idioma',
    logIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    welcome: 'Hola,',
    dashboard: 'Panel',
    signOut: 'Cerrar sesión',
  },
  nav: {
    home: 'Inicio',
    about: 'Quiénes somos',
    pricing: 'Precios',
    services: 'Servicios',
    trackOrder: 'Seguir mi pedido',
    contact: 'Contacto',
  },
  footer: {
    tagline: 'Traducciones profesionales y juradas de documentos entre inglés, español y francés, encargadas en línea.',
    encrypted: 'Cifrado en tránsito (HTTPS)',
    servicesTitle: 'Servicios',
    companyTitle: 'Empresa',
    professionalTranslation: 'Traducción profesional',
    swornTranslation: 'Traducción jurada',
    pricing: 'Precios',
    getQuote: 'Solicitar presupuesto',
    aboutUs: 'Quiénes somos',
    trackYourOrder: 'Seguir su pedido',
    planner: 'Planificador de documentos para visados',
    contact: 'Contacto',
    contactUs: 'Contáctenos',
    replyTime: 'Procuramos responder en un día hábil.',
    sendMessage: 'Envíenos un mensaje →',
    rightsReserved: 'Todos los derechos reservados.',
    cookieChoices: 'Preferencias de cookies publicitarias',
  },
  home: {
    title: 'Traducción profesional y jurada de documentos',
  },
} satisfies TCatalogueSource<typeof en>;
