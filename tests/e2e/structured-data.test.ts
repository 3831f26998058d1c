// Every page carries one JSON-LD block (@context and @graph) whose nodes hold
// the properties search engines require of their types: LocalBusiness,
// BreadcrumbList, Service, BlogPosting and a project's CreativeWork.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseUrl } from './support/browser';
import { ROUTE_TYPES } from './support/routes';

const text = z.string().trim().min(1);
const absoluteUrl = z.url({ protocol: /^https?$/ });
const time = z.string().regex(/^\d{2}:\d{2}$/);

const localBusiness = z.object({
  '@type': z.literal('LocalBusiness'),
  '@id': absoluteUrl,
  name: text,
  url: absoluteUrl,
  telephone: text,
  address: z.object({ '@type': z.literal('PostalAddress'), streetAddress: text, addressLocality: text, postalCode: text }),
  geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.number(), longitude: z.number() }),
  openingHoursSpecification: z
    .array(z.object({ '@type': z.literal('OpeningHoursSpecification'), dayOfWeek: z.array(text).min(1), opens: time, closes: time }))
    .min(1),
});

const breadcrumbList = z.object({
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: text, item: absoluteUrl }))
    .min(2)
    .refine((items) => items.every((item, index) => item.position === index + 1), 'positions must run 1, 2, 3...'),
});

const reference = z.union([z.object({ '@id': absoluteUrl }), z.object({ name: text })]);

const service = z.object({
  '@type': z.literal('Service'),
  name: text,
  provider: reference,
  areaServed: z.array(z.object({ name: text })).min(1),
});

const blogPosting = z
  .object({
    '@type': z.literal('BlogPosting'),
    headline: text,
    datePublished: z.iso.date().or(z.iso.datetime({ offset: true })),
    author: z.object({ name: text }),
    publisher: reference.optional(),
    mainEntityOfPage: z.union([absoluteUrl, z.object({ '@id': absoluteUrl })]).optional(),
  })
  .refine((post) => post.publisher ?? post.mainEntityOfPage, 'needs publisher or mainEntityOfPage');

/** A project: the work, by the business, where it is; its images are photographs of it, or none. */
const creativeWork = z.object({
  '@type': z.literal('CreativeWork'),
  name: text,
  url: absoluteUrl,
  creator: z.object({ '@id': absoluteUrl }),
  locationCreated: z.object({ '@type': z.literal('Place'), name: text, address: z.object({ addressLocality: text, addressRegion: text }) }),
  image: z.array(absoluteUrl).min(1).optional(),
});

const SCHEMAS: Record<string, z.ZodType> = {
  CreativeWork: creativeWork,
  LocalBusiness: localBusiness,
  BreadcrumbList: breadcrumbList,
  Service: service,
  BlogPosting: blogPosting,
};

const problemsOf = (schema: z.ZodType, node: unknown) => {
  const result = schema.safeParse(node);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(node)'}: ${issue.message}`);
};

describe('structured data', () => {
  for (const route of ROUTE_TYPES) {
    it(`${route.path}: one JSON-LD graph of ${route.jsonLdTypes.join(', ')} with the required properties`, async () => {
      const html = await (await fetch(baseUrl() + route.path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0]!) as { '@context': unknown; '@graph': { '@type': string }[] };
      expect(data['@context']).toBe('https://schema.org');
      expect(Array.isArray(data['@graph'])).toBe(true);

      const graph = data['@graph'];
      expect(graph.map((node) => node['@type'])).toEqual(route.jsonLdTypes);
      for (const node of graph) {
        expect(problemsOf(SCHEMAS[node['@type']]!, node), node['@type']).toEqual([]);
      }

      const business = graph[0] as z.infer<typeof localBusiness>;
      for (const node of graph) {
        const provider = (node as { provider?: { '@id'?: string } }).provider;
        if (provider?.['@id']) expect(provider['@id'], 'a provider @id points at the LocalBusiness').toBe(business['@id']);
      }
      const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as z.infer<typeof breadcrumbList> | undefined;
      if (crumbs) {
        const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
        expect(crumbs.itemListElement[0]!.item).toBe(business.url);
        expect(crumbs.itemListElement.at(-1)!.item, 'the last crumb is this page').toBe(canonical);
      }
    });
  }
});
