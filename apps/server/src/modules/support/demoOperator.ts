/**
 * Demo mode's support operator: every `intervalMs` it answers the tickets whose newest message is the player's
 * and older than `delayMs`, in the language the ticket was opened in. Its answer is an ordinary operator message
 * (stored, pushed to the player, the ticket `answered`). With a lease (ADR 0034) only its holder answers.
 */
import type { FastifyInstance } from 'fastify';
import { leaseKeeper, type Lease } from '../../infra/lease';
import type { Clock } from '../../infra/clock';
import { playerLanguage, type InSeven } from '../../infra/playerLanguage';
import { DEMO_OPERATOR_NAME } from '../operator/seed';
import type { SupportService } from './service';

/** The answers in the seven languages (English for a ticket in another). */
export const DEMO_ANSWERS: InSeven<{ payment: string; other: string }> = {
  en: {
    payment:
      'Hello! Thank you for your request. We have found the payment you named and passed it to the payments team; they check it with the payment provider. We will write here as soon as we have an answer, usually within a day.',
    other:
      'Hello! Thank you for your message. A support specialist is looking into it and will answer here, usually within a day. You can add details or files to this conversation at any time.',
  },
  ru: {
    payment:
      'Здравствуйте! Спасибо за обращение. Мы нашли указанный вами платёж и передали его финансовому отделу: он проверит его у платёжной системы. Мы напишем здесь, как только получим ответ, обычно в течение суток.',
    other:
      'Здравствуйте! Спасибо за сообщение. Специалист поддержки уже разбирается и ответит здесь, обычно в течение суток. Вы можете в любой момент добавить в эту переписку подробности или файлы.',
  },
  de: {
    payment:
      'Hallo! Vielen Dank für Ihre Anfrage. Wir haben die genannte Zahlung gefunden und an das Zahlungsteam weitergegeben; es prüft sie beim Zahlungsanbieter. Sobald wir eine Antwort haben, schreiben wir hier, meist innerhalb eines Tages.',
    other:
      'Hallo! Vielen Dank für Ihre Nachricht. Ein Support-Mitarbeiter kümmert sich darum und antwortet hier, meist innerhalb eines Tages. Sie können dieser Unterhaltung jederzeit Details oder Dateien hinzufügen.',
  },
  es: {
    payment:
      '¡Hola! Gracias por tu solicitud. Hemos encontrado el pago que indicas y lo hemos enviado al equipo de pagos, que lo revisará con el proveedor de pagos. Te escribiremos aquí en cuanto tengamos respuesta, normalmente en un día.',
    other:
      '¡Hola! Gracias por tu mensaje. Un especialista de soporte lo está revisando y responderá aquí, normalmente en un día. Puedes añadir detalles o archivos a esta conversación en cualquier momento.',
  },
  pt: {
    payment:
      'Olá! Obrigado pela sua solicitação. Encontramos o pagamento que você informou e o enviamos à equipe de pagamentos, que vai verificá-lo com o provedor de pagamentos. Vamos escrever aqui assim que tivermos uma resposta, normalmente em até um dia.',
    other:
      'Olá! Obrigado pela sua mensagem. Um especialista do suporte está analisando e vai responder aqui, normalmente em até um dia. Você pode adicionar detalhes ou arquivos a esta conversa a qualquer momento.',
  },
  tr: {
    payment:
      'Merhaba! Talebiniz için teşekkür ederiz. Belirttiğiniz ödemeyi bulduk ve ödeme ekibine ilettik; ekip ödemeyi ödeme sağlayıcısıyla kontrol edecek. Yanıt alır almaz, genellikle bir gün içinde, buraya yazacağız.',
    other:
      'Merhaba! Mesajınız için teşekkür ederiz. Bir destek uzmanı konuyu inceliyor ve genellikle bir gün içinde buradan yanıt verecek. Bu yazışmaya istediğiniz zaman ayrıntı veya dosya ekleyebilirsiniz.',
  },
  uk: {
    payment:
      'Вітаємо! Дякуємо за звернення. Ми знайшли вказаний вами платіж і передали його фінансовому відділу: він перевірить його в платіжній системі. Ми напишемо тут, щойно отримаємо відповідь, зазвичай протягом доби.',
    other:
      'Вітаємо! Дякуємо за повідомлення. Фахівець підтримки вже розбирається і відповість тут, зазвичай протягом доби. Ви можете будь-коли додати до цього листування подробиці або файли.',
  },
};

/** The demo operator's answer to a ticket of `topicId` opened in `language`. */
export function demoAnswer(language: string, payment: boolean): string {
  const texts = DEMO_ANSWERS[playerLanguage(language)];
  return payment ? texts.payment : texts.other;
}

export interface DemoOperatorOptions {
  /** How long after the player's message the answer comes. */
  delayMs: number;
  /** How often waiting tickets are looked for; 0 = never (tests call `answerDue` themselves). */
  intervalMs: number;
  clock: Clock;
  lease?: Lease;
}

/** Answers every ticket that waited `delayMs`; answers how many it answered. */
export async function answerDue(support: SupportService, clock: Clock, delayMs: number): Promise<number> {
  const due = await support.waitingSince(new Date(clock.now() - delayMs));
  let answered = 0;
  for (const ticket of due) {
    try {
      await support.operatorReply(
        DEMO_OPERATOR_NAME,
        ticket.id,
        demoAnswer(ticket.language, ticket.topicId === 1 || ticket.topicId === 2),
      );
      answered += 1;
    } catch {
      // Closed meanwhile: nothing to answer.
    }
  }
  return answered;
}

export function startDemoOperator(
  app: FastifyInstance,
  support: SupportService,
  options: DemoOperatorOptions,
): void {
  if (options.intervalMs <= 0) return;
  const { lease } = options;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const keeper =
    lease &&
    leaseKeeper(lease, (error) =>
      app.log.error({ err: error, lease: lease.name }, 'the demo support lease could not be renewed'),
    );
  app.addHook('onReady', async () => {
    await keeper?.start();
    timer = setInterval(() => {
      if (running || (lease && !lease.held())) return;
      running = true;
      answerDue(support, options.clock, options.delayMs)
        .then((answered) => {
          if (answered > 0) app.log.info({ answered }, 'demo support answered tickets');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'demo support failed'))
        .finally(() => {
          running = false;
        });
    }, options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await keeper?.stop();
  });
}
