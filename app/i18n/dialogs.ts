// The messages of the dialogs (check availability, request a plan, chat with us): loaded with the
// dialogs, not with the page. The Spanish twin is dialogs.es.ts.

export const dialogs = {
  /** The fields of the dialogs that ask to be called back (check availability, request a plan). */
  visitor: {
    name: 'Name',
    email: 'Email',
    address: 'Address',
    city: 'City',
    zipCode: 'ZIP code',
    contact: 'Phone number',
  },
  /** The Check Availability dialog: its title, what it is for, its button. */
  availability: {
    title: 'Check Availability',
    description:
      'Tell us where you live and how to reach you: a specialist checks which providers serve your address and gets back to you.',
    submit: 'Check Availability',
  },
  /** The dialog a plan card's button opens: the plan chosen, then the visitor's fields. */
  planRequest: {
    title: 'Request this plan',
    /** Accessible name of the box that repeats the chosen plan. */
    chosenPlan: 'Chosen plan',
    upTo: (mbps: string) => `Up to ${mbps} Mbps`,
    /** A finder plan's speed, as its Broadband Facts label gives it. */
    typical: (mbps: string) => `Typical download ${mbps} Mbps`,
    intro: 'Leave your details and a specialist calls you to set this plan up at your address.',
    submit: 'Request this plan',
  },
  /** A dialog's close button (an icon), read by screen readers. */
  close: 'Close',
  /** The Chat With Us dialog (the phone line and the message form). */
  chat: {
    title: 'Chat with us',
    lineOpen: 'Our specialists are on the line now.',
    lineClosed: 'Our phone line is closed right now.',
    /** The hours follow ("Monday to Sunday, 7am-11pm ET"). */
    weAnswer: (hours: string) => `We answer calls ${hours}.`,
    call: (phone: string) => `Call ${phone}`,
    messageInstead: 'Send us a message instead',
    messageCallBack: 'Send us a message, we call you back',
  },
};

export type DialogMessages = typeof dialogs;
