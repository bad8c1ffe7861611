/**
 * The limit service's texts in the seven languages the product ships, in the language of the `X-Language`
 * header (English for another or none). The client shows `title` as it comes (SPEC §8). Placeholders:
 * `{hours}` in `pendingSaved`; every language has the same ones (infra/playerTexts.test.ts).
 */
import { playerLanguage, type InSeven } from '../../infra/playerLanguage';

export interface ProtectionMessages {
  saved: string;
  /** `{hours}`: the cooling-off period. */
  pendingSaved: string;
  approved: string;
  rejected: string;
  withdrawn: string;
  cancelPending: string;
  questionnaire: string;
  questionnaireFailed: string;
  questionnairePassed: string;
  refused: Record<
    'unknownType' | 'invalidValue' | 'unchanged' | 'notCancellable' | 'nothingPending' | 'coolingOff',
    string
  >;
  tokenExpired: string;
  /** The 401 of a missing, invalid or expired token. */
  signInAgain: string;
  excluded: string;
  questions: { id: number; text: string }[];
  yes: string;
  no: string;
  reasons: string[];
}

const en: ProtectionMessages = {
  saved: 'Your limit is saved and applies now.',
  pendingSaved:
    'Your request is saved. For your protection it can take effect after {hours} hours, once you confirm it.',
  approved: 'Your limit change is confirmed and applies now.',
  rejected: 'The requested change is cancelled; your current limit stays.',
  withdrawn: 'The waiting change is withdrawn; your current limit stays.',
  cancelPending: 'Removing a limit takes effect after a 24-hour cooling-off period and your confirmation.',
  questionnaire: 'Please answer a few questions before we raise or remove a limit.',
  questionnaireFailed:
    'Based on your answers we have not changed your limit. If gambling is becoming a problem, free and confidential help is available.',
  questionnairePassed:
    'Thank you. Your request is saved and can take effect after 24 hours, once you confirm it.',
  refused: {
    unknownType: 'This limit type does not exist.',
    invalidValue: 'This value is not available for this limit.',
    unchanged: 'This limit already has this value.',
    notCancellable: 'An active self-exclusion or time-out cannot be cancelled or shortened.',
    nothingPending: 'There is no waiting change to confirm or reject for this limit.',
    coolingOff: 'This change can be confirmed only after its 24-hour cooling-off period.',
  },
  tokenExpired: 'This questionnaire has expired or was already answered. Please request the change again.',
  signInAgain: 'Please sign in again: your session has expired or is not valid.',
  excluded: 'You are excluded from play until the date shown.',
  questions: [
    { id: 1, text: 'Do you want to change this limit to win back money you have lost?' },
    { id: 2, text: 'In the last month, have you spent more money or time on gambling than you intended?' },
    { id: 3, text: 'Has anyone close to you been worried about your gambling?' },
  ],
  yes: 'Yes',
  no: 'No',
  reasons: [
    'I spend too much money',
    'I spend too much time',
    'I want a break',
    'Gambling affects my relationships or work',
    'Another reason',
  ],
};

const ru: ProtectionMessages = {
  saved: 'Лимит сохранён и действует сразу.',
  pendingSaved:
    'Запрос сохранён. Ради вашей защиты изменение может вступить в силу через {hours} ч после вашего подтверждения.',
  approved: 'Изменение лимита подтверждено и действует сразу.',
  rejected: 'Запрошенное изменение отменено, текущий лимит сохранён.',
  withdrawn: 'Ожидающее изменение отозвано, текущий лимит сохранён.',
  cancelPending: 'Снятие лимита вступает в силу после 24 часов ожидания и вашего подтверждения.',
  questionnaire: 'Прежде чем повысить или снять лимит, ответьте, пожалуйста, на несколько вопросов.',
  questionnaireFailed:
    'По вашим ответам мы не изменили лимит. Если игра становится проблемой, доступна бесплатная и анонимная помощь.',
  questionnairePassed:
    'Спасибо. Запрос сохранён и может вступить в силу через 24 часа после вашего подтверждения.',
  refused: {
    unknownType: 'Такого типа лимита нет.',
    invalidValue: 'Это значение недоступно для этого лимита.',
    unchanged: 'У лимита уже это значение.',
    notCancellable: 'Действующее самоисключение или тайм-аут нельзя отменить или сократить.',
    nothingPending: 'У этого лимита нет ожидающего изменения.',
    coolingOff: 'Изменение можно подтвердить только после 24 часов ожидания.',
  },
  tokenExpired: 'Опрос устарел или уже пройден. Запросите изменение ещё раз.',
  signInAgain: 'Войдите снова: сеанс истёк или недействителен.',
  excluded: 'Вы исключены из игры до указанной даты.',
  questions: [
    { id: 1, text: 'Вы меняете лимит, чтобы отыграть проигранные деньги?' },
    { id: 2, text: 'За последний месяц вы тратили на игру больше денег или времени, чем собирались?' },
    { id: 3, text: 'Близкие люди беспокоились из-за вашей игры?' },
  ],
  yes: 'Да',
  no: 'Нет',
  reasons: [
    'Я трачу слишком много денег',
    'Я трачу слишком много времени',
    'Хочу сделать перерыв',
    'Игра мешает отношениям или работе',
    'Другая причина',
  ],
};

