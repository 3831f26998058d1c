// English: the estimate's fields of the contact form (client/components/estimate/):
// photos, size and kind of work with the usual range, and the visit. The
// options' English and the range's sentences are the shared modules' (the
// server writes the business's notification with them); a catalog in another
// language words each option by its value.
import { ACCESS_NEEDS, AREA_LIMITS, PHOTO_LIMITS, WORK_KINDS, type AccessNeed, type WorkKind } from '../../estimate-fields';
import { perSqFtText, rangeBasis, rangeSentence } from '../../estimate-text';
import type { PhotoProblemText } from '../../photo-problems';
import type { SiteVisitWindow } from '../../site-visit-windows';

const labels = <V extends string>(options: readonly { value: V; label: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<V, string>;

/** Why a photo is not part of the request, from its code (the server's API gives the same words as `detail`). */
const photoProblem: PhotoProblemText = ({ code, megapixels }, { phone, email }) => {
  switch (code) {
    case 'too-large':
      return `This photo is larger than ${PHOTO_LIMITS.bytes / 1024 / 1024} MB. Please choose a smaller one.`;
    case 'too-big-to-open':
      return megapixels ?
          `This image is ${megapixels} megapixels, too large for us to open in this format. Please send a smaller copy, or a JPEG.`
        : 'This image is too large for us to open in this format. Please send a smaller copy, or a JPEG.';
    case 'not-an-image':
      return 'This file is not a photo we can open. Please choose a JPEG, PNG or WebP photo.';
    case 'heic':
      return 'This is a HEIC photo, which we cannot open. Choose it again from your photo library (the browser sends it as a JPEG), or set the camera to “Most Compatible”.';
    case 'damaged':
      return 'This photo did not arrive whole or is damaged. Please choose it again.';
    case 'empty':
      return 'This file is empty. Please choose the photo again.';
    case 'rate':
      return `That is a lot of photos within an hour. Please send your request with the photos you have, or call us at ${phone}.`;
    case 'full':
      return `We cannot take more photos just now. Please send your request without them and e-mail the photos to ${email}, or call us at ${phone}.`;
    case 'dropped':
      return 'This photo did not upload: the connection dropped. It is tried again when you send, or try now.';
    case 'missing':
      return 'This photo is not on our server (an upload not sent within a day is deleted). Please choose it again.';
    case 'over-count':
      return `Only ${PHOTO_LIMITS.count} photos can be sent with one request; this one was not kept.`;
  }
};

/** A visit window as a choice shows it: when, and its hours apart ("Weekday morning", "7 AM–12 PM"). */
const visitWindow = ({ label }: SiteVisitWindow): { when: string; hours?: string } => {
  const [when = label, hours] = label.split(', ');
  return { when, hours };
};

export default {
  optional: 'Optional',
  photos: {
    title: 'Photos of the floor',
    hint: 'A wide shot of the whole floor and close-ups of any cracks or stains help most. We keep them without their location data.',
    add: 'Add photos',
    /** The file button's words on a translated page (an English page shows the browser's own). */
    choose: 'Choose files',
    full: (limit: number) => `${limit} photos added`,
    removeToAdd: 'Remove one to add another.',
    counted: (counted: number, limit: number) => `${counted} of ${limit} added`,
    upTo: (limit: number) => `Up to ${limit}, from your camera or library`,
    /** More were chosen than there was room for. */
    noRoom: (limit: number, taken: number, chosen: number) =>
      `A request takes up to ${limit} photos: ${taken === 0 ? 'none' : `the first ${taken}`} of the ${chosen} you chose ${taken === 1 ? 'was' : 'were'} added.`,
    list: 'Photos chosen',
    /** A file without a name. */
    unnamed: 'Photo',
    preparing: 'Getting it ready…',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    stored: 'Added',
    progress: (name: string) => `Uploading ${name}`,
    retry: 'Try again',
    remove: (name: string) => `Remove ${name}`,
    /** What a screen reader is told as photos come and go. */
    announce: {
      uploading: (count: number) => `${count === 1 ? 'One photo' : `${count} photos`} uploading.`,
      added: (name: string) => `${name} added.`,
      refused: (name: string, reason: string) => `${name}: ${reason}`,
      failed: (name: string) => `${name} did not upload.`,
      removed: (name: string) => `${name} removed.`,
    },
  },
  photoProblem,
  size: {
    title: 'Size and kind of work',
    area: 'Approximate area (sq ft)',
    areaHint: 'A rough figure is fine: length × width of each room, added up.',
    areaError: () =>
      `Please enter the area as a number of square feet between ${AREA_LIMITS.min} and ${AREA_LIMITS.max.toLocaleString('en-US')}, like 600.`,
    work: 'What do you need?',
  },
  workKinds: labels<WorkKind>(WORK_KINDS),
  range: {
    usual: 'Usual range',
    prices: 'Usual prices in New York City',
    badArea: 'Enter the area as a number of square feet, like 600, for a range.',
    noPrice: 'Choose what you need, or a service above, for a range.',
    /** Read out when the area rests. */
    spokenBadArea: 'Enter the area as a number of square feet, like 600.',
    spokenNoPrice: 'Choose what you need for a range.',
    /** "minimum job $9,500": the figure follows. */
    minimumJob: 'minimum job',
    factors: 'What moves the price',
    note: 'A range, not a quote: the site visit fixes the price.',
    sentence: rangeSentence,
    basis: rangeBasis,
    perSqFt: perSqFtText,
  },
  visit: {
    title: 'A time to visit',
    /** The dated times on offer, fetched once the fields run (never in the cached page). */
    slots: 'Pick a time for the site visit',
    slotsHint: 'The visit is free. We hold the time you pick and call you to confirm it.',
    findingSlots: 'Finding open times…',
    moreDays: 'Show more days',
    noneWork: 'None of these work',
    noneWorkDetail: 'Tell us below when suits you',
    /** No times could be shown (none free, or they could not be fetched): the windows are the way to say when. */
    noSlots: 'We cannot show open times just now. Choose the times that suit you and we call you to agree a day.',
    windows: 'When could we visit?',
    windowsHint: 'Choose one or more. We call you to confirm the day and time.',
    access: 'Anything we should arrange to get in?',
  },
  visitWindow,
  accessNeeds: labels<AccessNeed>(ACCESS_NEEDS),
};
