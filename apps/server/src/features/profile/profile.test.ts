import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildUser, signedIn } from '../../test/factories.js';
import { JPEG_BYTES, multipart, PNG_BYTES, TINY_PDF } from '../../test/multipart.js';

type Headers = Record<string, string>;
const MB = 1024 * 1024;
const picture = (content: Buffer, fileName = 'me.png') => ({
  name: 'profile_picture',
  fileName,
  contentType: 'image/png',
  content,
});

describe('profile (docs/product/people-and-clients.md#profile, #signed-links, #profile-pictures)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const update = (headers: Headers, fields: Record<string, string>, file?: ReturnType<typeof picture>) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('answers 401 without a token', async () => {
    expect((await update({}, { name: 'New' })).statusCode).toBe(401);
  });

  it('answers 400 for a blank name, a NUL character, a bad focal point, or nothing to change', async () => {
    const { headers } = await signedIn(t.app, t.database.db);

    const blank = await update(headers, { name: ' ' });
    const focal = await update(headers, { profile_picture_focal_point: '120% 5%' });
    const nothing = await update(headers, {});
    const nul = await update(headers, { name: 'Ada\u0000' });

    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Name is required',
      errors: { name: ['Name is required'] },
    });
    expect(focal.statusCode).toBe(400);
    expect(nothing.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Text must not contain NUL characters.',
      errors: { name: ['Text must not contain NUL characters.'] },
    });
  });

  it('has no 403 case: the profile is always your own, whatever the role', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.USER });

    const response = await update(headers, { name: 'Renamed' });

    expect(response.statusCode).toBe(200);
  });

  it('changes the name and stores a PNG picture, returning {data: user} with a signed picture link', async () => {
    const { user, headers } = await signedIn(t.app, t.database.db);

    const response = await update(headers, { name: 'Grace Hopper' }, picture(PNG_BYTES));

    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { name: string; profile_picture: string } };
    expect(data.name).toBe('Grace Hopper');
    expect(data.profile_picture).toMatch(new RegExp(`^/api/users/${user.id}/picture\\?v=\\d+&expires=\\d+&signature=`));
    const image = await t.app.inject({ method: 'GET', url: data.profile_picture });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
  });

  it('accepts a JPEG and changes only the focal point when that is all that is sent', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { name: 'Ann' });
    await update(headers, {}, picture(JPEG_BYTES, 'me.jpg'));

    const response = await update(headers, { profile_picture_focal_point: '25% 75%' });

    expect(response.json()).toEqual({
      data: expect.objectContaining({ name: 'Ann', profile_picture_focal_point: '25% 75%' }),
    });
  });

  describe('language (docs/product/languages.md#choice, #server)', () => {
    const readUser = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user', headers });
    const auditTrail = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/audit', headers });

    it('starts with no choice, saves one, and answers every later call in it whatever the browser asks', async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.USER });
      const inEnglish = { ...headers, 'accept-language': 'en-GB,en;q=0.9' };
      expect((await readUser(headers)).json().data.language).toBeNull();
      expect((await auditTrail(inEnglish)).json().message).toBe('You are not allowed to do this.');

      const saved = await update(headers, { language: 'de' });

      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.language).toBe('de');
      expect((await readUser(headers)).json().data.language).toBe('de');
      expect((await auditTrail(inEnglish)).json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Dazu bist du nicht berechtigt.',
      });
    });

    it("answers a person without a choice in their browser's language", async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.USER });

      const german = await auditTrail({ ...headers, 'accept-language': 'fr-FR, de-AT;q=0.8, en;q=0.5' });

      expect(german.json().message).toBe('Dazu bist du nicht berechtigt.');
    });

    it('refuses a language the portal does not speak, and keeps the choice', async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.USER });
      await update(headers, { language: 'de' });

      const refused = await update(headers, { language: 'fr' });

      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['language']);
      expect((await readUser(headers)).json().data.language).toBe('de');
    });
  });

  it('refuses a PDF renamed to .png with 415 and a picture over 5 MB with 413', async () => {
    const { headers } = await signedIn(t.app, t.database.db);

    const pdf = await update(headers, {}, picture(TINY_PDF));
    const big = await update(headers, {}, picture(Buffer.concat([PNG_BYTES, Buffer.alloc(5 * MB)])));

    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ code: 'UNSUPPORTED_TYPE', message: 'The picture must be a JPG or PNG image.' });
    expect(big.statusCode).toBe(413);
  });

  it('refuses a file that starts like a PNG but is not a picture with 415', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    const fake = Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.alloc(64, 1)]);

    const response = await update(headers, {}, picture(fake));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'The picture must be a JPG or PNG image.' });
  });

  describe('re-encoding the picture (docs/product/http-contract.md#no-store)', () => {
    /** The stored picture, fetched through the signed link the answer carries. */
    const storedPicture = async (response: { json(): unknown }) => {
      const { data } = response.json() as { data: { profile_picture: string } };
      return (await t.app.inject({ method: 'GET', url: data.profile_picture })).rawPayload;
    };

    it('keeps no EXIF, GPS or XMP of a JPEG, and stands it upright by its EXIF orientation', async () => {
      const { headers } = await signedIn(t.app, t.database.db);
      const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03030' } })
        .withExif({
          IFD0: { Copyright: 'Ann Example', Make: 'PhoneCam' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 3230/100',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 4366/100',
          },
        })
        .withMetadata({ orientation: 6 })
        .withXmp(
          '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
        )
        .jpeg()
        .toBuffer();
      const sent = await sharp(photo).metadata();
      // 0x8825 (little-endian) is the EXIF tag that points to the GPS block.
      expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      expect(sent).toMatchObject({ orientation: 6, xmp: expect.any(Buffer) });

      const response = await update(headers, {}, picture(photo, 'me.jpg'));

      expect(response.statusCode).toBe(200);
      const stored = await sharp(await storedPicture(response)).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    });

    it('keeps a PNG a PNG, without its EXIF', async () => {
      const { headers } = await signedIn(t.app, t.database.db);
      const drawing = await sharp({ create: { width: 30, height: 10, channels: 4, background: '#3060c080' } })
        .withExif({ IFD0: { Artist: 'Ann Example' } })
        .png()
        .toBuffer();
      expect((await sharp(drawing).metadata()).exif).toBeDefined();

      const response = await update(headers, {}, picture(drawing));

      expect(response.statusCode).toBe(200);
      const stored = await sharp(await storedPicture(response)).metadata();
      expect(stored).toMatchObject({ format: 'png', width: 30, height: 10, hasAlpha: true });
      expect(stored.exif).toBeUndefined();
    });

    it('refuses a picture over 40 megapixels with 400 naming the field, and keeps the old one', async () => {
      const { headers } = await signedIn(t.app, t.database.db);
      const before = await storedPicture(await update(headers, {}, picture(PNG_BYTES)));
      // 8000 × 6000 = 48 megapixels of one grey: a small file that would be a large image.
      const huge = await sharp(Buffer.alloc(8000 * 6000, 128), { raw: { width: 8000, height: 6000, channels: 1 } })
        .png()
        .toBuffer();
      expect(huge.length).toBeLessThan(5 * MB);

      const response = await update(headers, {}, picture(huge));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The profile picture must be at most 40 megapixels.',
        errors: { profile_picture: ['The profile picture must be at most 40 megapixels.'] },
      });
      const after = await storedPicture(await t.app.inject({ method: 'GET', url: '/api/user', headers }));
      expect(after.equals(before)).toBe(true);
    });
  });

  it('refuses a picture link signed for another person, and one that expired', async () => {
    const me = await signedIn(t.app, t.database.db);
    const other = await buildUser(t.database.db);
    const { data } = (await update(me.headers, {}, picture(PNG_BYTES))).json() as { data: { profile_picture: string } };
    const forged = data.profile_picture.replace(`/users/${me.user.id}/`, `/users/${other.id}/`);

    const wrongPerson = await t.app.inject({ method: 'GET', url: forged });
    t.clock.advance(11 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url: data.profile_picture });

    expect(wrongPerson.statusCode).toBe(403);
    expect(expired.statusCode).toBe(403);
  });

  it('lists people with their picture links in a fixed number of queries', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    await update(admin.headers, {}, picture(PNG_BYTES));
    const list = () => t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    await list();
    const few = await queries.during(list);
    for (let i = 0; i < 5; i += 1) {
      const person = await signedIn(t.app, t.database.db);
      await update(person.headers, {}, picture(PNG_BYTES));
    }

    const many = await queries.during(list);
    const people = (await list()).json() as { data: { profile_picture: string | null }[] };

    expect(many).toBe(few);
    expect(people.data.filter((person) => person.profile_picture !== null)).toHaveLength(6);
  });
});