const de: ProtectionMessages = {
  saved: 'Ihr Limit ist gespeichert und gilt ab sofort.',
  pendingSaved:
    'Ihre Anfrage ist gespeichert. Zu Ihrem Schutz kann sie nach {hours} Stunden gelten, sobald Sie sie bestätigen.',
  approved: 'Ihre Limitänderung ist bestätigt und gilt ab sofort.',
  rejected: 'Die gewünschte Änderung ist verworfen; Ihr aktuelles Limit bleibt bestehen.',
  withdrawn: 'Die wartende Änderung ist zurückgezogen; Ihr aktuelles Limit bleibt bestehen.',
  cancelPending:
    'Das Aufheben eines Limits gilt erst nach einer Wartezeit von 24 Stunden und Ihrer Bestätigung.',
  questionnaire: 'Bitte beantworten Sie ein paar Fragen, bevor wir ein Limit erhöhen oder aufheben.',
  questionnaireFailed:
    'Aufgrund Ihrer Antworten haben wir Ihr Limit nicht geändert. Wenn das Glücksspiel zum Problem wird, gibt es kostenlose und vertrauliche Hilfe.',
  questionnairePassed:
    'Vielen Dank. Ihre Anfrage ist gespeichert und kann nach 24 Stunden gelten, sobald Sie sie bestätigen.',
  refused: {
    unknownType: 'Diese Limitart gibt es nicht.',
    invalidValue: 'Dieser Wert ist für dieses Limit nicht verfügbar.',
    unchanged: 'Dieses Limit hat bereits diesen Wert.',
    notCancellable: 'Eine aktive Selbstsperre oder Auszeit kann weder aufgehoben noch verkürzt werden.',
    nothingPending: 'Für dieses Limit wartet keine Änderung auf Bestätigung oder Ablehnung.',
    coolingOff: 'Diese Änderung kann erst nach ihrer Wartezeit von 24 Stunden bestätigt werden.',
  },
  tokenExpired:
    'Dieser Fragebogen ist abgelaufen oder wurde bereits beantwortet. Bitte fordern Sie die Änderung erneut an.',
  signInAgain: 'Bitte melden Sie sich erneut an: Ihre Sitzung ist abgelaufen oder ungültig.',
  excluded: 'Sie sind bis zum angezeigten Datum vom Spiel ausgeschlossen.',
  questions: [
    { id: 1, text: 'Möchten Sie dieses Limit ändern, um verlorenes Geld zurückzugewinnen?' },
    {
      id: 2,
      text: 'Haben Sie im letzten Monat mehr Geld oder Zeit für Glücksspiel aufgewendet, als Sie wollten?',
    },
    { id: 3, text: 'Hat sich jemand aus Ihrem Umfeld Sorgen über Ihr Spielverhalten gemacht?' },
  ],
  yes: 'Ja',
  no: 'Nein',
  reasons: [
    'Ich gebe zu viel Geld aus',
    'Ich verbringe zu viel Zeit damit',
    'Ich möchte eine Pause',
    'Das Glücksspiel belastet meine Beziehungen oder meine Arbeit',
    'Ein anderer Grund',
  ],
};

