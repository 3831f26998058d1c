// Estimate requests with photos, area and visit windows, through the API the
// form's script uses and the form without JavaScript: each bad input gets
// its answer, and nothing else of the request is lost.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TOKEN_HEADER } from '../../shared/estimate-fields';
import { smallPngThatGrows } from '../helpers/hostile-bodies';
import { phonePhoto } from '../helpers/phone-photo';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken, type TestApp } from '../helpers/test-app';
import { expectProblem } from '../helpers/problem';
import { executable, floorPhoto, oversizedPhoto, pngClaiming, truncated } from '../helpers/upload-photos';

const fields = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Cracked 1950s lobby floor.',
};

const photoDir = (t: TestApp) => path.join(path.dirname(t.leadsFile), 'lead-photos');
const MB = 1024 * 1024;

/** The files a folder holds (the arriving ones included) and their bytes. */
async function filesIn(dir: string): Promise<{ names: string[]; bytes: number }> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => !name.startsWith('.incoming') || name.includes('/'));
  let bytes = 0;
  const files: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name));
    if (!info.isFile()) continue;
    files.push(name);
    bytes += info.size;
  }
  return { names: files, bytes };
}

/** What one upload of `photo` counts against its address: the larger of what it sends and what is stored of it. */
async function countedBytes(photo: Buffer): Promise<number> {
  const t = await createTestApp();
  await upload(t, photo, humanFormToken()).expect(201);
  return Math.max(photo.length, (await filesIn(photoDir(t))).bytes);
}

const upload = (t: TestApp, bytes: Buffer, token: string, type = 'image/jpeg') =>
  request(t.app).post('/api/uploads').set(UPLOAD_TOKEN_HEADER, token).set('Content-Type', type).send(bytes);

async function uploaded(t: TestApp, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await upload(t, await floorPhoto(1200 + i, 900), token).expect(201)).body.id);
  return ids;
}

