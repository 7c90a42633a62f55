// The Privacy Policy page in US Spanish (usted): privacy-page.ts's messages, key for key, a faithful
// translation of content/privacy.ts (change it with the English; the English governs, as
// legal-document.es.ts says above the text). The path, the address, the e-mail and the days of
// attribution come from the modules the English reads them from; content/privacy.ts itself (the
// whole English text) stays out of the Spanish chunk, so its numbers are written here, and the
// catalog's tests hold every paragraph to the numbers of its English one.
import { privacyChoicesPath } from '../../content/privacy-choices.ts';
import { site } from '../../content/site.ts';
import { ATTRIBUTION_DAYS } from '../../contracts/attribution.ts';
import type { PrivacyPageMessages } from './privacy-page';

/** The privacy choices page, as the Spanish footer names it (shell.es.ts). */
const choices = 'Sus opciones de privacidad';

export const privacyPage: PrivacyPageMessages = {
  title: 'Política de privacidad',
  description:
    'Qué datos recopilan nuestros formularios, incluido cómo nos encontró, por qué, cuánto tiempo los conservamos y cómo usar sus opciones de privacidad. Nunca vendemos sus datos.',
  document: {
    title: 'Política de privacidad',
    subTitle:
      'Qué datos recopilamos cuando nos envía un formulario, por qué, cuánto tiempo los conservamos y cómo pedir que los eliminemos.',
    updated: '23 de noviembre de 2026',
    intro:
      'En resumen: guardamos lo que usted escribe en nuestros formularios y cómo nos encontró, lo usamos para responder a su solicitud, nunca lo vendemos ni lo compartimos con anunciantes y lo eliminamos si nos lo pide: visite la página',
    introLink: choices,
    sections: [
      {
        title: 'Qué datos recopilamos',
        paragraphs: [
          'Solo recopilamos lo que usted escribe en nuestros formularios: su nombre, correo electrónico, número de teléfono, dirección, ciudad y código postal, el asunto y el comentario de un mensaje, el plan que eligió (su nombre, velocidad, precio y duración) y la página desde la que envió el formulario. No todos los formularios piden todos estos datos.',
          'Para evitar abusos, como el spam automatizado, guardamos con su solicitud un hash con sal de su dirección IP: una huella digital unidireccional que nos permite detectar abusos repetidos. No guardamos su dirección IP como tal.',
          'Con cada solicitud también guardamos: cómo nos encontró (los datos de campaña del enlace que siguió, como utm_source, utm_medium y utm_campaign o el identificador del clic en un anuncio, el sitio web que lo envió a nosotros, sin los parámetros de su dirección, y la primera página que vio), el nombre y la versión de su navegador, si su navegador envió una señal de Global Privacy Control y, en los formularios que piden un número de teléfono, el aviso de consentimiento exacto que vio y cuándo lo aceptó.',
        ],
      },
      {
        title: 'Por qué los recopilamos',
        paragraphs: [
          'Usamos sus datos para responder a su solicitud: para verificar la disponibilidad en su dirección, para llamarle o escribirle un correo electrónico sobre los planes por los que preguntó y para ayudarle a hacer un pedido si así lo decide. No los usamos para nada más.',
          'Usamos cómo nos encontró para saber cuáles de nuestras campañas y sitios asociados nos traen solicitudes útiles, y así invertir bien nuestro presupuesto de marketing. Guardamos el registro del consentimiento como prueba de lo que usted aceptó antes de que le llamemos o le enviemos mensajes de texto. Cuando el mismo correo electrónico o número de teléfono nos envía varias solicitudes en un plazo de 30 días, las vinculamos para que un solo especialista le responda una sola vez.',
        ],
      },
      {
        title: 'Dónde se guardan y quién los ve',
        paragraphs: [
          `Su solicitud se guarda en nuestra base de datos y se envía por correo electrónico a nuestro equipo de ventas para que un especialista se comunique con usted. No vendemos su información personal ni la compartimos con anunciantes. Si decide hacer un pedido, le damos al proveedor, con su autorización, los datos que necesita para su pedido. Si su navegador envía una señal de Global Privacy Control, o si usted nos lo pide en la página ${choices}, su solicitud se marca como “no vender ni compartir” y nuestro equipo de ventas ve esa marca.`,
          'Texto legal provisional: lista de proveedores de servicios (alojamiento web, envío de correo electrónico) que procesan datos en nuestro nombre.',
        ],
      },
      {
        title: 'Cookies y almacenamiento local',
        paragraphs: [
          'Nuestro formulario de contacto puede recordar su nombre, correo electrónico y asunto para la próxima vez, pero solo si usted marca la casilla para guardar sus datos. En ese caso, los guarda en cookies en su dispositivo que duran hasta que cierre el navegador. También usamos una cookie de seguridad que protege nuestros formularios contra la falsificación de solicitudes entre sitios. No usamos cookies de publicidad ni de seguimiento.',
          `Cuando llega desde el enlace de una campaña o desde otro sitio web, nuestro propio sitio (ningún tercero) recuerda en el almacenamiento local de su navegador de dónde vino, durante ${ATTRIBUTION_DAYS} días, y lo envía con la solicitud que usted decida hacer. Nunca se envía a ningún otro lugar. Si borra los datos de sitios de su navegador, se elimina.`,
        ],
      },
      {
        title: 'Cuánto tiempo los conservamos',
        paragraphs: [
          `Conservamos su solicitud durante 24 meses después de que la envíe. Luego, un proceso diario borra su nombre, sus datos de contacto, sus mensajes y el correo electrónico con el que se envió su solicitud; lo que queda (el tipo de solicitud, sus fechas y cómo nos encontró, sin nada que permita identificarle) solo sirve para que nuestros conteos sean correctos. Si nos pide que la eliminemos antes, lo haremos.`,
          'Una solicitud de privacidad conserva su correo electrónico solo hasta que se lleva a cabo o hasta que vence su enlace de confirmación, y como máximo 30 días. Si nos pide que dejemos de comunicarnos con usted, guardamos una huella digital unidireccional y con clave de su correo electrónico y de su número de teléfono (no el correo ni el número como tales), para poder reconocerlos y respetar su decisión si vuelven a llegarnos.',
        ],
      },
      {
        title: 'Sus opciones de privacidad',
        paragraphs: [
          `En la página ${choices} (${privacyChoicesPath}, con un enlace al pie de cada página) puede pedirnos que dejemos de comunicarnos con usted por teléfono, mensaje de texto y correo electrónico, que no vendamos ni compartamos su información, que le enviemos una copia de ella o que la eliminemos. Le enviamos un enlace de confirmación, válido por 24 horas, al correo electrónico que usted indique, para que nadie más pueda tomar estas decisiones por usted; al abrirlo, su solicitud se lleva a cabo de inmediato. Respondemos de la misma manera, tengamos o no información de ese correo electrónico.`,
          `También puede pedirlo por teléfono o por correo postal, o escribirnos a {email} desde el correo electrónico que usó en nuestro formulario; respondemos en un plazo de 30 días. Para corregir sus datos, escríbanos un correo electrónico.`,
          `Un número de teléfono que usted indique con una solicitud detiene las llamadas y los mensajes de texto a ese número; no permite obtener una copia ni una eliminación, que abarcan lo que tenemos asociado al correo electrónico que usted confirme. Si tenemos su número de teléfono pero ningún correo electrónico suyo, llámenos al {phone}. Una vez que comprobemos que el número es suyo (le llamamos o le enviamos un mensaje de texto a ese número), le enviamos lo que tenemos asociado a él o lo eliminamos.`,
          'Texto legal provisional: derechos específicos de cada estado (por ejemplo, según la CCPA) y cómo ejercerlos.',
        ],
      },
      {
        title: 'Contacto',
        paragraphs: [
          `${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}. Correo electrónico: {email}.`,
        ],
      },
    ],
  },
};
