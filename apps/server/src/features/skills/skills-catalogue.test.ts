import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { skills, userSkills } from '../../platform/db/schema.js';
import { useSkillsKit } from './skills-test-kit.js';

describe('skills (docs/product/people-and-clients.md#skills, docs/product/http-contract.md#endpoints Skills, docs/product/roles-and-access.md#employees, docs/product/people-and-clients.md#skills)', () => {
  const { t, as, asClientUser, call, skill, give } = useSkillsKit();

  describe('GET /api/skills', () => {
    it('answers 401 without a token and 403 to a CLIENT user', async () => {
      const client = await asClientUser();

      expect((await call('GET', '/api/skills', {})).statusCode).toBe(401);
      expect((await call('GET', '/api/skills', client.headers)).statusCode).toBe(403);
    });

    it('lists the catalogue by name for an employee', async () => {
      const { headers } = await as(Role.USER);
      const react = await skill('react');
      const go = await skill('Go');

      const response = await call('GET', '/api/skills', headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ skills: [go, react] });
    });
  });

  describe('POST /api/skills', () => {
    it('answers 401, then 400 with the spec message, then 403 for a USER', async () => {
      const admin = await as(Role.ADMIN);
      const user = await as(Role.USER);

      const anonymous = await call('POST', '/api/skills', {}, { name: 'Rust' });
      const blank = await call('POST', '/api/skills', admin.headers, { name: '  ' });
      const employee = await call('POST', '/api/skills', user.headers, { name: 'Rust' });

      expect(anonymous.statusCode).toBe(401);
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Name is required',
        errors: { name: ['Name is required'] },
      });
      expect(employee.statusCode).toBe(403);
    });

    it('adds a skill (201, {skill}) and refuses the same name in another case (409, docs/product/people-and-clients.md#skills)', async () => {
      const { headers } = await as(Role.ADMIN);

      const created = await call('POST', '/api/skills', headers, { name: 'TypeScript' });
      const again = await call('POST', '/api/skills', headers, { name: 'typescript' });

      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ skill: { id: expect.any(Number), name: 'TypeScript' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'CONFLICT', message: "The skill 'typescript' already exists." });
    });
  });

  describe('PUT /api/skills', () => {
    it('answers 401, 400, 403, then renames and returns the catalogue', async () => {
      const admin = await as(Role.ADMIN);
      const user = await as(Role.USER);
      const js = await skill('JS');

      expect((await call('PUT', '/api/skills', {}, [{ id: js.id, name: 'JavaScript' }])).statusCode).toBe(401);
      expect((await call('PUT', '/api/skills', admin.headers, [{ id: js.id, name: '' }])).statusCode).toBe(400);
      expect((await call('PUT', '/api/skills', user.headers, [{ id: js.id, name: 'X' }])).statusCode).toBe(403);
      const renamed = await call('PUT', '/api/skills', admin.headers, [{ id: js.id, name: 'JavaScript' }]);

      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ skills: [{ id: js.id, name: 'JavaScript' }] });
    });

    it('refuses a rename onto another skill regardless of case (409) and changes nothing', async () => {
      const { headers } = await as(Role.ADMIN);
      const go = await skill('Go');
      const rust = await skill('Rust');

      const response = await call('PUT', '/api/skills', headers, [{ id: rust.id, name: 'GO' }]);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: "The skill 'GO' already exists." });
      expect(await t.database.db.select().from(skills).orderBy(skills.id)).toEqual([go, rust]);
    });

    it('lets two skills swap names in one call', async () => {
      const { headers } = await as(Role.ADMIN);
      const a = await skill('A');
      const b = await skill('B');

      const response = await call('PUT', '/api/skills', headers, [
        { id: a.id, name: 'B' },
        { id: b.id, name: 'A' },
      ]);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        skills: [
          { id: b.id, name: 'A' },
          { id: a.id, name: 'B' },
        ],
      });
    });

    it('answers 404 for an unknown skill', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await call('PUT', '/api/skills', headers, [{ id: 9999, name: 'Nope' }]);

      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/skills/{id}', () => {
    it('answers 401, 400, 403, 404, then removes the skill from everybody (docs/product/people-and-clients.md#skills)', async () => {
      const admin = await as(Role.ADMIN);
      const user = await as(Role.USER);
      const go = await skill('Go');
      const rust = await skill('Rust');
      await give(user.user.id, go.id);
      await give(user.user.id, rust.id);
      await give(admin.user.id, go.id);

      expect((await call('DELETE', `/api/skills/${go.id}`, {})).statusCode).toBe(401);
      expect((await call('DELETE', '/api/skills/abc', admin.headers)).statusCode).toBe(400);
      expect((await call('DELETE', `/api/skills/${go.id}`, user.headers)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/skills/9999', admin.headers)).statusCode).toBe(404);
      const response = await call('DELETE', `/api/skills/${go.id}`, admin.headers);

      expect(response.statusCode).toBe(204);
      expect(await t.database.db.select().from(userSkills)).toEqual([{ userId: user.user.id, skillId: rust.id }]);
    });
  });
});
