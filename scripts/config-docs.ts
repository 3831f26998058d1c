// npm run docs:config: writes docs/configuration.md from the configuration
// schema in server/config.ts, where each variable's description, section and
// (when the schema has none) default in words are kept as zod meta. The page
// is written from the schema so the two cannot drift apart:
// tests/unit/config-docs.test.ts fails when the page differs from what this
// writes, and says to run this.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { z } from 'zod';
import { CONFIG_GROUPS, RENAMED_VARIABLES, configSchema, type ConfigGroup, type VariableDoc } from '../server/config';

export const CONFIG_DOCS_FILE = fileURLToPath(new URL('../docs/configuration.md', import.meta.url));

/** Each section's title and the line under it (links are relative to docs/). */
const SECTIONS: Record<ConfigGroup, { title: string; intro: string }> = {
  server: {
    title: 'Server',
    intro: 'Where and how the process listens, and how many workers it runs. Running it in production: [deployment](deployment.md).',
  },
  content: {
    title: 'Content and files',
    intro:
      'The folders the site reads its content and build from, and where it keeps drawn link-preview cards. Editing content: [content](content.md).',
  },
  leads: {
    title: 'Leads',
    intro: 'Where leads are stored, and how many one address may send. Reading them: [operations](operations.md#leads).',
  },
  notifications: {
    title: 'Lead notifications',
    intro:
      'How the business is told of each new lead: by e-mail, by webhook, or both. With none of these set, leads are stored and nothing is sent. More: [operations](operations.md#notifications).',
  },
  traffic: {
    title: 'Traffic',
    intro: 'How much of what the site counts is kept, and for how long: [traffic](traffic.md).',
  },
  caching: {
    title: 'Caching',
    intro: 'How long answers are kept in memory and by a CDN: [deployment](deployment.md#caching-and-a-cdn).',
  },
};

/** A variable's meta, checked: the compiler checks `doc()` in server/config.ts, this checks nothing was left out. */
const variableDocSchema = z.strictObject({
  group: z.enum(CONFIG_GROUPS),
  description: z.string().min(1),
  default: z.string().min(1).optional(),
}) satisfies z.ZodType<VariableDoc>;

interface Variable extends VariableDoc {
  name: string;
  /** The default as the page shows it. */
  shown: string;
  /** Allowed values, for a variable that takes one of a list. */
  values?: readonly string[];
  /** Names it had before, still read. */
  formerly: string[];
}

const code = (text: string) => `\`${text}\``;
const NUMBERS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
const count = (n: number) => NUMBERS[n] ?? String(n);

function variables(): Variable[] {
  return Object.entries(configSchema.shape).map(([name, schema]: [string, z.ZodType]) => {
    const meta = variableDocSchema.safeParse(schema.meta() ?? {});
    if (!meta.success) throw new Error(`${name} in server/config.ts needs .meta(doc({ group, description })): ${meta.error.message}`);
    const doc = meta.data;
    const schemaDefault = schema instanceof z.ZodDefault ? String(schema.def.defaultValue) : undefined;
    if (schemaDefault !== undefined && doc.default !== undefined)
      throw new Error(`${name}: the schema has a default (${schemaDefault}); drop "default" from its meta`);
    const inner = schema instanceof z.ZodDefault || schema instanceof z.ZodOptional ? schema.unwrap() : schema;
    return {
      name,
      ...doc,
      shown: doc.default ?? (schemaDefault === undefined ? 'none' : code(schemaDefault)),
      ...(inner instanceof z.ZodEnum && { values: inner.options.map(String) }),
      formerly: Object.entries(RENAMED_VARIABLES)
        .filter(([, current]) => current === name)
        .map(([old]) => old),
    };
  });
}

/** The text of docs/configuration.md, formatted as Prettier formats it (npm run lint checks it). */
export async function configReference(): Promise<string> {
  const all = variables();
  const lines = [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:config` from the schema in server/config.ts: change a description there, then run it. -->',
    '',
    'Every setting is an environment variable, and every one is optional. The site reads them once, at start-up, and checks them: a bad value stops the process before it serves anything, with every bad variable named. `npm run leads` and `npm run traffic` read `LEADS_FILE` and `TRAFFIC_DIR` the same way.',
    '',
    `${count(Object.keys(RENAMED_VARIABLES).length)} variables were renamed ([decision 0024](decisions/0024-one-word-per-concept.md)). The old name still works, with a warning line in the log; the new name wins when both are set. Each is listed under its new name.`,
    '',
  ];
  for (const group of CONFIG_GROUPS) {
    const names = all.filter((variable) => variable.group === group).map(({ name }) => code(name));
    lines.push(`- [${SECTIONS[group].title}](#${SECTIONS[group].title.toLowerCase().replaceAll(' ', '-')}): ${names.join(', ')}`);
  }
  for (const group of CONFIG_GROUPS) {
    lines.push('', `## ${SECTIONS[group].title}`, '', SECTIONS[group].intro);
    for (const variable of all.filter((v) => v.group === group)) {
      const facts = [
        `Default: ${variable.shown}.`,
        ...(variable.values ? [`Values: ${variable.values.map(code).join(', ')}.`] : []),
        ...(variable.formerly.length ? [`Formerly ${variable.formerly.map(code).join(', ')} (still read).`] : []),
      ];
      lines.push('', `### ${code(variable.name)}`, '', facts.join(' '), '', variable.description);
    }
  }
  const options = await prettier.resolveConfig(CONFIG_DOCS_FILE);
  return prettier.format(`${lines.join('\n')}\n`, { ...options, filepath: CONFIG_DOCS_FILE });
}

async function main() {
  const text = await configReference();
  const before = await readFile(CONFIG_DOCS_FILE, 'utf8').catch(() => undefined);
  if (text === before) return console.log(`${CONFIG_DOCS_FILE} is up to date`);
  await writeFile(CONFIG_DOCS_FILE, text);
  console.log(`wrote ${CONFIG_DOCS_FILE}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