describe('an estimate request with photos, area and visit windows (API)', () => {
  it('stores the photos upright and without metadata, the range from the prices, and the windows', async () => {
    const t = await createTestApp();
    const token = humanFormToken();
    const res = await upload(t, await phonePhoto(), token).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[\w-]{22}$/), width: 1920, height: 2560, bytes: expect.any(Number) });

    const sent = await request(t.app)
      .post('/api/contacts')
      .send({
        ...fields,
        formToken: token,
        photos: [res.body.id],
        areaSqFt: '600',
        work: 'new-floor',
        visitWindows: ['weekday-morning', 'saturday-morning', 'no-such-window'],
        access: ['super'],
      })
      .expect(201);
    expect(sent.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String), photos: { kept: 1, notKept: [] } });

    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({
      photos: [{ id: res.body.id, width: 1920, height: 2560 }],
      project: { areaSqFt: 600, work: 'new-floor', range: { price: 'epoxy-poured', low: 11_400, high: 25_200, setOn: '2026-11-01' } },
      visit: { windows: ['weekday-morning', 'saturday-morning'], access: ['super'] },
    });
    const stored = await readFile(path.join(photoDir(t), `${res.body.id}.jpg`));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Apple'))).toBe(false);
    // Upright: the red block of the sensor's top left shows at the top right.
    const { data } = await sharp(stored).extract({ left: 1800, top: 40, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
  });

  it('a 20 MB photo is refused with its reason (413), and the request is stored without it', async () => {
    const t = await createTestApp();
    const token = humanFormToken();
    const res = await upload(t, await oversizedPhoto(), token).expect(413);
    const problem = expectProblem(res, 'photo-not-kept', 413);
    expect(problem.errors).toEqual({ photo: 'too-large' });
    expect(problem.detail).toBe('This photo is larger than 15 MB. Please choose a smaller one.');
    await request(t.app)
      .post('/api/contacts')
      .send({ ...fields, formToken: token })
      .expect(201);
    expect(await storedLeads(t.leadsFile)).toHaveLength(1);
  });

  it.each([
    [
      'an executable named .jpg',
      () => Promise.resolve(executable()),
      415,
      { errors: { photo: 'not-an-image' } },
      /not a photo we can open/,
    ],
    [
      'a PNG whose header claims 30,000 × 30,000 pixels',
      () => Promise.resolve(pngClaiming(30_000, 30_000)),
      413,
      { errors: { photo: 'too-big-to-open' }, megapixels: 900 },
      /^This image is 900 megapixels, too large for us to open in this format\./,
    ],
    ['a truncated JPEG', async () => truncated(await phonePhoto()), 422, { errors: { photo: 'damaged' } }, /did not arrive whole/],
  ])('%s is refused with its reason, and nothing is kept of it', async (_name, bytes, status, members, message) => {
    const t = await createTestApp();
    const res = await upload(t, await bytes(), humanFormToken()).expect(status);
    const problem = expectProblem(res, 'photo-not-kept', status);
    expect(problem).toMatchObject(members);
    expect(problem.detail).toMatch(message);
    const kept = (await readdir(photoDir(t)).catch(() => [])).filter((name) => !name.startsWith('.'));
    expect(kept).toEqual([]);
    expect(await readdir(path.join(photoDir(t), '.incoming'))).toEqual([]);
  });

  it('seven photos: the first six are kept, the seventh is named', async () => {
    const t = await createTestApp();
    const token = humanFormToken();
    const ids = await uploaded(t, token, 7);
    const res = await request(t.app)
      .post('/api/contacts')
      .send({ ...fields, formToken: token, photos: ids })
      .expect(201);
    expect(res.body.photos).toEqual({
      kept: 6,
      notKept: [{ photo: ids[6], code: 'over-count', message: 'Only 6 photos can be sent with one request; this one was not kept.' }],
    });
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.photos!.map((photo) => photo.id)).toEqual(ids.slice(0, 6));
  });

  it("a request naming another visitor's upload is stored without it, and the photo stays the other visitor's", async () => {
    const t = await createTestApp();
    const [theirs] = await uploaded(t, humanFormToken(), 1);
    const res = await request(t.app)
      .post('/api/contacts')
      .send({ ...fields, formToken: humanFormToken(), photos: [theirs, '../../etc/passwd'] })
      .expect(201);
    expect(res.body.photos).toEqual({
      kept: 0,
      notKept: [
        { photo: theirs, code: 'missing', message: expect.stringMatching(/not on our server/) },
        { photo: '../../etc/passwd', code: 'missing', message: expect.stringMatching(/not on our server/) },
      ],
    });
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({ name: fields.name });
    expect(lead!.photos).toBeUndefined();
  });

  it('a kind of work left from before the service was chosen gives way to the kind the service answers', async () => {
    // In the test content, restoration's one price is a new floor's: the service answers the question.
    const t = await createTestApp();
    const send = (extra: Record<string, string>) =>
      request(t.app)
        .post('/api/contacts')
        .send({ ...fields, email: `${extra.work ?? 'none'}@example.com`, formToken: humanFormToken(), areaSqFt: '600', ...extra })
        .expect(201);
    await send({ work: 'precast' });
    await send({});

    const [leftOver, unasked] = await storedLeads(t.leadsFile);
    expect(leftOver!.project).toMatchObject({ work: 'new-floor', range: { price: 'epoxy-poured' } });
    expect(unasked!.project).toEqual({ areaSqFt: 600, range: expect.objectContaining({ price: 'epoxy-poured' }) });
  });

  it('an area that is not a number is named at its field, and nothing is stored', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/contacts')
      .send({ ...fields, formToken: humanFormToken(), areaSqFt: 'big' })
      .expect(400);
    expect(expectProblem(res, 'invalid-fields', 400).errors).toEqual({ areaSqFt: 'area-out-of-range' });
    expect(await storedLeads(t.leadsFile)).toEqual([]);
  });

  it('flags the uploads of an address past its soft limit, and refuses past the hard one with the phone number', async () => {
    const photo = await floorPhoto();
    const counted = await countedBytes(photo);
    // The second upload's record carries its flag: a few bytes more than the first's.
    const t = await createTestApp({ leadPhotos: { softBytesPerHour: counted, hardBytesPerHour: 2 * counted + 64 } });
    const token = humanFormToken();
    const first = await upload(t, photo, token).expect(201);
    const second = await upload(t, photo, token).expect(201);
    const refused = await upload(t, photo, token).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const problem = expectProblem(refused, 'photo-not-kept', 429);
    expect(problem.errors).toEqual({ photo: 'rate' });
    expect(problem.detail).toContain(t.content.current.business.phone.display);
    await request(t.app)
      .post('/api/contacts')
      .send({ ...fields, formToken: token, photos: [first.body.id, second.body.id] })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({ flagged: ['upload-rate'], photos: [{ id: first.body.id }, { id: second.body.id }] });
  });

  it('counts what an upload stores, not only what it sends: a small file that grows cannot multiply the allowance', async () => {
    const png = await smallPngThatGrows();
    const t = await createTestApp({ leadPhotos: { softBytesPerHour: MB, hardBytesPerHour: MB } });
    const token = humanFormToken();
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await upload(t, png, token, 'image/png')).status);
    const stored = await filesIn(photoDir(t));
    // The PNG is a few KB; each kept copy is far larger, so the allowance of 1 MB is spent after one or two.
    expect(png.length).toBeLessThan(MB / 20);
    expect(stored.bytes / answers.filter((status) => status === 201).length).toBeGreaterThan(10 * png.length);
    expect(answers.filter((status) => status === 201).length).toBeLessThanOrEqual(2);
    expect(answers.at(-1)).toBe(429);
    expect(stored.bytes).toBeLessThan(2 * MB);
  });

  it('answers a repeat of a request with photos (same key) with the first answer, storing nothing twice', async () => {
    const t = await createTestApp();
    const token = humanFormToken();
    const ids = await uploaded(t, token, 2);
    const body = { ...fields, formToken: token, photos: ids };
    const first = await request(t.app).post('/api/contacts').set('Idempotency-Key', 'repeat-key-1').send(body).expect(201);
    const again = await request(t.app).post('/api/contacts').set('Idempotency-Key', 'repeat-key-1').send(body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await storedLeads(t.leadsFile)).toHaveLength(1);
  });
});

