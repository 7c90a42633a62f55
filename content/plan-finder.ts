// The plan finder's and the speed calculator's titles and descriptions. Kept out of page-text.ts:
// the bundler makes that module a chunk shared by every page, so texts added there grow every
// page's initial JS; here only the two routes that use them load them.

type PageText = { title: string; description: string };

export const speedCalculatorText: PageText = {
  title: 'How Much Internet Speed Do I Need?',
  description:
    'Count the people, devices and what they do at once: get a recommended download and upload speed, worked out line by line from the FCC’s broadband speed guide.',
};

export const plansText: PageText = {
  title: 'Internet Plans at Your ZIP Code',
  description:
    'Every home internet plan reported at your ZIP code with its full Broadband Facts label: price after the intro rate, fees, typical speeds and data caps. Filter, sort and compare.',
};
