import type { Texts } from './betting.en';
import type { builderEn } from './builder.en';

/** Bets on your terms (`betsonyour`, `betsonyour/{sport}/{champ}/{game}`) in Spanish: one bet of two to six outcomes of one match, its price, slip, refusals and the player's bets. */
export const builderEs: Texts<typeof builderEn> = {
  loading: 'Cargando…',
  error: 'No se han podido cargar los partidos.',
  intro:
    'Crea tu propia apuesta sobre un partido: elige de dos a seis selecciones de sus mercados (ganador, goles, hándicaps, ambos equipos marcan, resultado exacto) y obtén una única cuota para todas juntas.',
  how: {
    heading: 'Cómo funciona',
    together:
      'La cuota se calcula a partir de la probabilidad de que todas tus selecciones se cumplan a la vez, así que las que van de la mano (victoria local y más de 2,5 goles) se valoran teniendo en cuenta esa relación, no como si fueran independientes.',
    clash:
      'Antes de que apuestes, te avisamos de las selecciones que no pueden cumplirse todas a la vez o de la que no aporta nada a otra.',
    settle:
      'La apuesta gana si aciertas todas las selecciones. Si una selección se anula (un hándicap o un total justo en la línea), se te devuelve el importe apostado.',
  },
  live: 'En directo',
  upcoming: 'Próximos partidos de fútbol',
  none: 'Ahora mismo no hay ningún partido abierto para apuestas a tu manera.',
  build: 'Crea una apuesta sobre {{game}}',
  allGames: 'Todos los partidos para apuestas a tu manera',
  notFound: 'Este partido no está abierto para apuestas a tu manera.',
  startsAt: 'Inicio: {{time}}',
  markets: 'Mercados',
  pickLabel: '{{outcome}} ({{market}}) a {{price}}',
  slip: {
    heading: 'Tu apuesta',
    empty: 'Elige al menos dos selecciones de los mercados.',
    one: 'Elige una selección más para obtener la cuota.',
    remove: 'Quitar {{outcome}}',
    clear: 'Quitar todas',
    pricing: 'Calculando la cuota…',
    price: 'Cuota de todas juntas: {{price}}',
    apart: 'Cuotas por separado multiplicadas: {{price}}',
    max: 'Como máximo {{count}} selecciones por apuesta.',
    stake: 'Importe',
    stakeRange: 'Introduce un importe de {{min}} a {{max}}.',
    returns: 'Cobras {{amount}} si aciertas todas las selecciones.',
    place: 'Apostar {{amount}} a {{price}}',
    signIn: 'Inicia sesión para apostar',
    placed: 'Apuesta realizada a {{price}}. Se liquidará cuando termine el partido.',
    priceChanged: 'La cuota ha cambiado a {{price}}. Revísala y vuelve a realizar la apuesta.',
  },
  clash: {
    builder_same_market: '{{first}} y {{second}} son del mismo mercado: quédate solo con una.',
    builder_contradiction: '{{first}} y {{second}} no pueden ganar a la vez.',
    builder_redundant: '{{first}} ya incluye {{second}} (o al revés): quédate solo con una.',
    builder_too_likely:
      'Es demasiado probable que estas selecciones se cumplan juntas, así que no podemos ofrecerlas. Añade o cambia alguna selección.',
    builder_count: 'Una apuesta a tu manera combina de dos a seis selecciones.',
    builder_outcome: 'Una de tus selecciones ya no está disponible. Quítala para continuar.',
    builder_closed:
      'Ahora mismo este partido no admite apuestas (ha terminado o sus mercados están suspendidos).',
    generic: 'Estas selecciones no se pueden combinar.',
  },
  refusals: {
    signIn: 'Tu sesión ha terminado. Vuelve a iniciar sesión para apostar.',
    closed: 'Ahora mismo este partido no admite apuestas. Tu apuesta no se ha realizado.',
    excluded: 'Ahora mismo tu cuenta no puede apostar (autoexclusión, tiempo de descanso o bloqueo).',
    wageringLimit: 'Esta apuesta supera tu límite de apuestas. Aún puedes apostar {{allowed}}.',
    lossLimit: 'Esta apuesta supera tu límite de pérdidas. Aún puedes apostar {{allowed}}.',
    funds: 'No tienes saldo suficiente para esta apuesta.',
    failed:
      'No se ha podido realizar la apuesta. Revisa tu conexión e inténtalo de nuevo: la misma apuesta nunca se realiza dos veces.',
  },
  mine: {
    heading: 'Mis apuestas a tu manera',
    empty: 'Todavía no tienes apuestas a tu manera.',
    game: 'Partido',
    picks: 'Selecciones',
    price: 'Cuota',
    stake: 'Importe',
    result: 'Resultado',
    open: 'Pendiente',
    won: 'Ganada: {{amount}}',
    lost: 'Perdida',
    void: 'Anulada: reembolso de {{amount}}',
  },
};
