import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { createTestContext, QueryCounter, type TestContext } from '../../test/app.js';
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

describe('profile (spec §7 profile update, decisions R43a, R44)', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  const queries = new QueryCounter();
  beforeAll(async () => {
    harness = await createTestContext({}, queries);
  });
  beforeEach(async () => {
    t = await harness.reset();
  });
  afterAll(async () => harness.close());

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
    expect(blank.json()).toEqual({ message: 'Name is required', errors: { name: ['Name is required'] } });
    expect(focal.statusCode).toBe(400);
    expect(nothing.statusCode).toBe(400);
    expect(nul.json()).toEqual({
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
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('accepts a JPEG and changes only the focal point when that is all that is sent', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { name: 'Ann' });
    await update(headers, {}, picture(JPEG_BYTES, 'me.jpg'));

    const response = await update(headers, { profile_picture_focal_point: '25% 75%' });

    expect(response.json()).toEqual({
      data: expect.objectContaining({ name: 'Ann', profile_picture_focal_point: '25% 75%' }),
    });
  });

  it('refuses a PDF renamed to .png with 415 and a picture over 5 MB with 413', async () => {
    const { headers } = await signedIn(t.app, t.database.db);

    const pdf = await update(headers, {}, picture(TINY_PDF));
    const big = await update(headers, {}, picture(Buffer.concat([PNG_BYTES, Buffer.alloc(5 * MB)])));

    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ message: 'The picture must be a JPG or PNG image.' });
    expect(big.statusCode).toBe(413);
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
