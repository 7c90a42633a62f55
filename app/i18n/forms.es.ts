// The forms in US Spanish (usted): forms.ts's messages, key for key. "Correo electrónico" for
// e-mail, "código postal" for ZIP code, as US Spanish sites (and the USPS) say them.
import type { FormMessages } from './forms';

export const forms: FormMessages = {
  contact: {
    formName: 'Envíenos un mensaje',
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    comment: 'Comentario',
    saveData:
      'Guardar mi nombre, correo electrónico y asunto en este navegador para la próxima vez que escriba.',
    cookies: 'Cómo usamos las cookies',
    required: 'Obligatorio.',
    send: 'Enviar mensaje',
  },
  visitor: {
    name: 'Nombre',
    email: 'Correo electrónico',
    address: 'Dirección',
    city: 'Ciudad',
    zipCode: 'Código postal',
    contact: 'Número de teléfono',
  },
  availability: {
    title: 'Verificar cobertura',
    description:
      'Díganos dónde vive y cómo comunicarnos con usted: un especialista verifica qué proveedores dan servicio en su dirección y se comunica con usted.',
    submit: 'Verificar cobertura',
  },
  planRequest: {
    title: 'Solicitar este plan',
    chosenPlan: 'Plan elegido',
    upTo: (mbps) => `Hasta ${mbps} Mbps`,
    intro: 'Déjenos sus datos y un especialista le llamará para contratar este plan en su dirección.',
    submit: 'Solicitar este plan',
  },
  close: 'Cerrar',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  notices: {
    success: 'Listo',
    error: '¡Error!',
    unauthorized: 'No autorizado',
    sent: 'Mensaje enviado correctamente.',
    clientErrorPrefix: 'Error: ',
    accessDenied: 'Acceso denegado. Revise sus credenciales.',
    serverOffline: 'El servidor no está disponible',
    argumentCount: 'Error en la cantidad de argumentos: faltan argumentos para la función.',
    serverError: 'Algo salió mal en el servidor.',
    unexpected: 'Ocurrió un error inesperado.',
    tryLater: 'Algo salió mal; inténtelo de nuevo más tarde.',
    deviceOffline: 'No tiene conexión. Revise su conexión e inténtelo de nuevo.',
    timedOut: 'La solicitud tardó demasiado. Inténtelo de nuevo.',
  },
  errors: {
    required: 'Este campo es obligatorio.',
    invalidEmail: 'Escriba un correo electrónico válido.',
    invalidZip: 'Escriba un código postal válido de 5 dígitos.',
    invalidPhone: 'Escriba un número de teléfono válido de EE. UU.',
    textExpected: 'Escriba un texto.',
    unknownConsent:
      'Este aviso de consentimiento ya no está vigente. Vuelva a cargar la página y envíe de nuevo.',
    tooLong: (max) => `Use como máximo ${max} caracteres.`,
  },
};
