import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { can, twoFactorSetupRequired, type Permission } from '@portal/shared';
import type { Database } from '../db/index.js';
import { AppError, Forbidden, NotSignedIn } from '../errors.js';
import { ReadCache } from '../read-cache.js';
import { twoFactorRequiredForAdmins } from '../settings.js';
import { resolveSession, type SignedInUser } from './sessions.js';
import { hashToken } from './tokens.js';

/** What a route declares in `config.access`: a permission of packages/shared, or public. */
export type Access = Permission | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * docs/product/access.md#two-factor: callable by an admin who must still set up a second factor (the setup
     * itself, the signed-in person, signing out); every other route refuses them.
     */
    beforeTwoFactor?: true;
    /** docs/product/access.md#api-tokens: refused to a call made with a personal API token. */
    sessionOnly?: true;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its rule and schemas, for the access, contract and OpenAPI tests. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** As the route declared it: the zod schemas themselves. */
  schema?: FastifySchema;
}

/** Sessions looked up in the last READ_CACHE_TTL are known without a query (docs/decisions/0017-read-cache.md). */
const KNOWN_SESSIONS_MAX = 20_000;

/** docs/product/access.md#two-factor: the admins' requirement applies and this route is not part of the setup. */
export class TwoFactorSetupRequired extends AppError {
  constructor() {
    super('TWO_FACTOR_SETUP_REQUIRED');
  }
}

/** The browsable API page comes from @fastify/swagger-ui, whose routes cannot carry a config. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * Every API route states who may call it (docs/product/roles-and-access.md#roles); a route without a rule stops the
 * server from starting. The rule is enforced here, before the body is even read.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith(API_DOCS_PREFIX)) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} states no access rule (config.access).`);
    }
    for (const method of [route.method].flat())
      apiRoutes.push({ method, url: route.url, access, schema: route.schema });
  });

  // Made on the first request, when app.deps is there: access tests run this on a bare Fastify.
  let knownSessions: ReadCache<SignedInUser> | undefined;
  let knownRequirement: ReadCache<string> | undefined;
  app.addHook('onRequest', async (request) => {
    const { access, beforeTwoFactor } = request.routeOptions.config;
    if (!access) return;
    const { changes, clock, config, db } = app.deps;
    knownSessions ??= new ReadCache(changes, clock, config.readCacheTtlMs, { max: KNOWN_SESSIONS_MAX });
    knownRequirement ??= new ReadCache(changes, clock, config.readCacheTtlMs, { max: 1 });
    request.user = await signedInUser(app, request, knownSessions);
    if (access === 'public') return;
    if (!request.user) throw new NotSignedIn();
    if (!beforeTwoFactor && (await mustSetUpTwoFactor(db, request.user, knownRequirement))) {
      throw new TwoFactorSetupRequired();
    }
    if (!can(request.user.roleId, access)) throw new Forbidden();
  });
}

/** Whether the admins' requirement holds the caller to the setup; the setting is read only for admins without it. */
export async function mustSetUpTwoFactor(
  db: Database,
  user: SignedInUser,
  knownRequirement?: ReadCache<string>,
): Promise<boolean> {
  const { roleId, twoFactorEnabled } = user;
  if (!twoFactorSetupRequired({ roleId, twoFactorEnabled, requiredForAdmins: true })) return false;
  const known = knownRequirement?.get(REQUIREMENT_KEY);
  if (known !== undefined) return known === 'on';
  const keep = knownRequirement?.reading();
  const required = await twoFactorRequiredForAdmins(db);
  keep?.(REQUIREMENT_KEY, required ? 'on' : 'off');
  return required;
}

const REQUIREMENT_KEY = 'require_2fa_for_admins';

async function signedInUser(
  app: FastifyInstance,
  request: FastifyRequest,
  knownSessions: ReadCache<SignedInUser>,
): Promise<SignedInUser | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const key = hashToken(token);
  const known = knownSessions.get(key);
  if (known) return known;
  const keep = knownSessions.reading();
  const user = await resolveSession(app.deps.db, token, app.deps.config, app.deps.clock.now());
  if (user) keep(key, user);
  return user;
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The signed-in caller of a route whose access rule is not public. */
export function caller(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new NotSignedIn();
  return request.user;
}

/** Who does something and from where, for services that check rights and write the audit trail. */
export interface Actor {
  caller: SignedInUser;
  ip: string;
}

export function actorOf(request: FastifyRequest): Actor {
  return { caller: caller(request), ip: request.ip };
}