describe('the form without JavaScript, with photos (multipart)', () => {
  const form = async (t: TestApp, attach: (req: request.Test) => Promise<request.Response>) => {
    const page = await request(t.app).get('/contact/form').expect(200);
    const token = /name="formToken" value="([^"]+)"/.exec(page.text)?.[1];
    expect(token).toBeTruthy();
    let req = request(t.app).post('/contact').set('Origin', 'http://127.0.0.1').field('formToken', token!);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    req = req.field('areaSqFt', '600').field('visitWindows', 'weekday-morning').field('visitWindows', 'saturday-afternoon');
    return attach(req);
  };

  it('stores the request with its two photos, upright and stripped, and lands on the confirmation', async () => {
    const t = await createTestApp();
    const res = await form(t, async (req) =>
      req
        .attach('photos', await phonePhoto(), { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' })
        .attach('photos', await floorPhoto(), { filename: 'IMG_0002.jpg', contentType: 'image/jpeg' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({
      name: fields.name,
      photos: [
        { width: 1920, height: 2560 },
        { width: 1200, height: 900 },
      ],
      project: { areaSqFt: 600 },
      visit: { windows: ['weekday-morning', 'saturday-afternoon'], access: [] },
    });
    const metadata = await sharp(path.join(photoDir(t), `${lead!.photos![0]!.id}.jpg`)).metadata();
    expect(metadata.exif).toBeUndefined();
  });

  it('stores the request and the good photo when another is too big or not a photo, and says some were not kept', async () => {
    const t = await createTestApp();
    const res = await form(t, async (req) =>
      req
        .attach('photos', await oversizedPhoto(), { filename: 'huge.jpg', contentType: 'image/jpeg' })
        .attach('photos', executable(), { filename: 'setup.jpg', contentType: 'image/jpeg' })
        .attach('photos', await floorPhoto(), { filename: 'floor.jpg', contentType: 'image/jpeg' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=photos');
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.photos).toHaveLength(1);
    expect(lead!.photos![0]).toMatchObject({ width: 1200, height: 900 });
  });

  it('keeps the first six of seven photos', async () => {
    const t = await createTestApp();
    const photo = await floorPhoto();
    const res = await form(t, async (req) => {
      for (let i = 0; i < 7; i++) req = req.attach('photos', photo, { filename: `p${i}.jpg`, contentType: 'image/jpeg' });
      return req;
    });
    expect(res.headers.location).toBe('/contact?sent=photos');
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.photos).toHaveLength(6);
  });
});
