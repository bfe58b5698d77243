import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addUserBody,
  can,
  idParam,
  messageResponse,
  noContent,
  passwordChangeBody,
  personNamesQuery,
  personNamesResponse,
  userDetail,
  userEditBody,
  userListItem,
  usersQuery,
  usersResponse,
} from '@portal/shared';
import { actorOf, caller, isOwnOrAll } from '../../platform/auth/access.js';
import { Forbidden, NotFound } from '../../platform/errors.js';
import { translatorOf } from '../../platform/i18n.js';
import { balancesOf, OWN_BALANCES } from '../../domain/leave/leave-balances.js';
import { portalMoment } from '../../platform/settings.js';
import { countUsers, findUser, listPersonNames, listUsers } from './queries.js';
import { deactivateUser, editUser, registerUser, resetTwoFactor, setUserPassword } from './service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access: 'users:read', cachedForCaller: true },
      schema: {
        tags: ['users'],
        summary:
          'People with their client assignments (include=skills or days_off adds those); with page, one page of them and meta',
        querystring: usersQuery,
        response: { 200: usersResponse },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, ...filters } = request.query;
      // Allowances are balance data: other people's are for admins only (docs/product/roles-and-access.md#others-balances).
      if (filters.include === 'days_off' && !can(caller(request).roleId, OWN_BALANCES.all)) throw new Forbidden();
      const options = { ...filters, now: app.deps.clock.now() };
      if (page === undefined) return { data: await listUsers(app.deps.db, options) };
      const [data, total] = await Promise.all([
        listUsers(app.deps.db, { ...options, page: { number: page, size: pageSize } }),
        countUsers(app.deps.db, options),
      ]);
      return { data, meta: { total, page, page_size: pageSize } };
    },
  );

  app.get(
    '/users/names',
    {
      // The same readers as the people list: every employee may open another one's week (docs/product/roles-and-access.md#employees, #client-role).
      config: { access: 'users:read', cachedForCaller: true },
      schema: {
        tags: ['users'],
        summary:
          'Active employees with id, name and role only, ordered by name (for pickers); status=all adds deactivated people, kind=all client users',
        querystring: personNamesQuery,
        response: { 200: personNamesResponse },
      },
    },
    async (request) => ({ data: await listPersonNames(app.deps.db, request.query) }),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'users:read' },
      schema: { tags: ['users'], summary: 'One person', params: idParam, response: { 200: userDetail } },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const user = await findUser(db, request.params.id, clock.now());
      if (!user) throw new NotFound('errors:user_not_found');
      const viewer = caller(request);
      if (!isOwnOrAll(viewer, user.id, OWN_BALANCES)) return user;
      // docs/product/time-model.md#time-zone: the current year is the portal's, not the server clock's.
      const today = await portalMoment(db, clock.now());
      return { ...user, ...(await balancesOf(db, user.id, { year: today.year, today: today.date })) };
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'users:manage' },
      schema: { tags: ['users'], summary: 'Add a user', body: addUserBody, response: { 201: userListItem } },
    },
    async (request, reply) => {
      const user = await registerUser(app.deps, actorOf(request), request.body);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/users/edit/:id',
    {
      config: { access: 'users:manage' },
      schema: {
        tags: ['users'],
        summary: 'Change a user (only the changed fields, plus public_logs)',
        params: idParam,
        body: userEditBody,
        response: { 200: userListItem },
      },
    },
    async (request) => editUser(app.deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/users/delete/:id',
    {
      config: { access: 'users:manage' },
      schema: { tags: ['users'], summary: 'Deactivate a user', params: idParam, response: { 200: messageResponse } },
    },
    async (request) => {
      await deactivateUser(app.deps, actorOf(request), request.params.id);
      return { message: translatorOf(request)('notifications:answers.user_deleted') };
    },
  );

  app.post(
    '/users/:id/password',
    {
      // Setting anyone's password, one's own too, needs the person signed in (docs/product/access.md#api-tokens)
      // and recently so: whoever sets another's password can sign in as them (docs/product/access.md#recent-sign-in).
      config: { access: 'users:manage', recentSignIn: true },
      schema: {
        tags: ['users'],
        summary: "Set a user's password (ends their sessions)",
        params: idParam,
        body: passwordChangeBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await setUserPassword(app.deps, actorOf(request), request.params.id, request.body);
      return { message: translatorOf(request)('notifications:answers.password_updated') };
    },
  );

  app.delete(
    '/users/:id/2fa',
    {
      config: { access: 'users:manage', recentSignIn: true },
      schema: {
        tags: ['users'],
        summary: "Reset a user's two-factor sign-in (docs/product/access.md#two-factor); nothing to do when it is off",
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await resetTwoFactor(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
