import type { ContentMessages } from './content.en';

/** Strings of the site's content pages (Spanish). */
export const contentEs: ContentMessages = {
  info: {
    intro:
      'Todo sobre Betline: cómo funcionan las apuestas, los pagos, tus datos y cómo mantenemos el juego seguro.',
    rulesTitle: 'Reglas de apuestas',
    rulesSummary:
      'Condiciones generales, tipos de apuesta, las reglas de cada deporte, liquidación y cash-out.',
    onThisPage: 'En esta página',
    fallbackNote: 'Este texto aún no está disponible en tu idioma. Se muestra en {{language}}.',
    updated: 'Actualizado el {{date}}, revisión {{revision}}',
    print: 'Imprimir',
    loading: 'Cargando el texto',
    loadError: 'No se pudo cargar el texto.',
    notFound: 'Este texto aún no se ha publicado.',
    ruleBook: 'Reglamento',
    searchLabel: 'Buscar en las reglas',
    searchPlaceholder: 'Cash-out, hándicap…',
    searchResults: 'Resultados de la búsqueda',
    found: 'Capítulos encontrados: {{count}}',
    noResults: 'Ningún capítulo menciona «{{query}}».',
    searchError: 'La búsqueda no respondió. Inténtalo de nuevo.',
    matchesHere: 'Coincidencias en este capítulo: {{count}}',
    chapterPager: 'Capítulos',
    previousChapter: 'Capítulo anterior',
    nextChapter: 'Capítulo siguiente',
  },
  posts: {
    intro: {
      news: 'Novedades y actualizaciones de Betline.',
      blog: 'Guías de apuestas, explicaciones sencillas y consejos para jugar con seguridad.',
    },
    empty: 'Todavía no se ha publicado nada aquí.',
    pastEnd: 'No hay publicaciones en esta página.',
    pager: 'Páginas de publicaciones',
    page: 'Página {{page}} de {{pages}}',
    published: 'Publicado el {{date}}',
    back: { news: 'Todas las noticias', blog: 'Todas las entradas del blog' },
  },
  apps: {
    install: 'Instalar la app',
    installHint: 'Tu navegador puede instalar Betline directamente desde esta página.',
    installed: 'Betline se está instalando: ábrelo desde la pantalla de inicio o la lista de apps.',
    dismissed: 'Ahora no. Puedes instalar Betline más tarde desde esta página o el menú del navegador.',
  },
  idea: {
    intro:
      'Cuéntanos qué haría Betline mejor para ti. El equipo de producto lee cada idea y recibirás respuesta en tus solicitudes de soporte.',
    form: 'Tu idea',
    topic: 'Tema',
    chooseTopic: 'Elige un tema',
    topics: {
      sports: 'Apuestas deportivas',
      casino: 'Casino',
      app: 'La web y la app',
      payments: 'Pagos',
      other: 'Otra cosa',
    },
    text: 'Tu idea',
    textHint: '¿Qué cambiarías y por qué? Hasta {{max}} caracteres.',
    required: 'Rellena este campo.',
    choose: 'Elige una opción.',
    send: 'Enviar la idea',
    subject: 'Idea: {{topic}}',
    thanks: '¡Gracias por tu idea!',
    thanksBody: 'La hemos recibido y te responderemos en tus solicitudes de soporte.',
    follow: 'Seguir la respuesta',
    another: 'Compartir otra idea',
    error: 'No se pudo enviar la idea. Inténtalo de nuevo.',
  },
  oldBrowser: {
    heading: 'Actualiza tu navegador',
    body: 'Betline necesita un navegador reciente para mantener seguros tu cuenta y tus pagos, y este es demasiado antiguo. Actualízalo o abre Betline en uno de estos navegadores:',
    browsers: 'Navegadores en los que funciona Betline',
    anyway: 'Ir a la página de inicio de todos modos',
  },
};
