import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Borough } from '../../shared/constants';
import { boroughReader, type Place } from '../../shared/location-borough';

/** The site's own neighborhood pages (data/neighborhoods/), as the server reads them. */
async function sitePlaces(): Promise<Place[]> {
  const dir = path.resolve(import.meta.dirname, '../../data/neighborhoods');
  const files = ['bronx', 'brooklyn', 'long-island', 'manhattan', 'queens', 'staten-island'];
  const lists = await Promise.all(
    files.map(async (file) => {
      const { neighborhoods } = JSON.parse(await readFile(path.join(dir, `${file}.json`), 'utf8')) as {
        neighborhoods: { neighborhood: string; borough: Borough }[];
      };
      return neighborhoods.map(({ neighborhood, borough }) => ({ name: neighborhood, borough }));
    }),
  );
  return lists.flat();
}

const place = (name: string, borough: Borough): Place => ({ name, borough });
const boroughOf = boroughReader([
  place('Park Slope', 'Brooklyn'),
  place('Bedford-Stuyvesant', 'Brooklyn'),
  place('Brooklyn Heights', 'Brooklyn'),
  place('Manhattan Beach', 'Brooklyn'),
  place('Greenpoint', 'Brooklyn'),
  place('Astoria', 'Queens'),
  place('Long Island City', 'Queens'),
  place('Queens Village', 'Queens'),
  place('Rego Park', 'Queens'),
  place('St. Albans', 'Queens'),
  place('Sunnyside', 'Queens'),
  place('Sunnyside', 'Staten Island'),
  place('Tottenville', 'Staten Island'),
  place("Hell's Kitchen", 'Manhattan'),
  place('Riverdale', 'Bronx'),
  place('Concourse', 'Bronx'),
  place('Great Neck', 'Long Island'),
]);

describe('boroughReader', () => {
  it("knows every neighborhood page of the site: each name gives its page's borough, unless pages of two boroughs have it", async () => {
    const places = await sitePlaces();
    const read = boroughReader(places);
    expect(places.length).toBeGreaterThan(200);
    for (const { name, borough } of places) {
      const shared = new Set(places.filter((other) => other.name === name).map((other) => other.borough)).size > 1;
      expect([name, read(name)]).toEqual([name, shared ? undefined : borough]);
    }
  });

  it.each([
    ['Park Slope', 'Brooklyn'],
    ['park slope', 'Brooklyn'],
    ['Astoria, NY', 'Queens'],
    ["Hell's Kitchen", 'Manhattan'],
    ['Hell’s Kitchen, near 9th Ave', 'Manhattan'],
    ['Saint Albans', 'Queens'],
    ['Bedford-Stuyvesant', 'Brooklyn'],
    ['Bed-Stuy brownstone', 'Brooklyn'],
    ['Riverdale', 'Bronx'],
    ['Great Neck', 'Long Island'],
    ['Tottenville', 'Staten Island'],
  ])('a neighborhood: %s → %s', (location, borough) => {
    expect(boroughOf(location)).toBe(borough);
  });

  it.each([
    ['Brooklyn', 'Brooklyn'],
    ['the Bronx', 'Bronx'],
    ['BROOKLYN NY', 'Brooklyn'],
    ['Staten Island', 'Staten Island'],
    ['Long Island', 'Long Island'],
    ['somewhere in Nassau County', 'Long Island'],
    ['a co-op in queens', 'Queens'],
  ])('a borough named outright: %s → %s', (location, borough) => {
    expect(boroughOf(location)).toBe(borough);
  });

  it('reads the longest name first: a neighborhood named after a borough is in its own borough', () => {
    expect(boroughOf('Long Island City')).toBe('Queens');
    expect(boroughOf('LIC')).toBe('Queens');
    expect(boroughOf('Manhattan Beach')).toBe('Brooklyn');
    expect(boroughOf('Queens Village')).toBe('Queens');
    expect(boroughOf('Brooklyn Heights')).toBe('Brooklyn');
  });

  it('takes a street named after a borough for a street', () => {
    expect(boroughOf('Manhattan Ave, Greenpoint')).toBe('Brooklyn');
    expect(boroughOf('Queens Blvd and 63rd Dr, Rego Park')).toBe('Queens');
    expect(boroughOf('off the Long Island Expressway')).toBeUndefined();
  });

  it('lets a borough named outright settle a neighborhood two boroughs have', () => {
    expect(boroughOf('Sunnyside')).toBeUndefined();
    expect(boroughOf('Sunnyside, Queens')).toBe('Queens');
    expect(boroughOf('Sunnyside, Staten Island')).toBe('Staten Island');
  });

  it.each([
    ['123 W 45th St, New York, NY 10036', 'Manhattan'],
    ['10301', 'Staten Island'],
    ['Grand Concourse 10451', 'Bronx'],
    ['11215', 'Brooklyn'],
    ['Sunnyside 11104', 'Queens'],
    ['11004', 'Queens'],
    ['11021', 'Long Island'],
    ['11968', 'Long Island'],
    ['Apt 5, 11201-1234', 'Brooklyn'],
  ])('a ZIP code: %s → %s', (location, borough) => {
    expect(boroughOf(location)).toBe(borough);
  });

  it('gives no borough when it cannot tell, rather than a wrong one', () => {
    for (const location of ['', 'NYC', 'New York', 'moving from Brooklyn to Queens', 'Hoboken, NJ 07030', 'my house', 'Parkslope'])
      expect(boroughOf(location)).toBeUndefined();
  });

  it('reads any place list it is given, and no neighborhood it is not', () => {
    const only = boroughReader([{ name: 'Park Slope', borough: 'Brooklyn' }]);
    expect(only('Park Slope')).toBe('Brooklyn');
    expect(only('Astoria')).toBeUndefined();
  });
});