const es: ProtectionMessages = {
  saved: 'Tu límite se ha guardado y se aplica ya.',
  pendingSaved:
    'Tu solicitud se ha guardado. Por tu protección, podrá aplicarse pasadas {hours} horas, cuando la confirmes.',
  approved: 'El cambio de tu límite está confirmado y se aplica ya.',
  rejected: 'El cambio solicitado se ha cancelado; tu límite actual se mantiene.',
  withdrawn: 'El cambio pendiente se ha retirado; tu límite actual se mantiene.',
  cancelPending: 'Quitar un límite se aplica tras un periodo de espera de 24 horas y tu confirmación.',
  questionnaire: 'Responde a unas preguntas antes de que subamos o quitemos un límite.',
  questionnaireFailed:
    'Según tus respuestas, no hemos cambiado tu límite. Si el juego se está convirtiendo en un problema, tienes a tu disposición ayuda gratuita y confidencial.',
  questionnairePassed:
    'Gracias. Tu solicitud se ha guardado y podrá aplicarse pasadas 24 horas, cuando la confirmes.',
  refused: {
    unknownType: 'Este tipo de límite no existe.',
    invalidValue: 'Este valor no está disponible para este límite.',
    unchanged: 'Este límite ya tiene este valor.',
    notCancellable: 'Una autoexclusión o una pausa activa no se puede cancelar ni acortar.',
    nothingPending: 'Este límite no tiene ningún cambio pendiente que confirmar o rechazar.',
    coolingOff: 'Este cambio solo se puede confirmar cuando pase su periodo de espera de 24 horas.',
  },
  tokenExpired: 'Este cuestionario ha caducado o ya se ha respondido. Vuelve a solicitar el cambio.',
  signInAgain: 'Vuelve a iniciar sesión: tu sesión ha caducado o no es válida.',
  excluded: 'Estás excluido del juego hasta la fecha indicada.',
  questions: [
    { id: 1, text: '¿Quieres cambiar este límite para recuperar dinero que has perdido?' },
    { id: 2, text: 'En el último mes, ¿has dedicado al juego más dinero o tiempo del que pensabas?' },
    { id: 3, text: '¿A alguien cercano le ha preocupado tu forma de jugar?' },
  ],
  yes: 'Sí',
  no: 'No',
  reasons: [
    'Gasto demasiado dinero',
    'Paso demasiado tiempo jugando',
    'Quiero tomarme un descanso',
    'El juego afecta a mis relaciones o a mi trabajo',
    'Otro motivo',
  ],
};

const pt: ProtectionMessages = {
  saved: 'Seu limite foi salvo e já está valendo.',
  pendingSaved:
    'Seu pedido foi salvo. Para sua proteção, ele pode valer depois de {hours} horas, quando você confirmar.',
  approved: 'A alteração do seu limite foi confirmada e já está valendo.',
  rejected: 'A alteração pedida foi cancelada; seu limite atual continua.',
  withdrawn: 'A alteração pendente foi retirada; seu limite atual continua.',
  cancelPending:
    'A remoção de um limite vale depois de um período de espera de 24 horas e da sua confirmação.',
  questionnaire: 'Responda a algumas perguntas antes de aumentarmos ou removermos um limite.',
  questionnaireFailed:
    'Com base nas suas respostas, não alteramos o seu limite. Se o jogo estiver virando um problema, há ajuda gratuita e confidencial.',
  questionnairePassed:
    'Obrigado. Seu pedido foi salvo e pode valer depois de 24 horas, quando você confirmar.',
  refused: {
    unknownType: 'Este tipo de limite não existe.',
    invalidValue: 'Este valor não está disponível para este limite.',
    unchanged: 'Este limite já tem este valor.',
    notCancellable: 'Uma autoexclusão ou pausa ativa não pode ser cancelada nem encurtada.',
    nothingPending: 'Não há alteração pendente para confirmar ou recusar neste limite.',
    coolingOff: 'Esta alteração só pode ser confirmada depois do período de espera de 24 horas.',
  },
  tokenExpired: 'Este questionário expirou ou já foi respondido. Peça a alteração de novo.',
  signInAgain: 'Entre novamente: sua sessão expirou ou não é válida.',
  excluded: 'Você está excluído do jogo até a data indicada.',
  questions: [
    { id: 1, text: 'Você quer alterar este limite para recuperar dinheiro que perdeu?' },
    { id: 2, text: 'No último mês, você gastou com apostas mais dinheiro ou tempo do que pretendia?' },
    { id: 3, text: 'Alguém próximo de você já se preocupou com o seu jeito de jogar?' },
  ],
  yes: 'Sim',
  no: 'Não',
  reasons: [
    'Gasto dinheiro demais',
    'Passo tempo demais jogando',
    'Quero fazer uma pausa',
    'O jogo atrapalha meus relacionamentos ou meu trabalho',
    'Outro motivo',
  ],
};

