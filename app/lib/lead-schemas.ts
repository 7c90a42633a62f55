// PROVISIONAL until contracts/api.ts (branch server) lands: the forms import their schemas from here,
// and this file will re-export the shared contracts instead.
import { z } from 'zod';

const required = 'This field is required.';
const requiredText = (max: number) => z.string().trim().min(1, { error: required }).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const email = z
  .string()
  .trim()
  .min(1, { error: required })
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address.' }));
const zipCode = z
  .string()
  .trim()
  .min(1, { error: required })
  .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code.' });
const contact = z
  .string()
  .trim()
  .min(1, { error: required })
  .refine((v) => /^1?\d{10}$/.test(v.replace(/[\s().+-]/g, '')), { error: 'Enter a valid US phone number.' });

export const ContactRequest = z.object({
  name: requiredText(100),
  email,
  subject: optionalText(200),
  comment: optionalText(5000),
});

export const AvailabilityRequest = z.object({
  name: requiredText(100),
  email,
  address: optionalText(200),
  city: optionalText(100),
  zipCode,
  contact,
});

export const PackageRequest = z.object({
  mbps: z.string(),
  packageTitle: z.string(),
  packageDescription: z.array(z.string()),
  price: z.string(),
  planDuration: z.string(),
  recommendation: z.boolean(),
  name: requiredText(100),
  email,
  zipCode,
  contact,
});
