import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addUserSkillsBody,
  idParam,
  noContent,
  peopleWithSkillsQuery,
  peopleWithSkillsResponse,
  renameSkillsBody,
  skillNameBody,
  skillResponse,
  skillsResponse,
  userSkillParams,
  userSkillsResponse,
} from '@portal/shared';
import { actorOf, caller } from '../../platform/auth/access.js';
import {
  addSkill,
  addSkillsTo,
  deleteSkill,
  listSkills,
  readSkillsOf,
  removeSkillFrom,
  renameSkills,
} from './service.js';
import { pageOfPeopleWithSkills, peopleWithSkills } from './people-with-skills.js';

export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/skills',
    {
      config: { access: 'skills:read', cachedForCaller: true },
      schema: { tags: ['skills'], summary: 'The skills catalogue', response: { 200: skillsResponse } },
    },
    async () => ({ skills: await listSkills(app.deps.db) }),
  );

  app.post(
    '/skills',
    {
      config: { access: 'skills:manage' },
      schema: {
        tags: ['skills'],
        summary: 'Add a skill; names are unique regardless of case (docs/product/people-and-clients.md#skills)',
        body: skillNameBody,
        response: { 201: skillResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ skill: await addSkill(app.deps, actorOf(request), request.body.name) }),
  );

  app.put(
    '/skills',
    {
      config: { access: 'skills:manage' },
      schema: {
        tags: ['skills'],
        summary: 'Rename skills: a list of {id, name}',
        body: renameSkillsBody,
        response: { 200: skillsResponse },
      },
    },
    async (request) => ({ skills: await renameSkills(app.deps, actorOf(request), request.body) }),
  );

  app.delete(
    '/skills/:id',
    {
      config: { access: 'skills:manage' },
      schema: {
        tags: ['skills'],
        summary: 'Delete a skill, also from everybody who has it (docs/product/people-and-clients.md#skills)',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteSkill(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/all/skills',
    {
      config: { access: 'skills:read', cachedForCaller: true },
      schema: {
        tags: ['skills'],
        summary:
          'People with their skills (a USER does not see administrators, docs/product/people-and-clients.md#skills); with page, one page of them and meta',
        querystring: peopleWithSkillsQuery,
        response: { 200: peopleWithSkillsResponse },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      if (page === undefined) return { data: await peopleWithSkills(app.deps.db, caller(request)) };
      // docs/product/http-contract.md#scale: /skills/list shows one page (a thousand people).
      const { data, total } = await pageOfPeopleWithSkills(app.deps.db, caller(request), {
        number: page,
        size: pageSize,
      });
      return { data, meta: { total, page, page_size: pageSize } };
    },
  );

  app.get(
    '/users/:id/skills',
    {
      config: { access: 'skills:read' },
      schema: {
        tags: ['skills'],
        summary: "A person's skills",
        params: idParam,
        response: { 200: userSkillsResponse },
      },
    },
    async (request) => ({ user: { skills: await readSkillsOf(app.deps.db, request.params.id) } }),
  );

  app.put(
    '/users/:id/skills',
    {
      // Own skills for everybody; anyone's with skills:manage (decided in the service, docs/product/roles-and-access.md#employees).
      config: { access: 'skills:write:own' },
      schema: {
        tags: ['skills'],
        summary: 'Add skills to a person: {skills: [id]}',
        params: idParam,
        body: addUserSkillsBody,
        response: { 200: userSkillsResponse },
      },
    },
    async (request) => ({
      user: { skills: await addSkillsTo(app.deps, actorOf(request), request.params.id, request.body.skills) },
    }),
  );

  app.delete(
    '/users/:id/skills/:skillId',
    {
      config: { access: 'skills:write:own' },
      schema: {
        tags: ['skills'],
        summary: 'Remove a skill from a person',
        params: userSkillParams,
        response: { 200: userSkillsResponse },
      },
    },
    async (request) => {
      const { id, skillId } = request.params;
      return { user: { skills: await removeSkillFrom(app.deps, actorOf(request), id, skillId) } };
    },
  );
};
