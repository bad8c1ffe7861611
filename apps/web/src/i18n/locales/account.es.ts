import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in Spanish (the rest of it shows English). */
export const accountEs: AccountProtectionMessages = {
  activation: {
    signedIn: 'Tu cuenta {{login}} está activa y ya has iniciado sesión. ¡Te damos la bienvenida!',
  },
  limits: {
    inputErrors: {
      empty: 'Introduce un importe.',
      sign: 'Introduce el importe sin signo más ni menos.',
      format: 'Introduce solo dígitos, por ejemplo 250: sin espacios, letras ni separadores de miles.',
      decimals: 'Demasiados decimales: un límite es un importe entero.',
      wholeUnits: 'Un límite es un importe entero: introduce {{below}} o {{above}}.',
      tooSmall: 'El límite mínimo es {{min}}.',
      tooLarge: 'El límite máximo es {{max}}.',
    },
  },
  protection: {
    refusal: {
      timeOut: 'Estás en una pausa. Hasta que termine no puedes iniciar sesión, depositar, apostar ni jugar.',
      timeOutUntil:
        'Estás en una pausa hasta el {{date}}. Hasta entonces no puedes iniciar sesión, depositar, apostar ni jugar.',
      selfExclusion:
        'Te has autoexcluido. Hasta que termine el periodo no puedes iniciar sesión, depositar, apostar ni jugar.',
      selfExclusionUntil:
        'Te has autoexcluido hasta el {{date}}. Hasta entonces no puedes iniciar sesión, depositar, apostar ni jugar.',
      excluded:
        'Tu pausa o autoexclusión está en vigor. Hasta que termine no puedes iniciar sesión, depositar, apostar ni jugar.',
      excludedUntil:
        'Tu pausa o autoexclusión dura hasta el {{date}}. Hasta entonces no puedes iniciar sesión, depositar, apostar ni jugar.',
      ban: 'Tu cuenta está restringida. Contacta con el servicio de atención para saber más.',
      banUntil:
        'Tu cuenta está restringida hasta el {{date}}. Contacta con el servicio de atención para saber más.',
    },
  },
  payment: {
    verificationRequired:
      'Los retiros de más de {{amount}} en total esperan a su verificación. Envíe sus documentos para verificar su identidad.',
    verificationLink: 'Verificar mi identidad',
    limitLeftIn: {
      day: 'Esto supera tu límite de depósito de 24 horas. Ahora puedes depositar hasta {{amount}} más.',
      week: 'Esto supera tu límite de depósito de 7 días. Ahora puedes depositar hasta {{amount}} más.',
      month: 'Esto supera tu límite de depósito de 30 días. Ahora puedes depositar hasta {{amount}} más.',
    },
    limitReachedIn: {
      day: 'Has alcanzado tu límite de depósito de 24 horas. Cada depósito cuenta en él durante 24 horas.',
      week: 'Has alcanzado tu límite de depósito de 7 días. Cada depósito cuenta en él durante 7 días.',
      month: 'Has alcanzado tu límite de depósito de 30 días. Cada depósito cuenta en él durante 30 días.',
    },
  },
};
