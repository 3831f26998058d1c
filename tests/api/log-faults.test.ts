// Real file-system faults under the lead log: a full disk, a read-only file
// system, the folder deleted while the log is open. The visitor gets a 503
// (nothing is acknowledged that isn't on disk), pages keep serving, and
// writes resume by themselves once the fault clears.
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken } from '../helpers/test-app';
import { expectProblem } from '../helpers/problem';

const lead = (message: string) => ({ name: 'Ada', email: 'ada@example.com', phone: '718 555 0100', message, formToken: humanFormToken() });
const isRoot = process.getuid?.() === 0;
const mounts: string[] = [];
afterEach(() => {
  // Lazy: the log may still hold the file open.
  for (const dir of mounts.splice(0)) execFileSync('umount', ['-l', dir]);
});

describe('the lead log under file-system faults', () => {
  it('a disk nearly full (below MIN_FREE_DISK_MB): 503 with Retry-After and the phone number, before any write is tried', async () => {
    const leadsFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-guard-')), 'contacts.ndjson');
    // More free space asked for than any disk has.
    const t = await createTestApp({ leadsFile, minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const res = await request(t.app).post('/api/contacts').send(lead('while nearly full')).expect(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(expectProblem(res, 'not-stored', 503).detail).toContain('(718) 555-0142');
    const form = await request(t.app).post('/contact').type('form').send(lead('form while nearly full')).expect(503);
    expect(form.headers['retry-after']).toBeDefined();
    expect(form.text).toContain('(718) 555-0142');
    expect(await storedLeads(leadsFile)).toEqual([]);

    const roomy = await createTestApp({ leadsFile, minFreeDiskBytes: 0 });
    await request(roomy.app).post('/api/contacts').send(lead('with room')).expect(201);
  });

  it('a full disk (ENOSPC): 503, pages still served, and writes resume when space is free', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-full-'));
    const file = path.join(dir, 'contacts.ndjson');
    // /dev/full answers every write with ENOSPC, as a full disk does.
    await symlink('/dev/full', file);
    const t = await createTestApp({ leadsFile: file });
    const res = await request(t.app).post('/api/contacts').send(lead('while full')).expect(503);
    expect(expectProblem(res, 'not-stored', 503).detail).toContain('(718) 555-0142');
    await request(t.app).get('/services').expect(200);

    await unlink(file);
    await request(t.app).post('/api/contacts').send(lead('after space freed')).expect(201);
    expect((await storedLeads(file)).map((l) => l.message)).toEqual(['after space freed']);
  });

  it('a read-only file system (or file): 503 until it is writable again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-ro-'));
    const file = path.join(dir, 'contacts.ndjson');
    const makeReadOnly = async () => {
      if (isRoot) {
        // root ignores file modes, so remount a small tmpfs read-only instead.
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
        mounts.push(dir);
        await writeFile(file, '');
        execFileSync('mount', ['-o', 'remount,ro', dir]);
      } else {
        await writeFile(file, '');
        await chmod(file, 0o444);
      }
    };
    const makeWritable = async () => {
      if (isRoot) execFileSync('mount', ['-o', 'remount,rw', dir]);
      else await chmod(file, 0o644);
    };
    await makeReadOnly();
    const t = await createTestApp({ leadsFile: file });
    await request(t.app).post('/api/contacts').send(lead('while read-only')).expect(503);
    await request(t.app).get('/readyz').expect(503);
    await request(t.app).get('/').expect(200);

    await makeWritable();
    await request(t.app).post('/api/contacts').send(lead('writable again')).expect(201);
    await request(t.app).get('/readyz').expect(200);
    expect((await storedLeads(file)).map((l) => l.message)).toEqual(['writable again']);
  });

  it('the folder deleted while the log is open: the next request recreates it, nothing goes to the deleted file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-gone-'));
    const file = path.join(dir, 'var', 'contacts.ndjson');
    const t = await createTestApp({ leadsFile: file });
    await request(t.app).post('/api/contacts').send(lead('before')).expect(201);
    await rm(path.dirname(file), { recursive: true });
    await request(t.app).post('/api/contacts').send(lead('after the folder was deleted')).expect(201);
    expect((await storedLeads(file)).map((l) => l.message)).toEqual(['after the folder was deleted']);
  });

  it('a folder that cannot be created: 503, then 201 once it can', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-block-'));
    // A file where the log's folder should be.
    await writeFile(path.join(dir, 'var'), 'not a folder');
    const file = path.join(dir, 'var', 'contacts.ndjson');
    const t = await createTestApp({ leadsFile: file });
    await request(t.app).post('/api/contacts').send(lead('blocked')).expect(503);
    await rm(path.join(dir, 'var'));
    await mkdir(path.join(dir, 'var'));
    await request(t.app).post('/api/contacts').send(lead('unblocked')).expect(201);
  });
});
