import type { Texts } from './betting.en';
import type { verificationEn } from './verification.en';

/** Textos de la verificación y la identificación. */
export const verificationEs: Texts<typeof verificationEn> = {
  intro:
    'Antes de los pagos grandes comprobamos la identidad de cada jugador, como exigen las normas contra el blanqueo de capitales. Envíe fotos o escaneos nítidos de sus documentos: JPEG, PNG o PDF, de hasta 10 MB cada uno.',
  statusHeading: 'Estado de la verificación',
  status: {
    none: 'Sin verificar',
    pending: 'Documentos en revisión',
    verified: 'Verificado',
    rejected: 'Documentos rechazados',
    requested: 'Se ha pedido otro documento',
  },
  statusText: {
    none: 'Envíe un documento que acredite su identidad para verificarse.',
    pending: 'Estamos revisando sus documentos. El estado cambiará aquí en cuanto decidamos.',
    verified: 'Su identidad está verificada: puede retirar cualquier importe.',
    rejected: 'No hemos podido aceptar sus documentos. Envíe otros nuevos.',
    requested: 'Necesitamos un documento más. Envíelo abajo.',
  },
  note: 'Nuestra nota: {{note}}',
  threshold: 'Hasta que esté verificado, sus retiros en total pueden ser como máximo de {{amount}}.',
  requested: 'Pedido: {{kinds}}',
  kinds: {
    identity: 'Pasaporte o documento de identidad',
    address: 'Justificante de domicilio',
    payment: 'Método de pago',
    selfie: 'Selfi con su documento',
  },
  kindHints: {
    identity: 'La página con su foto, nombre y fecha de nacimiento.',
    address:
      'Una factura de suministros o un extracto bancario de los últimos 3 meses con su nombre y dirección.',
    payment:
      'Una foto de la tarjeta con la que paga (tape los dígitos centrales) o una captura de su monedero electrónico.',
    selfie: 'Su cara con el documento abierto al lado, ambos bien visibles.',
  },
  uploadHeading: 'Enviar un documento',
  file: 'Archivo: {{kind}}',
  fileHint: 'JPEG, PNG o PDF, hasta 10 MB.',
  chooseFile: 'Elegir un archivo',
  noFileChosen: 'Ningún archivo elegido',
  send: 'Enviar',
  sendKind: 'Enviar el archivo: {{kind}}',
  requestedBadge: 'Pedido',
  uploading: 'Enviando {{file}}: {{percent}} %',
  uploaded: '{{file}} enviado. Lo revisaremos pronto.',
  errors: {
    noFile: 'Elija primero un archivo.',
    tooLarge: 'El archivo supera los 10 MB. Envíe una foto o un escaneo más pequeño.',
    type: 'Solo se aceptan archivos JPEG, PNG o PDF.',
    alreadyVerified: 'Su identidad ya está verificada: no hace falta ningún documento.',
    failed: 'No se ha podido enviar el archivo. Inténtelo de nuevo.',
  },
  documentsHeading: 'Sus documentos',
  noDocuments: 'Todavía no ha enviado ningún documento.',
  documentStatus: { pending: 'En revisión', accepted: 'Aceptado', rejected: 'Rechazado' },
  sentAt: 'Enviado el {{date}}',
  rejectedReason: 'Motivo: {{reason}}',
  open: 'Abrir {{file}}',
  loadError: 'No se ha podido cargar su verificación.',
  retry: 'Reintentar',
  identification: {
    intro:
      'La identificación confirma que la cuenta es suya: los datos de su documento de identidad y una foto del mismo.',
    detailsHeading: 'Su documento de identidad',
    details: {
      name: 'Nombre',
      birthDate: 'Fecha de nacimiento',
      document: 'Número del documento',
      issued: 'Expedido el',
      expires: 'Válido hasta',
      issuedBy: 'Expedido por',
    },
    missing: 'Sin indicar',
    edit: 'Cambiar estos datos en los ajustes',
    needed: 'Su cuenta necesita identificación: envíe abajo una foto del documento.',
    done: 'Su identidad está confirmada.',
  },
  accountVerify: {
    intro:
      'Confirma tu identidad para mantener tu cuenta abierta: envía los documentos que se piden abajo. Esta página sigue disponible mientras tu cuenta esté restringida.',
    signIn: 'Inicia sesión para enviar tus documentos.',
    signInLink: 'Iniciar sesión',
  },
};
