// The toasts' words in US Spanish (usted): notices.ts's messages, key for key.
import type { NoticeMessages } from './notices';

export const notices: NoticeMessages = {
  words: {
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
};
