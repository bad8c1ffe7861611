import type { Messages } from './en';
import { pagesEs } from './pages.es';

export const es: Messages = {
  pages: pagesEs,
  app: { name: 'Betline' },
  a11y: { skipToContent: 'Saltar al contenido' },
  header: {
    signIn: 'Iniciar sesión',
    register: 'Registrarse',
    homeLink: '{{brand}}, página de inicio',
    mainNav: 'Navegación principal',
    phoneNav: 'Navegación rápida',
    nav: {
      home: 'Inicio',
      account: 'Mi cuenta',
      sports: 'Deportes',
      live: 'En vivo',
      casino: 'Casino',
      promotions: 'Promociones',
    },
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
  remoteView: {
    loading: 'Cargando…',
    failed: 'No se ha podido cargar esta sección.',
    refresh: 'Actualizar',
  },
  footer: {
    label: 'Información del sitio',
    copyright: '© {{year}} {{company}}',
    information: 'Información',
    rules: 'Reglas de apuestas',
    responsibleGaming: 'Juego responsable',
    contacts: 'Contactos',
  },
  home: {
    title: 'Apuestas deportivas y casino',
    heading: 'Bienvenido a {{brand}}',
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
    loading: 'Cargando {{brand}}',
    errorTitle: 'No se ha podido cargar {{brand}}',
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
