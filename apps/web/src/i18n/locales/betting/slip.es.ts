import type { slipEn } from './slip.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `slip` (Spanish). */
export const slipEs: Texts<typeof slipEn> = {
  title: 'Boleto',
  notPlaced: 'La apuesta no se ha realizado',
  dismiss: 'Ocultar',
  refusals: {
    COUPON_ID_TAKEN:
      'Esta apuesta ya se envió con otros datos. Pulsa «Apostar» otra vez para enviarla de nuevo.',
    MARKET_NOT_FOUND: '{{names}}: ya no está disponible. Quítala y vuelve a apostar.',
    MARKET_SUSPENDED:
      'Las apuestas en {{names}} están suspendidas por un momento. Vuelve a intentarlo enseguida.',
    GAME_FINISHED: 'El partido de {{names}} ha terminado. Quítalo para apostar por el resto.',
    COEF_CHANGED: 'Las cuotas han cambiado: el boleto muestra las nuevas. Revísalas y vuelve a apostar.',
    EXACT_COEF_MISMATCH:
      'La cuota total es ahora {{coef}}, no la cuota exacta que fijaste. Revísala y vuelve a apostar.',
    EXACT_COEF_MISMATCH_none:
      'La cuota total ya no es la cuota exacta que fijaste. Revísala y vuelve a apostar.',
    SCORE_CHANGED:
      'El marcador de {{names}} ha cambiado, así que la apuesta se ha anulado como pide tu configuración. Revisa las cuotas y vuelve a apostar.',
    ACCOUNT_NOT_FOUND: 'Esta cuenta no admite apuestas. Elige otra cuenta en los ajustes de apuesta.',
    INSUFFICIENT_BALANCE: 'No tienes saldo suficiente para este importe.',
    MAX_PAYOUT_EXCEEDED: 'La ganancia posible supera el pago máximo de {{max}}. Baja el importe.',
    PROMO_CODE_INVALID: 'Este código promocional no vale para esta apuesta. Revisa el código o quítalo.',
    RG_EXCLUDED: 'Tienes una pausa o una autoexclusión activa: no se aceptan apuestas hasta que termine.',
    RG_LIMIT_REACHED:
      'Tu límite de {{limit}} permite ahora {{amount}} más. Baja el importe o espera a que se renueve.',
    RG_LIMIT_REACHED_none:
      'Tu límite de {{limit}} está agotado por ahora: se volverán a aceptar apuestas cuando se renueve.',
    NOT_COMPUTABLE: 'No se puede calcular la ganancia posible de esta apuesta. Revisa las selecciones.',
    EMPTY_COUPON: 'Ahora no se puede apostar por ninguna de estas selecciones.',
    DUPLICATE_SELECTION: 'Una selección está dos veces en el boleto. Quita una de ellas.',
    BOOKING_NOT_FOUND: 'No hay ningún boleto con este código.',
    unauthenticated: 'Tu sesión ha terminado. Inicia sesión y vuelve a apostar.',
    other: 'La apuesta no se ha aceptado. Revisa el boleto e inténtalo de nuevo.',
  },
  limitKinds: {
    wagering: 'apuestas',
    loss: 'pérdidas',
  },
  failures: {
    network:
      'El servidor no responde. Pulsa «Apostar» otra vez para reintentarlo: la apuesta no se hará dos veces.',
    timeout:
      'El servidor ha tardado demasiado en responder. Pulsa «Apostar» otra vez para reintentarlo: la apuesta no se hará dos veces.',
    server:
      'El servidor no ha podido aceptar la apuesta (error {{status}}). Pulsa «Apostar» otra vez para reintentarlo: la apuesta no se hará dos veces.',
  },
  singlesRefused_one: 'No se ha realizado {{count}} apuesta simple:',
  singlesRefused_other: 'No se han realizado {{count}} apuestas simples:',
  forBet: '{{name}}: {{message}}',
  removePromo: 'Quitar el código promocional',
  vipPending:
    'Tu apuesta VIP está pendiente de la decisión de la casa de apuestas. La verás en tus apuestas.',
  oneClick: {
    placed: 'Apuesta en un clic realizada: {{amount}} a {{name}} con cuota {{coef}}.',
    refused: 'La apuesta en un clic no se ha realizado. {{reason}}',
    retry: 'Reintentar',
  },
  booking: {
    title: 'Código de reserva',
    share: 'Compartir selecciones',
    saving: 'Guardando las selecciones',
    code: 'Tu código de reserva: {{code}}',
    copied: 'Código de reserva {{code}} copiado.',
    copyFailed: 'Tu código de reserva es {{code}}. Cópialo desde aquí.',
    shareTitle: 'Mi boleto de Betline',
    shareText: 'Carga mis selecciones con el código de reserva {{code}}.',
    loadLabel: 'Cargar un código de reserva',
    loadHint: '8 letras o cifras',
    load: 'Cargar',
    loading: 'Cargando',
    invalid: 'Un código de reserva tiene 8 letras o cifras.',
    loaded_one: 'Se ha cargado {{count}} selección del código {{code}}.',
    loaded_other: 'Se han cargado {{count}} selecciones del código {{code}}.',
    unavailable_one: '{{count}} selección ya no está disponible y se ha omitido.',
    unavailable_other: '{{count}} selecciones ya no están disponibles y se han omitido.',
  },
  notification: {
    text_one: 'Tienes {{count}} selección en tu boleto. Apuesta antes de que cambien las cuotas.',
    text_other: 'Tienes {{count}} selecciones en tu boleto. Apuesta antes de que cambien las cuotas.',
    open: 'Abrir el boleto',
  },
  selection: '{{market}}: {{outcome}}',
};
