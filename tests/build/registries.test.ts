// The lists the build writes from the files (scripts/registries.mjs) are
// committed, so the typecheck can read them before any build: each must be
// what the files say now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registries } from '../../scripts/registries.mjs';

describe('the generated registries', () => {
  it.each(Object.entries(registries()))('%s is up to date (node build.mjs writes it)', (file, text) => {
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('name every message file and every route with styles', () => {
    const lists = registries();
    expect(lists['shared/messages/catalog.ts']).toContain('  contactForm: typeof contactForm;');
    expect(lists['shared/messages/es/index.ts']).toContain("import contactForm from './contact-form';");
    expect(lists['client/styles/routes.css']).toContain("@import '../routes/service-location/page.css';");
  });
});
