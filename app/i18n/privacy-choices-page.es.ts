// The privacy choices pages in US Spanish (usted): privacy-choices-page.ts's messages, key for key.
// "Solicitud" for request, "correo electrónico" for e-mail, "vender o compartir" as California's
// Spanish notices say it.
import { forms } from './forms.es';
import type { PrivacyChoicesPageMessages } from './privacy-choices-page';

/**
 * The form's validation messages (the schemas' English) in Spanish: its own two and two of the forms'.
 * The English is written out as contracts/privacy-rules.ts and rules.ts have it: importing those
 * here would move them into chunks of their own that every English page lists (i18n.test.tsx keeps
 * them equal).
 */
const fieldMessages = new Map<string, string>([
  ['Choose what you want us to do.', 'Elija lo que desea que hagamos.'],
  [
    'Enter a valid US phone number, or leave it empty.',
    'Escriba un número de teléfono válido de EE. UU. o deje el campo vacío.',
  ],
  ['This field is required.', forms.errors.required],
  ['Enter a valid email address.', forms.errors.invalidEmail],
]);

export const privacyChoicesPage: PrivacyChoicesPageMessages = {
  title: 'Sus opciones de privacidad',
  description:
    'Pídanos que dejemos de comunicarnos con usted, que no vendamos ni compartamos su información, que le enviemos una copia o que la eliminemos.',
  eyebrow: 'Privacidad',
  subTitle:
    'Detenga llamadas, mensajes de texto y correos electrónicos, excluya la venta o el intercambio de su información, obtenga una copia o pida que la eliminemos.',
  requestHeading: 'Envíe una solicitud de privacidad',
  requestIntro:
    'Escriba el correo electrónico que usó en nuestros formularios. Le enviaremos un enlace de confirmación para que nadie más pueda decidir por usted; su solicitud se lleva a cabo cuando abre el enlace (válido por 24 horas).',
  otherWays: 'Otras formas de hacer su solicitud',
  callUsAt: 'Llámenos al',
  orWriteTo: (address) => `o escríbanos a ${address}. Respondemos en un plazo de 30 días.`,
  noEmailOnFile: (phone) =>
    `Si tenemos su número de teléfono pero no un correo electrónico suyo, llámenos al ${phone}. Una vez que confirmemos que el número es suyo (le devolvemos la llamada o le enviamos un mensaje de texto), le enviaremos lo que tenemos con ese número o lo eliminaremos.`,
  gpc: 'Respetamos la señal Global Privacy Control de su navegador: las solicitudes enviadas con ella quedan marcadas como "no vender ni compartir".',
  detailsIn: 'Encontrará los detalles en nuestra',
  privacyPolicy: 'Política de privacidad',
  form: {
    legend: '¿Qué desea que hagamos?',
    choices: {
      'do-not-contact': {
        label: 'Dejen de comunicarse conmigo',
        description:
          'Dejaremos de llamarle, de enviarle mensajes de texto y correos electrónicos sobre las solicitudes que nos envió.',
      },
      'do-not-sell': {
        label: 'No vendan ni compartan mi información personal',
        description:
          'No vendemos información personal y nunca compartiremos la suya. Los navegadores que envían la señal Global Privacy Control reciben esto automáticamente.',
      },
      access: {
        label: 'Envíenme una copia de mi información',
        description:
          'Le enviaremos por correo electrónico todo lo que guardamos de las solicitudes que nos envió.',
      },
      delete: {
        label: 'Eliminen mi información',
        description:
          'Borraremos su nombre, sus datos de contacto y sus mensajes de nuestros registros y de los correos electrónicos en que se enviaron.',
      },
    },
    email: 'Correo electrónico',
    phone: 'Número de teléfono (opcional)',
    phoneHint:
      'Agréguelo si nos dio un número de teléfono: también dejaremos de llamar y enviar mensajes de texto a ese número. Una copia o una eliminación abarca lo que tenemos con el correo electrónico que usted confirme.',
    send: 'Enviar mi solicitud',
    fieldMessage: (message) => fieldMessages.get(message) ?? message,
  },
  confirm: {
    title: 'Confirme su solicitud de privacidad',
    description: 'Confirme la solicitud de privacidad que envió desde la página Sus opciones de privacidad.',
    subTitle: 'Un último paso: confirme la solicitud que nos envió.',
    press: 'Presione el botón para llevar a cabo su solicitud.',
    button: 'Confirmar mi solicitud',
    openFromMail:
      'Abra esta página desde el enlace del correo de confirmación que le enviamos. Para enviar una nueva solicitud, vaya a',
  },
};
