import type { FaqItem } from '../contracts/content.ts';

// FAQ content. The Home FAQ has exactly four questions (SPEC 2).

export const homeFaqs: readonly FaqItem[] = [
  {
    title: 'How do I find out which providers serve my address?',
    description: `Enter your ZIP code or call us at {phone}. A ZIP code tells us which providers may be available; a specialist then checks your exact address, because service can differ from one street to the next.`,
  },
  {
    title: 'Does it cost anything to use this service?',
    description:
      'No. Comparing plans and talking to a specialist is free. Providers pay us when you sign up through us, which never changes the price you pay.',
  },
  {
    title: 'Can I bundle TV and internet?',
    description:
      'Yes. Most cable and fiber providers discount a TV + internet bundle. We show bundle and stand-alone prices side by side so you can see whether the bundle really saves you money.',
  },
  {
    title: 'When can I reach a specialist?',
    description: `Our team answers calls and messages {hours}. Send us a message at any time and we will get back to you within those hours.`,
  },
];
