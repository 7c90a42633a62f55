// The plan finder's comparison in US Spanish (usted): plan-compare.ts's messages, key for key.
import type { PlanCompareMessages } from './plan-compare';

export const planCompare: PlanCompareMessages = {
  heading: (n) => `Comparar ${n} planes`,
  close: 'Cerrar la comparación',
  legendBefore: 'Las filas marcadas',
  differs: 'distinto',
  legendAfter: 'son en las que los planes no coinciden.',
  sample: 'Datos de muestra: proveedores y planes ficticios.',
  planShown: 'Plan que se muestra',
  caption: 'Etiquetas de banda ancha de los planes comparados, fila por fila',
  cost: {
    section: 'Lo que cuesta',
    monthly: 'Costo mensual con cargos del proveedor',
    firstYear: 'Costo del primer año (tarifa promocional, cargos, cargos únicos)',
  },
  remove: 'Quitar',
  removeWhat: (provider, plan) => ` ${provider} ${plan} de la comparación`,
};
