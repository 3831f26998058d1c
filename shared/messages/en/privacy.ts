// English: the privacy policy (client/routes/privacy/page.tsx). Legal text: the English is
// the original, kept exactly as published.
export default {
  title: 'Privacy Policy',
  /** Around the business's name. */
  intro: {
    before: 'This policy explains what information ',
    after: ' collects through this website, how we use it, and the choices you have.',
  },
  collect: {
    heading: 'Information we collect',
    request:
      'When you send an estimate request we receive the details you enter: your name, email address, phone number, the service you are interested in, the project location and your message. If you add them, we also receive photos of your floor, its approximate area, the kind of work, the times we may visit and any building access to arrange; with an area, we keep the price range the form showed you. We do not ask for payment details on this website.',
    photos:
      'Before a photo is stored, the site turns it upright and makes a new copy without the location, camera and other details a phone adds to its photos. Only that copy is kept. A photo you add to the form but never send with a request is deleted after a day.',
    technical:
      "Like most websites, our server records basic technical information for each visit (such as the page requested and the time) to keep the site secure and working. We do not use advertising trackers, and no request from your browser is sent to another company's servers.",
    counts:
      'To learn which pages and which links lead people to call or write to us, the site counts page views, taps on our phone numbers and estimate requests itself, without cookies. Your browser keeps a random visit number only while the tab is open. With each count we store the page, the time, and the name of the website or campaign that brought you here, never your IP address or details of your browser or device. If your browser sends a Global Privacy Control or Do Not Track signal, nothing is counted. We keep these counts for about 13 months.',
  },
  use: {
    heading: 'How we use it',
    purposes: [
      'To answer your request, prepare an estimate and schedule a site visit.',
      'To keep records of the work we quote and perform.',
      'To protect the website against abuse and spam.',
      'To see, in counts only, which pages and sources bring calls and estimate requests.',
    ],
    noSale: 'We do not sell or rent your information, and we do not use it for unrelated marketing.',
  },
  keep: {
    heading: 'How long we keep it',
    text: 'We keep each estimate request, with its photos, area, kind of work, price range and visit times, until you ask us to delete it. We use it to answer you, prepare the estimate and keep records of the work we quote and perform.',
  },
  /** Around the e-mail link, then the phone link. */
  choices: {
    heading: 'Your choices',
    before: 'You may ask us to see, correct or delete the information you sent us by writing to ',
    orCalling: ' or calling',
    after: '. When we delete an estimate request, we delete its photos with it.',
  },
  contact: { heading: 'Contact' },
};