const tr: ProtectionMessages = {
  saved: 'Limitiniz kaydedildi ve hemen geçerli.',
  pendingSaved:
    'Talebiniz kaydedildi. Sizi korumak için {hours} saat sonra, siz onayladığınızda geçerli olabilir.',
  approved: 'Limit değişikliğiniz onaylandı ve hemen geçerli.',
  rejected: 'İstenen değişiklik iptal edildi; mevcut limitiniz geçerli kalıyor.',
  withdrawn: 'Bekleyen değişiklik geri çekildi; mevcut limitiniz geçerli kalıyor.',
  cancelPending:
    'Bir limitin kaldırılması 24 saatlik bekleme süresinden ve sizin onayınızdan sonra geçerli olur.',
  questionnaire: 'Bir limiti artırmadan veya kaldırmadan önce lütfen birkaç soruyu yanıtlayın.',
  questionnaireFailed:
    'Yanıtlarınıza göre limitinizi değiştirmedik. Kumar sizin için bir soruna dönüşüyorsa ücretsiz ve gizli destek alabilirsiniz.',
  questionnairePassed:
    'Teşekkürler. Talebiniz kaydedildi; 24 saat sonra, siz onayladığınızda geçerli olabilir.',
  refused: {
    unknownType: 'Böyle bir limit türü yok.',
    invalidValue: 'Bu değer bu limit için kullanılamaz.',
    unchanged: 'Bu limit zaten bu değerde.',
    notCancellable: 'Etkin bir kendini dışlama veya mola iptal edilemez ya da kısaltılamaz.',
    nothingPending: 'Bu limit için onaylanacak ya da reddedilecek bekleyen bir değişiklik yok.',
    coolingOff: 'Bu değişiklik ancak 24 saatlik bekleme süresi dolduktan sonra onaylanabilir.',
  },
  tokenExpired: 'Bu anketin süresi doldu ya da anket zaten yanıtlandı. Lütfen değişikliği yeniden isteyin.',
  signInAgain: 'Lütfen yeniden giriş yapın: oturumunuzun süresi doldu veya oturum geçersiz.',
  excluded: 'Gösterilen tarihe kadar oyundan dışlandınız.',
  questions: [
    { id: 1, text: 'Bu limiti kaybettiğiniz parayı geri kazanmak için mi değiştirmek istiyorsunuz?' },
    { id: 2, text: 'Son bir ayda kumara düşündüğünüzden fazla para veya zaman harcadınız mı?' },
    { id: 3, text: 'Yakınlarınızdan biri kumar oynamanız konusunda endişelendi mi?' },
  ],
  yes: 'Evet',
  no: 'Hayır',
  reasons: [
    'Çok fazla para harcıyorum',
    'Çok fazla zaman harcıyorum',
    'Ara vermek istiyorum',
    'Kumar ilişkilerimi veya işimi etkiliyor',
    'Başka bir neden',
  ],
};

const uk: ProtectionMessages = {
  saved: 'Ліміт збережено, він діє одразу.',
  pendingSaved:
    'Запит збережено. Задля вашого захисту зміна може набути чинності через {hours} год після вашого підтвердження.',
  approved: 'Зміну ліміту підтверджено, вона діє одразу.',
  rejected: 'Запитану зміну скасовано, поточний ліміт збережено.',
  withdrawn: 'Зміну, що очікувала, відкликано, поточний ліміт збережено.',
  cancelPending: 'Зняття ліміту набуває чинності після 24 годин очікування та вашого підтвердження.',
  questionnaire: 'Перш ніж підвищити або зняти ліміт, дайте, будь ласка, відповідь на кілька запитань.',
  questionnaireFailed:
    'За вашими відповідями ми не змінили ліміт. Якщо гра стає проблемою, доступна безкоштовна й анонімна допомога.',
  questionnairePassed:
    'Дякуємо. Запит збережено, і він може набути чинності через 24 години після вашого підтвердження.',
  refused: {
    unknownType: 'Такого типу ліміту немає.',
    invalidValue: 'Це значення недоступне для цього ліміту.',
    unchanged: 'Ліміт уже має це значення.',
    notCancellable: 'Чинне самовиключення або тайм-аут не можна скасувати чи скоротити.',
    nothingPending: 'Цей ліміт не має зміни, що очікує на підтвердження.',
    coolingOff: 'Зміну можна підтвердити лише після 24 годин очікування.',
  },
  tokenExpired: 'Опитування застаріло або вже пройдене. Запитайте зміну ще раз.',
  signInAgain: 'Увійдіть знову: сеанс завершився або недійсний.',
  excluded: 'Вас виключено з гри до зазначеної дати.',
  questions: [
    { id: 1, text: 'Ви змінюєте ліміт, щоб відіграти програні гроші?' },
    { id: 2, text: 'За останній місяць ви витрачали на гру більше грошей чи часу, ніж планували?' },
    { id: 3, text: 'Близькі люди непокоїлися через вашу гру?' },
  ],
  yes: 'Так',
  no: 'Ні',
  reasons: [
    'Я витрачаю забагато грошей',
    'Я витрачаю забагато часу',
    'Хочу зробити перерву',
    'Гра заважає стосункам або роботі',
    'Інша причина',
  ],
};

/** Every language's texts (messages.test.ts checks they agree). */
export const PROTECTION_MESSAGES: InSeven<ProtectionMessages> = { en, ru, de, es, pt, tr, uk };

/** Answer id of "yes"; every question is risky when answered "yes". */
export const ANSWER_YES = 1;
export const ANSWER_NO = 2;

export function protectionMessages(language: string | undefined): ProtectionMessages {
  return PROTECTION_MESSAGES[playerLanguage(language)];
}
