// The dialogs in US Spanish (usted): dialogs.ts's messages, key for key.
import type { DialogMessages } from './dialogs';

export const dialogs: DialogMessages = {
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
    typical: (mbps) => `Descarga típica de ${mbps} Mbps`,
    intro: 'Déjenos sus datos y un especialista le llamará para contratar este plan en su dirección.',
    submit: 'Solicitar este plan',
  },
  close: 'Cerrar',
  chat: {
    title: 'Chatee con nosotros',
    lineOpen: 'Nuestros especialistas están disponibles ahora.',
    lineClosed: 'Nuestra línea telefónica está cerrada en este momento.',
    weAnswer: (hours) => `Atendemos llamadas ${hours}.`,
    call: (phone) => `Llame al ${phone}`,
    messageInstead: 'Mejor envíenos un mensaje',
    messageCallBack: 'Envíenos un mensaje y le llamamos',
  },
};
