// The speed calculator in US Spanish (usted): speed-calculator.ts's messages, key for key. The FCC's
// pages it cites are in English: their names say so.
import type { SpeedCalculatorMessages } from './speed-calculator';

const rules = new Intl.PluralRules('es');

export const speedCalculator: SpeedCalculatorMessages = {
  title: '¿Cuánta velocidad de internet necesito?',
  description:
    'Cuente las personas, los dispositivos y lo que hacen al mismo tiempo: obtenga la velocidad de descarga y de carga recomendada, calculada paso a paso con la guía de velocidades de banda ancha de la FCC.',
  banner: {
    eyebrow: 'Calculadora de velocidad',
  },
  inputsHeading: 'Su hogar, en su momento de más uso',
  fields: {
    people: 'Personas en casa que se conectan a internet',
    devices: 'Dispositivos conectados (teléfonos, computadoras portátiles, televisores, consolas)',
    uhdStreams: 'Transmisiones de video en 4K (Ultra HD)',
    hdStreams: 'Transmisiones de video en HD',
    videoCalls: 'Videollamadas',
    gaming: 'Juegos en línea',
    downloads: 'Descargas grandes',
    workFromHome: 'Personas que trabajan desde casa',
    smartHome: 'Dispositivos inteligentes del hogar (cámaras, altavoces, termostatos)',
  },
  submit: 'Calcular',
  need: { before: 'Necesita al menos', middle: 'de descarga y', after: 'de carga.' },
  answerHeading: 'Lo que le recomendamos',
  answer: { before: 'Al menos', middle: 'de descarga y', after: 'de carga.' },
  findPlans: (mbps) => `Buscar planes de al menos ${mbps} Mbps`,
  workingHeading: 'Cómo lo calculamos',
  caption: 'Velocidad que necesita cada actividad, todas al mismo tiempo',
  columns: { activity: 'Al mismo tiempo', download: 'Descarga', upload: 'Carga' },
  line: (count, unit, down, up) =>
    `${count} × ${rules.select(count) === 'one' ? unit[0] : unit[1]} a ${down} de descarga y ${up} de carga ${unit[2]}`,
  units: {
    people: ['persona navegando', 'personas navegando', 'cada una'],
    devices: ['dispositivo en segundo plano', 'dispositivos en segundo plano', 'cada uno'],
    uhdStreams: ['transmisión en 4K', 'transmisiones en 4K', 'cada una'],
    hdStreams: ['transmisión en HD', 'transmisiones en HD', 'cada una'],
    videoCalls: ['videollamada', 'videollamadas', 'cada una'],
    gaming: ['juego en línea', 'juegos en línea', 'cada uno'],
    downloads: ['descarga grande', 'descargas grandes', 'cada una'],
    workFromHome: ['persona trabajando desde casa', 'personas trabajando desde casa', 'cada una'],
    smartHome: ['dispositivo inteligente', 'dispositivos inteligentes', 'cada uno'],
  },
  total: 'Todo a la vez',
  headroom: (percent) => `Más un ${percent} % para los picos y las pérdidas del wifi`,
  rounded: 'Redondeado a una velocidad de plan que puede contratar',
  tiers: (tiers) =>
    `Velocidades de plan a las que redondeamos: ${tiers} Mbps. La FCC considera banda ancha una conexión desde 100 Mbps de descarga y 20 Mbps de carga.`,
  figuresHeading: 'Las cifras que usamos',
  perPerson: (down, source, note, up, upSource) =>
    `Cada persona navegando: ${down} de descarga (${source}: ${note}), ${up} de carga (${upSource}).`,
  perDevice: (down, up, note) =>
    `Cada dispositivo en segundo plano: ${down} de descarga, ${up} de carga (${note}).`,
  activity: (label, down, source, note, up, upSource) =>
    `${label}: ${down} de descarga (${source}: ${note}), ${up} de carga (${upSource}).`,
  sourceNames: { fccGuide: 'guía de la FCC', estimate: 'nuestra estimación' },
  notes: {
    perPerson: 'Navegación general y correo electrónico; redes sociales: 1 Mbps',
    perDevice:
      'No está en la guía de la FCC: nuestra estimación para un dispositivo que se actualiza y sincroniza en segundo plano',
    uhdStreams: 'Ver video en 4K/Ultra HD: 25 Mbps',
    hdStreams: 'Ver video en HD: 5-8 Mbps',
    videoCalls: 'Videoconferencias en HD: 6 Mbps',
    gaming: 'Juegos en línea con varios jugadores: 4 Mbps',
    downloads: 'Descarga de archivos: 10 Mbps',
    workFromHome: 'Teletrabajo: 5-25 Mbps',
    smartHome:
      'No está en la guía de la FCC: nuestra estimación para un dispositivo que transmite un poco en ambas direcciones',
  },
  sourcesHeading: 'Fuentes',
  sources: {
    'fcc-guide': 'Guía de velocidades de banda ancha de la FCC (en inglés)',
    'fcc-benchmark': 'Referencia de la FCC para la banda ancha fija, 100/20 Mbps (2024, en inglés)',
    estimate: 'Estimación de HomeWire (la guía de la FCC no da cifras de carga)',
  },
};
