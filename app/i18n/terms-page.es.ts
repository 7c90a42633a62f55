// The Terms & Conditions page in US Spanish (usted): terms-page.ts's messages, key for key, a
// faithful translation of content/terms.ts (change it with the English; the English governs, as
// legal-document.es.ts says above the text). Names, addresses and the site's name stay as they are.
import { site } from '../../content/site.ts';
import type { TermsPageMessages } from './terms-page';

export const termsPage: TermsPageMessages = {
  title: 'Términos y condiciones',
  description:
    'Los términos que se aplican cuando usa nuestro sitio web para comparar proveedores y enviarnos una solicitud.',
  document: {
    title: 'Términos y condiciones',
    subTitle: 'Los términos que se aplican cuando usa este sitio web y nos envía una solicitud.',
    updated: '1 de noviembre de 2026',
    intro:
      'En resumen: comparar planes y hablar con nosotros es gratis, los precios que mostramos son de ejemplo y su contrato de servicio siempre es con el proveedor que usted elija. El texto a continuación es un texto legal provisional.',
    sections: [
      {
        title: 'Información sobre nuestra empresa',
        paragraphs: [
          `${site.legalName} (“${site.name}” o “nosotros”) administra este sitio web para ayudar a los visitantes a comparar proveedores de TV, internet y streaming y a solicitar información sobre sus planes. Somos un servicio independiente de comparación y de referidos, no un proveedor de servicios de TV ni de internet.`,
          'Texto legal provisional: aquí irán el domicilio registrado, el número de registro de la empresa y la descripción legal completa del servicio.',
        ],
      },
      {
        title: 'Pedidos en línea',
        paragraphs: [
          'Enviar un formulario en este sitio web es una solicitud de información o de una llamada, no un pedido. Un pedido de servicio solo se realiza cuando usted lo confirma con un especialista o directamente con el proveedor, según los términos propios del proveedor.',
          'Texto legal provisional: cómo se forma, se confirma y se documenta un pedido.',
        ],
      },
      {
        title: 'Cargos y tarifas',
        paragraphs: [
          'Los precios que se muestran en este sitio web son precios de ejemplo para comparar. Los precios reales, los impuestos, los cargos por equipos, los cargos de instalación y los períodos de promoción los fija cada proveedor y dependen de su dirección. No le cobramos por usar este sitio web ni por hablar con un especialista.',
        ],
      },
      {
        title: 'Reembolsos',
        paragraphs: [
          'Como no le facturamos nada, los reembolsos por el servicio de un proveedor los gestiona ese proveedor según su propia política de reembolsos y cancelaciones. Con gusto le ayudamos a comunicarse con él.',
          'Texto legal provisional: derechos de reembolso según la ley de protección al consumidor aplicable.',
        ],
      },
      {
        title: 'Sus derechos',
        paragraphs: [
          'Nada de lo dispuesto en estos términos limita los derechos que usted tiene como consumidor según las leyes de su estado. Puede preguntarnos qué datos personales tenemos sobre usted y pedirnos que los eliminemos, como se describe en nuestra Política de privacidad.',
        ],
      },
      {
        title: 'Cambios en estos términos',
        paragraphs: [
          'Podemos actualizar estos términos de vez en cuando. La fecha que aparece al principio de esta página indica cuándo cambiaron por última vez. Los cambios se aplican a partir de esa fecha y no afectan las solicitudes que usted haya enviado antes.',
        ],
      },
      {
        title: 'Suspensión y terminación',
        paragraphs: [
          'Podemos suspender o restringir el acceso a este sitio web, o no atender solicitudes, cuando se haga un uso indebido de él, por ejemplo, mediante envíos automatizados, mensajes abusivos o intentos de interferir con el servicio.',
          'Texto legal provisional: aviso y apelación.',
        ],
      },
      {
        title: 'Responsabilidad',
        paragraphs: [
          'Procuramos que la información de los proveedores sea exacta, pero la disponibilidad, los precios y los planes cambian a menudo y solo el proveedor puede confirmarlos. En la medida en que la ley lo permita, no somos responsables de las decisiones que se tomen con base en la información de este sitio web.',
          'Texto legal provisional: limitación de responsabilidad.',
        ],
      },
      {
        title: 'Reclamaciones y garantías de equipos',
        paragraphs: [
          'Los routers, los decodificadores y los demás equipos los suministra el proveedor, y sus garantías y las reclamaciones de reparación o reemplazo las gestiona ese proveedor o el fabricante.',
          'Texto legal provisional: exenciones de garantía.',
        ],
      },
    ],
  },
};
