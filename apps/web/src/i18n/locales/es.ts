import type { Messages } from './en';
import { pagesEs } from './pages.es';

export const es: Messages = {
  pages: pagesEs,
  app: { name: 'Betline' },
  a11y: { skipToContent: 'Saltar al contenido' },
  header: {
    signIn: 'Iniciar sesión',
    register: 'Registrarse',
    homeLink: 'Betline, página de inicio',
    mainNav: 'Navegación principal',
    nav: { sports: 'Deportes', live: 'En vivo', casino: 'Casino', promotions: 'Promociones' },
    languageSwitch: 'Idioma',
    languageChanged: 'Idioma cambiado: {{language}}',
    theme: {
      toggle: 'Tema oscuro',
      toDark: 'Cambiar al tema oscuro',
      toLight: 'Cambiar al tema claro',
      nowDark: 'Tema oscuro activado',
      nowLight: 'Tema claro activado',
    },
  },
  footer: {
    label: 'Información del sitio',
    copyright: '© {{year}} {{company}}',
    age: '18+',
    responsible: 'Juega con responsabilidad',
    responsibleHint: 'El juego puede crear adicción. Fija límites y haz pausas.',
  },
  home: {
    title: 'Apuestas deportivas y casino',
    heading: 'Bienvenido a Betline',
    welcome:
      'Apuesta antes del partido y en vivo, sigue cómo se mueven las cuotas y juega al casino, todo desde una sola cuenta.',
  },
  notFound: {
    title: 'Página no encontrada',
    heading: 'No se ha encontrado esta página',
    body: 'Puede que la dirección tenga un error o que la página se haya movido.',
    home: 'Ir a la página de inicio',
  },
  config: {
    loading: 'Cargando Betline',
    errorTitle: 'No se ha podido cargar Betline',
    errorBody: 'No hemos podido conectar con el sitio. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    retrying: 'Reintentando',
    reloadFailed: 'No se han podido cargar los ajustes más recientes del sitio.',
  },
  crash: {
    title: 'Algo ha salido mal',
    body: 'La página ha dejado de funcionar. Recárgala para continuar; tus apuestas y tu saldo están a salvo en el servidor.',
    reload: 'Recargar la página',
  },
};
