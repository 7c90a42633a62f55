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
  opensInNewTab: ' (se abre en una pestaña nueva)',
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
