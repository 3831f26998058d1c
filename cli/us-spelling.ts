// British spellings in content text, each with the American form to write,
// for `npm run content:check`: the site is written in US English. The check
// knows a table of common British words (below), matched as whole words in
// any case; a word it does not know is not reported. Proper names keep their
// own spelling (Rockville Centre, Kings Theatre): add one to PROPER_NAMES.

/** Names spelled the British way that stay as they are (matched with this capitalization). */
const PROPER_NAMES = [
  'Centre Island',
  'Centre Street',
  'Rockville Centre',
  'Kings Theatre',
  'Paramount Theatre',
  'Patchogue Theatre',
  'St. George Theatre',
  'Theatre Row',
];

/**
 * Verbs written -ise in British English and -ize in American, with their
 * -ised, -ising, -isation and -iser forms. A curated list: a blanket "-ise"
 * rule would flag precise, promise, expertise, exercise, premise, franchise.
 */
// prettier-ignore
const IZE_STEMS = [
  'apolog', 'author', 'capital', 'categor', 'central', 'character', 'civil', 'commercial', 'critic', 'custom',
  'digit', 'emphas', 'energ', 'familiar', 'fertil', 'final', 'fossil', 'galvan', 'general', 'harmon',
  'homogen', 'ideal', 'item', 'legal', 'local', 'maxim', 'memor', 'minim', 'mobil', 'modern',
  'neutral', 'normal', 'optim', 'organ', 'personal', 'pressur', 'priorit', 'public', 'real', 'recogn',
  'revital', 'sanit', 'special', 'stabil', 'standard', 'steril', 'summar', 'symbol', 'util', 'vandal',
  'visual', 'winter',
];
const IZE_ENDINGS = ['ise', 'ised', 'ises', 'ising', 'iser', 'isers', 'isable', 'isation', 'isations', 'isational'];

/** -yse verbs (-yze in American); not "analyses", which is also the plural of analysis. */
const YZE_STEMS = ['analys', 'catalys', 'hydrolys', 'paralys'];
const YZE_ENDINGS = ['e', 'ed', 'ing', 'er', 'ers'];

/** -our words (-or in American), with what is built on them: coloured, colourful, neighbourhood, favourite. */
// prettier-ignore
const OUR_WORDS = [
  'ardour', 'armour', 'behaviour', 'candour', 'clamour', 'colour', 'discolour', 'endeavour', 'favour', 'fervour',
  'flavour', 'harbour', 'honour', 'humour', 'labour', 'misbehaviour', 'multicolour', 'neighbour', 'odour', 'parlour',
  'rancour', 'rumour', 'savour', 'splendour', 'tumour', 'valour', 'vapour', 'vigour', 'watercolour',
];
// prettier-ignore
const OUR_ENDINGS = [
  '', 's', 'ed', 'ing', 'ful', 'less', 'able', 'al', 'ation', 'er', 'ers',
  'ist', 'ists', 'ite', 'ites', 'y', 'hood', 'hoods', 'ly', 'way', 'ways',
];

/** -re nouns (-er in American), and their plurals. */
// prettier-ignore
const RE_WORDS = [
  'calibre', 'centimetre', 'centre', 'epicentre', 'fibre', 'kilometre', 'litre', 'lustre', 'meagre', 'metre',
  'millimetre', 'mitre', 'ochre', 'sabre', 'sombre', 'spectre', 'theatre',
];

/** Words whose British forms double a final l before -ed, -ing and -er (travelled, modelling, leveller). */
// prettier-ignore
const SINGLE_L_STEMS = [
  'barrel', 'bevel', 'cancel', 'channel', 'chisel', 'counsel', 'dial', 'dishevel', 'duel', 'enamel',
  'equal', 'fuel', 'funnel', 'gravel', 'initial', 'jewel', 'label', 'level', 'marvel', 'model',
  'panel', 'pencil', 'quarrel', 'refuel', 'relabel', 'remodel', 'rival', 'shovel', 'signal', 'spiral',
  'stencil', 'total', 'travel', 'tunnel', 'unravel',
];
const SINGLE_L_ENDINGS = ['ed', 'ing', 'er', 'ers'];

