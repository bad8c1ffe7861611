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
  landings: {
    loading: 'Cargando…',
    error: 'No se han podido cargar los partidos.',
    live: 'En vivo ahora',
    upcoming: 'Próximamente',
    cricket: {
      intro:
        'Críquet para la temporada del Mundial: todos los partidos, en vivo y próximos, de los campeonatos de India, Australia e Inglaterra, con cuotas en vivo, el marcador bola a bola y las clasificaciones.',
      noLive: 'Ahora mismo no hay partidos de críquet en vivo.',
      noUpcoming: 'Todavía no hay partidos de críquet programados.',
      champs: 'Campeonatos',
      table: '{{champ}}: clasificación',
      allCricket: 'Todas las apuestas de críquet',
    },
    asian: {
      intro:
        'Hándicap asiático y más/menos asiático: dos resultados posibles, una cuota para cada uno y ningún empate que te haga perder. Las líneas de cuarto reparten el importe de tu apuesta entre las dos líneas contiguas.',
      how: 'Cómo se liquidan las líneas',
      half: 'Línea de medio punto (−0,5; 2,5): la apuesta se gana o se pierde, no hay devolución.',
      whole: 'Línea entera (−1; 3): si el resultado cae justo en la línea, se devuelve el importe.',
      quarter:
        'Línea de cuarto (−0,75; 2,25): la mitad del importe va a cada línea contigua (−0,5 y −1), así que la apuesta puede quedar como media ganada o media perdida.',
      viewOn:
        'Las apuestas se muestran en vista asiática: el hándicap y el más/menos principales de cada partido.',
      viewOff:
        'Las apuestas se muestran en vista europea. Cambia a la vista asiática para ver el hándicap y el más/menos principales de cada partido.',
      switchOn: 'Cambiar a la vista asiática',
      switchOff: 'Volver a la vista europea',
      football: 'Fútbol: próximos partidos',
      noGames: 'Todavía no hay partidos de fútbol programados.',
    },
  },
};
