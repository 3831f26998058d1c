import { describe, expect, it } from 'vitest';
import { britishSpellings } from '../../cli/us-spelling';

const words = (text: string) => britishSpellings(text).map(({ british, us }) => `${british} → ${us}`);

describe('britishSpellings', () => {
  it.each([
    ['a multi-year programme', 'programme → program'],
    ['after-school programmes', 'programmes → programs'],
    ['we stabilise cracks', 'stabilise → stabilize'],
    ['old floors are stabilised', 'stabilised → stabilized'],
    ["the organisation's emblem", 'organisation → organization'],
    ['a terracotta-coloured countertop', 'coloured → colored'],
    ['neighbouring tenants', 'neighbouring → neighboring'],
    ['in your favour', 'favour → favor'],
    ['how sealers behave: their behaviour', 'behaviour → behavior'],
    ['a vapour-tolerant system', 'vapour → vapor'],
    ['a community centre', 'centre → center'],
    ['within a metre of the wall', 'metre → meter'],
    ['department stores and theatres', 'theatres → theaters'],
    ['white, grey and black chips', 'grey → gray'],
    ['blue-grey', 'grey → gray'],
    ['four-storey walk-ups', 'storey → story'],
    ['aluminium strips', 'aluminium → aluminum'],
    ['up to the kerb', 'kerb → curb'],
    ['a contractor licence', 'licence → license'],
    ['our catalogue of colours', 'catalogue → catalog', 'colours → colors'],
    ['travelling crews', 'travelling → traveling'],
    ['modelling the floor', 'modelling → modeling'],
    ['a slab levelled first', 'levelled → leveled'],
    ['moulded nosings', 'moulded → molded'],
    ['we analyse the slab', 'analyse → analyze'],
  ])('finds %j', (text, ...expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('suggests the US form in the case written, each written form once', () => {
    expect(britishSpellings('Programme. The programme, the PROGRAMME and the programme again.')).toEqual([
      { british: 'Programme', us: 'Program' },
      { british: 'programme', us: 'program' },
      { british: 'PROGRAMME', us: 'PROGRAM' },
    ]);
  });

  it('passes US spelling', () => {
    const us =
      'A multi-year program to stabilize the organization’s floors: colored chips, neighboring tenants, a community center, ' +
      'gray and white, two-story houses, aluminum and zinc strips, a license, a catalog, traveling crews, modeling, leveled slabs, ' +
      'a vapor barrier, the theater, molded treads, analyze, behavior, favor, meter.';
    expect(britishSpellings(us)).toEqual([]);
  });

  it('passes words that only look like -ise verbs', () => {
    const text =
      'Precise work we promise: expertise, exercise, premise, franchise, enterprise, merchandise, compromise, otherwise, ' +
      'advertise, advise, revise, devise, supervise, surprise, comprise, raise, praise, noise, sunrise, paradise, wise. ' +
      'Analyses of the slab; a dialogue; the synagogue; installed, filled, controlled, drilled, spilled; cancellation; glamour.';
    expect(britishSpellings(text)).toEqual([]);
  });

  it('passes the proper names spelled the British way', () => {
    const text =
      'Rockville Centre, Centre Island, Centre Street, the Kings Theatre, the Paramount Theatre, the Patchogue Theatre, ' +
      'the St. George Theatre and Theatre Row.';
    expect(britishSpellings(text)).toEqual([]);
    expect(words('a theatre near Rockville Centre, the town centre')).toEqual(['theatre → theater', 'centre → center']);
  });

  it('reads the words of a text, not its markup, link targets or addresses', () => {
    expect(words('<a href="/local/rockville-centre-long-island-ny">Rockville Centre</a>')).toEqual([]);
    expect(words('See [the village](/local/rockville-centre-long-island-ny) or https://example.com/colour-guide.')).toEqual([]);
    expect(words('<p class="grey">A <strong>grey</strong> matrix</p>')).toEqual(['grey → gray']);
    expect(words('greyscale, greyhound, colourway, discoloured')).toEqual([
      'greyscale → grayscale',
      'colourway → colorway',
      'discoloured → discolored',
    ]);
  });
});
