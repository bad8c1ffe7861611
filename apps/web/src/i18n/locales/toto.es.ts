import type { Texts } from './betting.en';
import type { totoEn } from './toto.en';

/** La quiniela: la jornada semanal de 15 partidos de fútbol, boletos, premios y resultados. */
export const totoEs: Texts<typeof totoEn> = {
  intro:
    'Pronostica el resultado de 15 partidos de fútbol de la semana. Cuantos más aciertos, mayor es tu parte del fondo de premios; con los 15 aciertos te llevas el bote.',
  loading: 'Cargando…',
  error: 'No se ha podido cargar la quiniela.',
  tabs: {
    label: 'Quiniela',
    draw: 'Jornada actual',
    next: 'Próxima jornada',
    coupons: 'Mis boletos',
    draws: 'Resultados',
    nonimees: 'Ganadores',
  },
  week: 'Semana {{week}} de {{year}}',
  status: {
    open: 'Abierta',
    closed: 'Pendiente de resultados',
    settled: 'Liquidada',
    cancelled: 'Anulada',
  },
  closesAt: 'Se admiten boletos hasta {{time}}',
  settledAt: 'Liquidada el {{time}}',
  jackpot: 'Bote',
  guarantee: '{{amount}} garantizados para los 15 aciertos',
  prizeFund: 'Fondo de premios',
  coupons_one: '{{count}} boleto',
  coupons_other: '{{count}} boletos',
  noDraw: {
    title: 'Ahora no hay ninguna jornada abierta',
    body: 'La próxima jornada se abre con los partidos de la semana que empieza el {{date}}.',
  },
  noNext:
    'La próxima jornada se forma cuando se cierra la actual, con los partidos de la semana que empieza el {{date}}.',
  form: {
    heading: 'Tu boleto',
    match: 'Partido {{position}}: {{home}} — {{away}}',
    pick: {
      '1': 'Gana {{home}}',
      X: 'Empate',
      '2': 'Gana {{away}}',
    },
    random: 'Selección rápida',
    clear: 'Borrar',
    variants_one: '{{count}} columna',
    variants_other: '{{count}} columnas',
    variantStake: 'Importe por columna',
    total: 'Importe total: {{amount}}',
    place: 'Apostar',
    placed: 'Boleto registrado: {{amount}} en {{variants}}.',
    incomplete_one: 'Elige al menos un resultado en cada partido: falta {{count}} partido.',
    incomplete_other: 'Elige al menos un resultado en cada partido: faltan {{count}} partidos.',
    tooMany: 'Un boleto tiene como máximo {{max}} columnas: elige menos resultados.',
    overMax: 'El importe máximo de un boleto es {{amount}}.',
    signIn: 'Inicia sesión para apostar',
  },
  refusals: {
    closed: 'Esta jornada está cerrada: su primer partido ya ha empezado.',
    excluded: 'Por ahora tu cuenta está excluida de las apuestas.',
    wageringLimit: 'Este boleto supera tu límite de apuestas: ahora puedes apostar {{allowed}} más.',
    lossLimit: 'Este boleto supera tu límite de pérdidas: ahora puedes apostar {{allowed}} más.',
    funds: 'No tienes saldo suficiente en tu cuenta.',
    signIn: 'Tu sesión ha terminado: vuelve a iniciar sesión.',
    failed: 'No se ha podido registrar el boleto. Revisa tu conexión e inténtalo de nuevo.',
  },
  matches: {
    heading: 'Partidos',
    kickoff: 'Inicio',
    result: 'Resultado',
    void: 'No disputado',
    pending: 'Por jugar',
  },
  prizes: {
    heading: 'Premios',
    correct: 'Aciertos',
    share: 'Parte del fondo de premios',
    shareValue: '{{share}} %',
    jackpotShare: '{{share}} % y el bote',
    fund: 'Fondo',
    variants: 'Columnas ganadoras',
    perVariant: 'Por columna con el importe mínimo',
  },
  rules: {
    heading: 'Cómo se juega',
    picks:
      'Elige 1 (gana el local), X (empate) o 2 (gana el visitante) en cada partido. Varios resultados en un partido forman un boleto múltiple: cada combinación es una columna con tu importe por columna.',
    stake:
      'Una columna es de al menos {{min}}; un boleto tiene como máximo {{maxVariants}} columnas y un importe máximo de {{max}}.',
    pool: 'El {{houseShare}} % de lo apostado es para la casa; el resto es el fondo de premios, que se reparte entre las columnas con 10 a 15 aciertos en proporción a su importe.',
    jackpot:
      'Los premios que nadie gana pasan al bote de la próxima jornada. Con los 15 aciertos te llevas el bote, de al menos {{guarantee}}.',
    void: 'Un partido que no se juega en tres días cuenta como acierto para cualquier pronóstico. Si hay más de {{maxVoid}} partidos así, la jornada se anula y se devuelve todo lo apostado.',
    close:
      'Se admiten boletos hasta que empieza el primer partido; la jornada se liquida y se paga segundos después del pitido final del último partido.',
  },
  results: {
    empty: 'Todavía no se ha jugado ninguna jornada.',
    more: 'Ver más jornadas',
  },
  mine: {
    heading: 'Mis boletos',
    empty: 'Todavía no tienes boletos de la quiniela.',
    signIn: 'Inicia sesión para ver tus boletos.',
    week: 'Jornada',
    picks: 'Pronósticos',
    stake: 'Importe',
    status: 'Estado',
    correct: 'Aciertos',
    payout: 'Ganancia',
    statuses: {
      open: 'Pendiente',
      won: 'Ganado',
      lost: 'Perdido',
      refunded: 'Devuelto',
    },
    more: 'Ver más boletos',
  },
  winners: {
    heading: 'Ganadores',
    empty: 'Todavía nadie ha ganado un premio de la quiniela.',
    player: 'Jugador',
    week: 'Jornada',
    correct: 'Aciertos',
    payout: 'Premio',
  },
};
