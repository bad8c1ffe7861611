import type { Texts } from './betting.en';
import type { promotionsEn } from './promotions.en';

/** Strings of the promotions, the bonus pages, the promo-code check and the promo-code showcase (Spanish). */
export const promotionsEs: Texts<typeof promotionsEn> = {
  intro:
    'Todas las ofertas con sus condiciones completas: qué ofrecen, quién puede conseguirlas, qué cuenta para el requisito de apuesta y durante cuánto tiempo.',
  categoriesLabel: 'Categorías',
  categories: {
    all_bonuses: 'Todas',
    poker: 'Póker',
    casino: 'Casino',
    bukmaker: 'Deportes',
    redeposit: 'Recarga',
    shares: 'Ofertas especiales',
    cashback: 'Reembolso',
    first_deposit: 'Primer depósito',
    bonuses: 'Bonos',
  },
  offers: {
    first_deposit: 'Se elige al registrarse',
    promo_code: 'Con código promocional',
    automatic: 'Se aplica automáticamente',
  },
  period: {
    open: 'En curso desde el {{from}}',
    between: 'Del {{from}} al {{until}}',
    ended: 'Esta promoción terminó el {{date}}.',
  },
  details: 'Detalles y condiciones',
  empty: 'Ahora mismo no hay promociones activas en esta categoría.',
  back: 'Todas las promociones',
  sections: {
    offer: 'La oferta',
    who: 'Quién puede participar',
    gives: 'Qué ofrece el código',
    playsGiven: 'Partidas gratis de {{game}}: {{count}}. Una unidad de premio vale {{amount}}.',
    terms: 'Condiciones completas',
    games: 'Juegos en los que cuenta el bono',
  },
  who: {
    anyone: 'Todos los jugadores.',
    newPlayers_one: 'Jugadores registrados en las últimas 24 horas.',
    newPlayers_other: 'Jugadores registrados en los últimos {{count}} días.',
    minDeposits_one: 'Jugadores con al menos un depósito completado.',
    minDeposits_other: 'Jugadores con al menos {{count}} depósitos completados.',
    currencies: 'Cuentas en {{list}}.',
    countries: 'Jugadores de estos países: {{list}}.',
  },
  worth: '{{amount}} o su equivalente en tu moneda',
  cta: {
    register: 'Regístrate y elige el bono',
    deposit: 'Haz tu primer depósito',
    useCode: 'Usar el código {{code}}',
    line: 'Ir a las apuestas deportivas',
  },
  codeLabel: 'Código',
  copy: 'Copiar el código {{code}}',
  copied: 'Código {{code}} copiado.',
  tabs: { label: 'Páginas de bonos', rules: 'Ofertas y reglas', games: 'Qué cuenta' },
  counts: {
    intro:
      'Cuánto cuenta una apuesta para el requisito de apuesta de un bono, según el tipo de bono. Una apuesta hecha desde la cuenta de bono cuenta una vez liquidada; el porcentaje de abajo es la parte que cuenta.',
    share: '{{percent}} % de la apuesta',
    game: 'Juego',
    caption: 'Qué parte de una apuesta de casino cuenta, por juego',
    games: {
      slot: 'Tragaperras',
      dice: 'Dados',
      crash: 'Crash',
      keno: 'Keno',
      plinko: 'Plinko',
    },
  },
  code: {
    intro:
      '¿Tienes un código promocional? Comprueba qué ofrece antes de usarlo. Cada código se usa una sola vez por jugador, y su bono llega a tu cuenta de bono con las condiciones indicadas.',
    form: 'Código promocional',
    label: 'Código promocional',
    hint: 'De 3 a 32 letras y números; da igual si usas mayúsculas o minúsculas.',
    check: 'Comprobar el código',
    use: 'Usar el código',
    another: 'Comprobar otro código',
    invalid: 'Un código promocional tiene de 3 a 32 letras y números.',
    usable: 'Puedes usar el código {{code}}: te da {{amount}} en tu cuenta de bono.',
    part: 'Parte de la promoción «{{title}}»',
    terms: 'Ver las condiciones completas',
    refusals: {
      unknown: 'Este código promocional no existe. Revisa cómo lo has escrito.',
      not_started: 'La promoción de este código aún no ha empezado.',
      ended: 'La promoción de este código ha terminado.',
      used_up: 'Este código ya ha alcanzado su límite de usos.',
      already_used: 'Ya has usado este código.',
      not_new: 'Este código es solo para jugadores nuevos.',
      deposits: 'Para usar este código, antes necesitas un depósito completado.',
      currency: 'Este código no ofrece nada en la moneda de tu cuenta.',
      country: 'Este código no está disponible en tu país.',
      bonus_active:
        'Tu cuenta de bono ya tiene un bono activo. Podrás recibir uno nuevo cuando lo liberes, caduque o renuncies a él.',
      protection: 'No se conceden bonos mientras tu cuenta esté excluida o restringida.',
      coupon_code: 'Este código es para el boleto: introdúcelo en el boleto al hacer tu apuesta.',
    },
    done: 'Hemos abonado {{amount}} en tu cuenta de bono.',
    doneBody:
      'Cumple el requisito de apuesta según sus condiciones y se convertirá en dinero que puedes retirar. En «Bonos» verás cuánto te falta por apostar y cuánto tiempo te queda.',
    toBonuses: 'Ver el bono y su requisito de apuesta',
    usablePlays:
      'El código {{code}} se puede usar: da partidas gratis de {{game}} ({{count}}). Los premios van a tu cuenta de bono; una unidad de premio vale {{amount}}.',
    donePlays: 'Tus partidas gratis de {{game}} están listas: {{count}}.',
    donePlaysBody:
      'Cada partida es demostrablemente justa y lo que gana va a tu cuenta de bono. Las partidas son tuyas hasta el {{date}}.',
    toGame: 'Jugar a {{game}}',
    error: 'No se ha podido comprobar ni usar el código. Inténtalo de nuevo en un momento.',
    tooMany: 'Demasiados intentos desde esta conexión. Espera un minuto y vuelve a intentarlo.',
  },
  showcase: {
    intro:
      'Los códigos de nuestras promociones en curso. Cada uno se usa una sola vez por jugador, desde tu área personal, en «Código promocional».',
    empty: 'Ahora mismo no hay códigos públicos.',
    gives: 'Da {{amount}}',
    givesPlays: 'Partidas gratis de {{game}}: {{count}}',
  },
  friends: {
    intro:
      'Invita a tus amigos a Betline. Cuando un amigo se registre con tu enlace y haga un primer depósito de al menos {{minDeposit}} en un plazo de {{days}} días, recibirás un bono de {{reward}} en tu cuenta de bono.',
    link: 'Tu enlace',
    linkHint:
      'El enlace guarda tu código en el navegador de tu amigo durante {{hours}} horas: tu amigo debe registrarse en ese plazo.',
    code: 'Tu código',
    copyLink: 'Copiar el enlace',
    linkCopied: 'Enlace copiado.',
    how: 'Cómo funciona',
    steps: {
      send: 'Envía tu enlace a un amigo.',
      register: 'Tu amigo lo abre y se registra.',
      deposit: 'Tu amigo hace un primer depósito de al menos {{minDeposit}} en un plazo de {{days}} días.',
      reward: 'Recibes un bono de {{reward}} en tu cuenta de bono, normalmente en menos de un minuto.',
    },
    rules:
      'Se recompensa como máximo a {{max}} amigos, a cada uno una sola vez. El bono tiene las condiciones de un bono «Invita a un amigo», que encontrarás en «Bonos». Nunca se conceden bonos mientras tu cuenta esté excluida o restringida.',
    list: 'Tus amigos',
    empty: 'Todavía no se ha registrado ningún amigo con tu enlace.',
    rewarded: 'Amigos recompensados: {{count}} de un máximo de {{max}}.',
    columns: { friend: 'Amigo', registered: 'Registro', status: 'Estado', reward: 'Bono' },
    statuses: {
      registered: 'Esperando el primer depósito',
      rewarded: 'Recompensado',
      expired: 'Sin depósito a tiempo',
      refused: 'Sin recompensa',
    },
  },
  cashback: {
    vipIntro:
      'Cada semana, el {{percent}} % de tu pérdida neta en el casino vuelve a ti como dinero que puedes retirar: a partir de una pérdida de {{minLoss}}, hasta {{max}}. Se paga al terminar la semana, el lunes a las 00:00 UTC.',
    premiumIntro:
      'Cada apuesta de casino suma puntos: un punto por cada {{unit}} apostado. {{forUnit}} puntos equivalen a {{unit}}; cámbialos por dinero cuando quieras, siempre que tengas al menos {{min}}.',
    bonusNote:
      'Solo cuentan las rondas jugadas desde tu cuenta de dinero; las rondas jugadas con un bono no cuentan.',
    week: 'Esta semana, hasta ahora',
    weekRange: 'Del {{from}} al {{until}} (UTC)',
    weekEmpty: 'Esta semana aún no hay rondas de casino desde tu cuenta de dinero.',
    columns: {
      currency: 'Moneda',
      staked: 'Apostado',
      returned: 'Ganado',
      netLoss: 'Pérdida neta',
      cashback: 'Reembolso a recibir',
      points: 'Puntos a recibir',
    },
    points: 'Tus puntos',
    pointsCount_one: '{{count}} punto',
    pointsCount_other: '{{count}} puntos',
    pointsWorth: 'Ahora valen {{amount}}.',
    exchange: 'Cambiar por {{amount}}',
    exchanged: 'Puntos cambiados por {{amount}}.',
    notEnough: 'Puedes cambiar puntos a partir de {{min}}.',
    exchangeError: 'No se han podido cambiar los puntos. Inténtalo de nuevo en un momento.',
    history: 'Semanas anteriores',
    historyEmpty: 'Todavía no hay reembolsos: se calculan al terminar cada semana.',
    historyColumns: {
      week: 'Semana desde',
      basis: 'Base de cálculo',
      amount: 'Reembolso',
      status: 'Estado',
    },
    statuses: { paid: 'Pagado', credited: 'Abonado', refused: 'No pagado' },
  },
  bonusGames: {
    intro:
      'Un juego de bono gratis: no apuestas nada. Cada partida es demostrablemente justa y su premio va a tu cuenta de bono.',
    names: {
      fortuna: 'Rueda de la fortuna',
      chest: 'Elige un cofre',
      memory: 'Encuentra las parejas',
      safe: 'Abre la caja fuerte',
      lottery: 'Rasca y gana',
      dragon: 'El camino del dragón',
    },
    rules: {
      fortuna:
        'Gira la rueda: se detiene en una de sus doce casillas, todas con la misma probabilidad, y paga lo que indica.',
      chest:
        'Tres cofres guardan tres premios en orden aleatorio. Abre uno: su premio es tuyo, y los otros dos muestran lo que contenían.',
      memory:
        'Da la vuelta a dos cartas cada vez hasta que coincidan. Cuantos menos turnos necesites, mayor será el premio: una pareja en el primer turno es lo que más paga.',
      safe: 'El código de la caja fuerte son cuatro cifras al azar. Introduce el tuyo: cada cifra en su sitio sube el premio, y con las cuatro se abre la caja.',
      lottery:
        'Rasca las nueve casillas de la tarjeta. Tres símbolos iguales ganan el premio de ese símbolo; una tarjeta sin tres iguales paga el premio de consolación.',
      dragon:
        'Cinco niveles de tres puertas, con un dragón detrás de una puerta de cada nivel. Cada puerta que superas sube el premio: cóbralo antes de cualquier nivel o sigue adelante. El dragón solo te deja el premio de consolación.',
    },
    hints: {
      fortuna: 'Gira la rueda para jugar.',
      chest: 'Elige un cofre para abrirlo.',
      memory: 'Da la vuelta a una carta.',
      safe: 'Marca las cuatro cifras y prueba el código.',
      lottery: 'Pide una tarjeta y rasca sus casillas.',
      dragon: 'Elige una puerta del siguiente nivel o cobra tu premio.',
    },
    modeReal: 'Partida gratis',
    modeFun: 'Por diversión',
    playFun: 'Jugar por diversión',
    playReal: 'Volver a mis partidas gratis',
    funNote: 'Estás jugando por diversión: la partida se juega en tu navegador y no se paga nada.',
    units: '×{{value}}',
    passes: {
      title: 'Tus partidas gratis',
      left_one: 'Te queda {{count}} partida gratis',
      left_other: 'Te quedan {{count}} partidas gratis',
      detail: 'Cada unidad de premio vale {{unit}}; válidas hasta el {{date}}.',
      none: 'No tienes partidas gratis de este juego. Llegan con las promociones: mira lo que hay ahora.',
      promotions: 'Promociones',
      guest:
        'Inicia sesión para usar las partidas gratis que te hemos dado. Mientras tanto, juega por diversión.',
    },
    actions: {
      spin: 'Girar la rueda',
      spinAgain: 'Girar otra vez',
      card: 'Pedir una tarjeta',
      cardAgain: 'Pedir otra tarjeta',
      tryCode: 'Probar el código',
      take: 'Cobrar {{prize}}',
      again: 'Jugar otra vez',
    },
    result: {
      won: 'Has ganado {{amount}}. Ya está en tu cuenta de bono, con sus condiciones:',
      bonuses: 'ver mis bonos',
      fun: 'Esta partida habría pagado {{prize}}.',
    },
    refusals: {
      noPlays: 'No te quedan partidas gratis de este juego.',
      excluded:
        'Los juegos de bono no están disponibles mientras dure tu autoexclusión o tiempo de descanso.',
      signIn: 'Tu sesión ha terminado: vuelve a iniciar sesión para jugar.',
      stale: 'Esta partida ha cambiado en otra ventana. Recarga la página para ver cómo está.',
      failed: 'No se ha podido enviar la jugada. Revisa tu conexión e inténtalo de nuevo.',
    },
    odds: {
      title: 'Las probabilidades',
      outcome: 'Resultado',
      pays: 'Paga',
      chanceHeader: 'Probabilidad',
      chance: '{{percent}} %',
      chanceOneIn: '{{percent}} % (1 entre {{n}})',
      fortuna: 'Una casilla de {{prize}}',
      chest: 'El cofre con {{prize}}',
      memory: 'Pareja en el turno {{turn}}',
      memoryLast: 'Pareja en el turno {{turn}} o después',
      safe_one: '{{count}} cifra en su sitio',
      safe_other: '{{count}} cifras en su sitio',
      lotteryNone: 'Sin tres iguales',
      dragon: 'Superar el nivel {{level}}',
      average: 'De media, una partida paga {{prize}}.',
      memoryNote:
        'Las probabilidades son las de un jugador que recuerda todas las cartas vistas; si se olvidan cartas, la pareja suele llegar en turnos más tardíos.',
      dragonNote:
        'Abras la puerta que abras, el dragón está detrás con una probabilidad de 1 entre 3. Encontrarlo paga {{prize}}.',
    },
    fair: {
      title: 'Juego demostrablemente justo',
      intro:
        'El servidor se compromete con su semilla antes de empezar la partida: ves su hash SHA-256. Al terminar la partida se muestra la semilla, y tu navegador comprueba que coincide con el hash y que da el mismo tablero y el mismo premio.',
      hash: 'Compromiso (SHA-256 de la semilla del servidor)',
      client: 'Semilla de cliente',
      seed: 'Semilla del servidor',
      hidden: 'Se muestra al terminar la partida.',
      verified:
        'Comprobado en tu navegador: la semilla coincide con su compromiso y reproduce el mismo premio.',
      failed: 'Al reproducir esta partida no se obtiene su premio. Contacta con soporte.',
    },
    shelf: { title: 'Juegos de bono' },
    history: {
      title: 'Tus últimas partidas',
      date: 'Fecha',
      prize: 'Premio',
    },
  },
  landing: {
    register: 'Regístrate y aprovecha la oferta',
    ended: 'Esta oferta ha terminado. Consulta las promociones vigentes.',
  },
};
