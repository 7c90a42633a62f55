// The service pages' shared frame in US Spanish (usted): service-page.ts's messages, key for key.
// "Código postal" for ZIP code and "Verificar cobertura" for Check Availability, as the forms and
// dialogs areas say them.
import type { ServicePageMessages } from './service-page';

export const servicePage: ServicePageMessages = {
  home: 'Inicio',
  testimonials: {
    eyebrow: 'Opiniones',
    title: 'Lo que dicen nuestros clientes',
  },
  faqEyebrow: 'Preguntas frecuentes',
  table: {
    action: 'Acción',
    pricesNote: 'Precios mensuales. Precios de ejemplo. Impuestos y cargos por equipos aparte.',
  },
  checkAvailability: 'Verificar cobertura',
  zip: {
    heading: 'Vea qué proveedores dan servicio en su zona',
    label: 'Código postal',
    button: 'Buscar proveedores',
    placeholder: 'p. ej., 80202',
    digitsOnly: 'Un código postal solo lleva números.',
    tooShort: 'Escriba un código postal válido de 5 dígitos.',
    unknown: (zip) =>
      `No encontramos el código postal ${zip}. Revise los números o pídanos que verifiquemos su dirección.`,
    failed: 'Ahora no pudimos buscar proveedores. Revise su conexión e inténtelo de nuevo.',
    looking: (zip) => `Buscando ${zip}…`,
    found: (city, state, zip) =>
      `${city}, ${state}: proveedores que podrían estar disponibles en el código postal ${zip}.`,
    askUs: 'Pídanos que verifiquemos su dirección',
  },
};
