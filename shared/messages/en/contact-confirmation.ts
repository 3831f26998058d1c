// English: the confirmation in the form's place once a request is sent.
export default {
  eyebrow: 'Request received',
  thanks: (name: string) => `Thank you, ${name}.`,
  thanksNoName: 'Thank you.',
  /** Spec text: the toast's (contact-form.ts), said here after the form without JavaScript, which has no toast. */
  sent: {
    title: 'Message Sent Successfully!',
    text: "We'll contact you within 24 hours with a detailed estimate.",
  },
  reference: {
    label: 'Your reference',
    hint: 'Quote it when you call, and we have your request in front of us.',
  },
  /** The site visit the request asked for: "Site visit Tue, Dec 1 · 8–10 a.m. Held for you…". */
  visit: {
    label: 'Site visit',
    held: 'Held for you. We will call to confirm it.',
    /** Full by the time the request came (it is stored all the same): the times still open follow. */
    taken: 'That time was taken just before you sent. We will call to agree another, or pick one of these when we do:',
    takenNoneOpen: 'That time was taken just before you sent. We will call to agree another.',
  },
  photosNotSent: (count: number) => `${count === 1 ? 'One photo was' : `${count} photos were`} not sent with your request:`,
  photosNotKept: 'Some of your photos could not be kept with your request.',
  /** A photo not sent, when nothing more is known of why. */
  didNotUpload: 'it did not upload.',
  /** "Please e-mail them to <address>, with your name." */
  emailPhotos: {
    before: 'Please e-mail ',
    one: 'it',
    many: 'them',
    to: ' to ',
    withReference: (reference: string) => `, with your reference ${reference}`,
    withName: ', with your name',
    end: '.',
  },
  next: {
    title: 'What happens next',
    look: (photos: boolean) => `We look at what you sent${photos ? ', photos first,' : ''} to see what the floor needs.`,
    /** "We call you at <phone> to go through it … for a visit, at one of the times you chose. The visit … is free." */
    call: {
      before: 'We call you',
      at: (phone: string) => ` at ${phone}`,
      middle: ' to go through it and to agree a day for a visit',
      /** Instead of `middle` when a time is held for the visit. */
      confirmVisit: ' to go through it and to confirm the visit',
      atChosenTimes: ', at one of the times you chose',
      after: '. The visit, to measure and test the floor, is free.',
    },
    written: 'You get a written estimate: scope, schedule and price. You decide, with no obligation.',
  },
  /** "Anything urgent? Call <phone>." */
  urgent: { before: 'Anything urgent? Call ', after: '.' },
  writeAgain: 'Send another request',
  recap: {
    title: 'What you sent us',
    service: 'Service',
    location: 'Location',
    sizeAndRange: 'Size and usual range',
    size: 'Size',
    about: (area: string) => `About ${area} sq ft`,
    work: 'Work',
    visitWindows: 'Times to visit',
    access: 'Access to arrange',
    photos: (count: number) => (count === 1 ? 'Photo' : `${count} photos`),
  },
};