/** One by one: British → American. */
const OTHER_WORDS: [string, string][] = [
  ['acknowledgement', 'acknowledgment'],
  ['ageing', 'aging'],
  ['aluminium', 'aluminum'],
  ['annexe', 'annex'],
  ['catalogue', 'catalog'],
  ['catalogued', 'cataloged'],
  ['catalogues', 'catalogs'],
  ['cataloguing', 'cataloging'],
  ['centred', 'centered'],
  ['centrepiece', 'centerpiece'],
  ['centrepieces', 'centerpieces'],
  ['centreline', 'centerline'],
  ['centrelines', 'centerlines'],
  ['centring', 'centering'],
  ['cheque', 'check'],
  ['cosy', 'cozy'],
  ['counsellor', 'counselor'],
  ['counsellors', 'counselors'],
  ['defence', 'defense'],
  ['enquire', 'inquire'],
  ['enquired', 'inquired'],
  ['enquiries', 'inquiries'],
  ['enquiry', 'inquiry'],
  ['enrol', 'enroll'],
  ['enrolment', 'enrollment'],
  ['fibreboard', 'fiberboard'],
  ['fibreglass', 'fiberglass'],
  ['fulfil', 'fulfill'],
  ['fulfilment', 'fulfillment'],
  ['grey', 'gray'],
  ['greyed', 'grayed'],
  ['greyer', 'grayer'],
  ['greyest', 'grayest'],
  ['greying', 'graying'],
  ['greyish', 'grayish'],
  ['greyness', 'grayness'],
  ['greys', 'grays'],
  ['greyscale', 'grayscale'],
  ['instalment', 'installment'],
  ['jewellery', 'jewelry'],
  ['judgement', 'judgment'],
  ['kerb', 'curb'],
  ['kerbs', 'curbs'],
  ['kerbside', 'curbside'],
  ['kerbstone', 'curbstone'],
  ['kerbstones', 'curbstones'],
  ['learnt', 'learned'],
  ['licence', 'license'],
  ['licences', 'licenses'],
  ['manoeuvre', 'maneuver'],
  ['marvellous', 'marvelous'],
  ['manoeuvres', 'maneuvers'],
  ['mitred', 'mitered'],
  ['mitring', 'mitering'],
  ['mould', 'mold'],
  ['moulded', 'molded'],
  ['moulding', 'molding'],
  ['mouldings', 'moldings'],
  ['moulds', 'molds'],
  ['offence', 'offense'],
  ['orthopaedic', 'orthopedic'],
  ['paediatric', 'pediatric'],
  ['paediatrics', 'pediatrics'],
  ['practise', 'practice'],
  ['practised', 'practiced'],
  ['practising', 'practicing'],
  ['programme', 'program'],
  ['programmes', 'programs'],
  ['sceptical', 'skeptical'],
  ['skilful', 'skillful'],
  ['speciality', 'specialty'],
  ['storey', 'story'],
  ['storeyed', 'storied'],
  ['storeys', 'stories'],
  ['sulphate', 'sulfate'],
  ['sulphur', 'sulfur'],
  ['theatregoer', 'theatergoer'],
  ['theatregoers', 'theatergoers'],
  ['tyre', 'tire'],
  ['tyres', 'tires'],
  ['whilst', 'while'],
  ['wilful', 'willful'],
  ['woollen', 'woolen'],
];

/** Every British word the check knows (lowercase) → its American form. */
const US_FORMS = new Map<string, string>([
  ...IZE_STEMS.flatMap((stem) => IZE_ENDINGS.map((end): [string, string] => [stem + end, stem + end.replace('is', 'iz')])),
  ...YZE_STEMS.flatMap((stem) => YZE_ENDINGS.map((end): [string, string] => [stem + end, stem.replace(/s$/, 'z') + end])),
  ...OUR_WORDS.flatMap((word) => OUR_ENDINGS.map((end): [string, string] => [word + end, word.replace(/our$/, 'or') + end])),
  ...RE_WORDS.flatMap((word) => ['', 's'].map((end): [string, string] => [word + end, word.replace(/re$/, 'er') + end])),
  ...SINGLE_L_STEMS.flatMap((stem) => SINGLE_L_ENDINGS.map((end): [string, string] => [`${stem}l${end}`, stem + end])),
  ...OTHER_WORDS,
]);

/** A word: letters and digits (so "vapour-tolerant" and "organisation's" hold the words vapour and organisation). */
const WORD = /[\p{L}\p{N}]+/gu;

/** What is not prose in a field: HTML tags, Markdown link targets, web addresses. */
const NOT_PROSE = /<[^>]*>|\]\([^)]*\)|\b(?:https?|mailto|tel):\S+/gi;

export interface BritishSpelling {
  /** The word as written ("Programmes"). */
  british: string;
  /** The American form, in the same case ("Programs"). */
  us: string;
}

/** The British spellings in a text (plain, HTML or Markdown), each written form once, in order of appearance. */
export function britishSpellings(text: string): BritishSpelling[] {
  let prose = text.replace(NOT_PROSE, ' ');
  for (const name of PROPER_NAMES) prose = prose.replaceAll(name, ' ');
  const found = new Map<string, BritishSpelling>();
  for (const [word] of prose.matchAll(WORD)) {
    const us = US_FORMS.get(word.toLowerCase());
    if (us && !found.has(word)) found.set(word, { british: word, us: sameCase(us, word) });
  }
  return [...found.values()];
}

/** `word` capitalized as `model` is: "program" as "PROGRAMME" → "PROGRAM", as "Programme" → "Program". */
function sameCase(word: string, model: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  if (model[0] === model[0]!.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}
