import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { can, isApiTokenShape, twoFactorSetupRequired, type Permission } from '@portal/shared';
import type { Database } from '../db/index.js';
import { AppError, Forbidden, NotSignedIn } from '../errors.js';
import { ReadCache } from '../read-cache.js';
import { twoFactorRequiredForAdmins } from '../settings.js';
import { resolveApiToken } from './api-tokens.js';
import { ApiTokenNotAllowed, assertRecentSignIn } from './recent-sign-in.js';
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
    /**
     * docs/product/access.md#api-tokens: the route needs a signed-in session; a personal API token gets 403
     * API_TOKEN_NOT_ALLOWED (managing tokens, two-factor sign-in, passwords, signing out).
     */
    sessionOnly?: true;
    /**
     * docs/product/access.md#recent-sign-in: a sensitive action; the session must have given its password or code in the
     * last 10 minutes (403 REAUTH_REQUIRED), and an API token never may (403 API_TOKEN_NOT_ALLOWED).
     */
    recentSignIn?: true;
    /** docs/product/roles-and-access.md#own-or-all: the record is the caller's own unless `all` lets them reach anyone's. */
    owner?: DeclaredOwner;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its rule and schemas, for the access, contract and OpenAPI tests. */
    apiRoutes: ApiRoute[];
  }
}

/**
 * docs/product/roles-and-access.md#own-or-all: "their own, or anyone's with the `all` permission". A route declares where
 * the owner's id is in its validated request (`config.owner`) and the access hook decides; a service that finds the
 * owner in a stored record decides with assertOwnOrAll and the same rule.
 */
export interface OwnerRule {
  all: Permission;
  /** The 403's message when the caller may not (the generic one without). */
  message?: string;
}

export interface DeclaredOwner extends OwnerRule {
  /** The path parameter, query parameter or body field that holds the owner's id; without one, nothing to decide. */
  in: 'params' | 'query' | 'body';
  field: string;
}

export function isOwnOrAll(caller: Pick<SignedInUser, 'id' | 'roleId'>, ownerId: number, rule: OwnerRule): boolean {
  return ownerId === caller.id || can(caller.roleId, rule.all);
}

export function assertOwnOrAll(caller: SignedInUser, ownerId: number, rule: OwnerRule): void {
  if (!isOwnOrAll(caller, ownerId, rule)) throw new Forbidden(rule.message);
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** As the route declared it: the zod schemas themselves. */
  schema?: FastifySchema;
  sessionOnly: boolean;
  recentSignIn: boolean;
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
      apiRoutes.push({
        method,
        url: route.url,
        access,
        schema: route.schema,
        sessionOnly: !!route.config?.sessionOnly || !!route.config?.recentSignIn,
        recentSignIn: !!route.config?.recentSignIn,
      });
  });

  // Made on the first request, when app.deps is there: access tests run this on a bare Fastify.
  let known: KnownCallers | undefined;
  app.addHook('onRequest', async (request) => {
    const { access, sessionOnly, recentSignIn, beforeTwoFactor } = request.routeOptions.config;
    if (!access) return;
    const { changes, clock, config, db } = app.deps;
    known ??= {
      sessions: new ReadCache(changes, clock, config.readCacheTtlMs, { max: KNOWN_SESSIONS_MAX }),
      tokens: new ReadCache(changes, clock, config.readCacheTtlMs, { max: KNOWN_SESSIONS_MAX }),
      requirement: new ReadCache(changes, clock, config.readCacheTtlMs, { max: 1 }),
    };
    request.user = await signedInUser(app, request, known);
    if (access === 'public') return;
    if (!request.user) throw new NotSignedIn();
    if ((sessionOnly || recentSignIn) && request.user.tokenId !== null) throw new ApiTokenNotAllowed();
    if (!beforeTwoFactor && (await mustSetUpTwoFactor(db, request.user, known.requirement))) {
      throw new TwoFactorSetupRequired();
    }
    if (!can(request.user.roleId, access)) throw new Forbidden();
    if (recentSignIn) await assertRecentSignIn(db, request.user, clock.now());
  });
  // After validation: the owner's id is then a number wherever it came from.
  app.addHook('preHandler', async (request) => {
    const { owner } = request.routeOptions.config;
    if (!owner || !request.user) return;
    const ownerId = (request[owner.in] as Record<string, unknown> | undefined)?.[owner.field];
    if (typeof ownerId === 'number') assertOwnOrAll(request.user, ownerId, owner);
  });
}

/**
 * Sessions and API tokens looked up in the last READ_CACHE_TTL (docs/decisions/0017-read-cache.md); revoking either
 * empties both (migrations 0005, 0011). A kept token also carries its expiry, so that it stops to the millisecond.
 */
interface KnownCallers {
  sessions: ReadCache<SignedInUser>;
  tokens: ReadCache<{ user: SignedInUser; expiresAt: Date }>;
  /** Whether the admins' two-factor requirement is on. */
  requirement: ReadCache<string>;
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
  known: KnownCallers,
): Promise<SignedInUser | null> {
  const bearer = bearerToken(request.headers.authorization);
  if (!bearer) return null;
  const { db, config, clock } = app.deps;
  const key = hashToken(bearer);
  if (isApiTokenShape(bearer)) {
    const now = clock.now();
    const kept = known.tokens.get(key);
    if (kept && kept.expiresAt > now) return kept.user;
    const keep = known.tokens.reading();
    const found = await resolveApiToken(db, bearer, now);
    if (found) keep(key, found);
    return found?.user ?? null;
  }
  const kept = known.sessions.get(key);
  if (kept) return kept;
  const keep = known.sessions.reading();
  const user = await resolveSession(db, bearer, config, clock.now());
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

/** The session of a `sessionOnly` route's caller: signing out and password changes act on it. */
export function callerSession(request: FastifyRequest): number {
  const { sessionId } = caller(request);
  if (sessionId === null) throw new ApiTokenNotAllowed();
  return sessionId;
}

export function actorOf(request: FastifyRequest): Actor {
  return { caller: caller(request), ip: request.ip };
}
