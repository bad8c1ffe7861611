import type { PagesMessages } from './en';

export const pagesEs: PagesMessages = {
  loading: 'Cargando la página',
  layout: {
    support: 'Soporte',
    scrollTop: 'Volver arriba',
    seoLabel: 'Sobre {{brand}}',
    seoText:
      '{{brand}} es apuestas deportivas y casino: apuestas previas y en vivo, esports, toto, lotto y juegos de casino. Solo para mayores de edad (18+). Juega con responsabilidad.',
    notices: 'Avisos',
  },
  maintenanceWarning: {
    title: 'Trabajos técnicos programados',
    body: 'Desde {{start}} hasta {{finish}} el sitio y las aplicaciones no estarán disponibles.',
  },
  maintenance: {
    heading: 'Trabajos técnicos',
    body: 'El servidor no funciona desde {{start}} hasta {{finish}}. El sitio y las aplicaciones no están disponibles durante los trabajos.',
    start: 'Inicio',
    finish: 'Fin',
    unknown: 'por anunciar',
    check: 'Comprobar de nuevo',
  },
  block: {
    heading: 'El acceso al sitio está restringido',
    body: 'El sitio no está disponible para ti en este momento. Si crees que es un error, contacta con soporte.',
    contact: 'Contactar con soporte',
  },
  blockUa: {
    heading: 'El sitio no está disponible en tu región',
    body: 'Según las normas de tu región no podemos ofrecer nuestros servicios donde te encuentras.',
  },
  blockIe: {
    heading: 'Tu navegador no es compatible',
    body: 'Abre el sitio en una versión actual de Chrome, Firefox, Safari o Edge.',
  },
  siteUpdates: {
    heading: 'Estamos actualizando el sitio',
    body: 'El sitio volverá en breve. Gracias por tu paciencia.',
  },
  comingSoon: { heading: 'Próximamente', body: 'Nos preparamos para abrir en tu país. Vuelve pronto.' },
  suspension: {
    heading: 'Tu cuenta está suspendida',
    body: 'Las apuestas y los juegos están en pausa en tu cuenta. Contacta con soporte para saber más.',
  },
  ban: {
    heading: 'Tu cuenta está restringida',
    body: 'Las apuestas y los juegos están cerrados en tu cuenta. Aún puedes leer las reglas y contactar con soporte.',
    withdraw: 'Retirar fondos',
    rules: 'Leer las reglas',
  },
  terms: {
    heading: 'Nuestros términos y condiciones han cambiado',
    body: 'Lee y acepta los nuevos términos para seguir usando tu cuenta.',
    published: 'Publicado el {{date}}',
    read: 'Leer las reglas',
    accept: 'Aceptar y continuar',
    accepting: 'Guardando',
    error: 'No se pudieron aceptar los términos. Inténtalo de nuevo.',
  },
  error: {
    code: 'Error 500',
    heading: 'Algo ha fallado por nuestra parte',
    body: 'No se pudo mostrar la página. Inténtalo de nuevo en un momento.',
    home: 'Ir a la página de inicio',
  },
};
