import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { can, Role, type SkillView } from '@portal/shared';
import { auditOf, recordChangeForOther } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { SignedInUser } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/index.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { skills, userSkills, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../platform/errors.js';

const audit = auditOf('skill');

/** docs/product/people-and-clients.md#skills: one name, whatever its case. */
export class DuplicateSkill extends Conflict {
  constructor(name: string) {
    super('errors:skills.duplicate', { name });
  }
}

export class SkillNotFound extends NotFound {
  constructor() {
    super('errors:skills.not_found');
  }
}

export const skillColumns = { id: skills.id, name: skills.name };

export async function listSkills(db: Database): Promise<SkillView[]> {
  return db
    .select(skillColumns)
    .from(skills)
    .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
}

/** Every change of the catalogue commits with its audit row (docs/product/reports.md#one-transaction). */
export async function addSkill(deps: AppDeps, actor: Actor, name: string): Promise<SkillView> {
  return deps.db.transaction(async (tx) => {
    const [skill] = await tx.insert(skills).values({ name }).onConflictDoNothing().returning(skillColumns);
    if (!skill) throw new DuplicateSkill(name);
    await audit(tx, actor, deps.clock.now(), { action: 'skill.create', id: skill.id, after: { name } });
    return skill;
  });
}

/** PUT /api/skills: renames in one transaction; a clash with another skill refuses them all. */
export async function renameSkills(
  deps: AppDeps,
  actor: Actor,
  renames: { id: number; name: string }[],
): Promise<SkillView[]> {
  const lowered = renames.map(({ name }) => name.toLowerCase());
  const twice = lowered.find((name, index) => lowered.indexOf(name) !== index);
  if (twice !== undefined) throw new DuplicateSkill(renames[lowered.indexOf(twice)]!.name);
  const ids = renames.map(({ id }) => id);
  const before = await deps.db.select(skillColumns).from(skills).where(inArray(skills.id, ids));
  if (before.length !== new Set(ids).size) throw new SkillNotFound();
  try {
    await deps.db.transaction(async (tx) => {
      // Names first move out of the way so that two skills may swap names.
      await tx
        .update(skills)
        .set({ name: sql`'~renaming~' || ${skills.id}` })
        .where(inArray(skills.id, ids));
      for (const { id, name } of renames) await tx.update(skills).set({ name }).where(eq(skills.id, id));
      await audit(tx, actor, deps.clock.now(), { action: 'skill.update', before, after: renames });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const clash = await clashingName(deps.db, renames);
    throw new DuplicateSkill(clash);
  }
  return listSkills(deps.db);
}

async function clashingName(db: Database, renames: { id: number; name: string }[]): Promise<string> {
  for (const { id, name } of renames) {
    const [other] = await db
      .select({ id: skills.id })
      .from(skills)
      .where(and(eq(sql`lower(${skills.name})`, name.toLowerCase()), ne(skills.id, id)));
    if (other) return name;
  }
  return renames[0]!.name;
}

/** docs/product/people-and-clients.md#skills: removing a catalogue skill removes it from everybody (the foreign key cascades). */
export async function deleteSkill(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(skills).where(eq(skills.id, id)).returning(skillColumns);
    if (!gone) throw new SkillNotFound();
    await audit(tx, actor, deps.clock.now(), { action: 'skill.delete', id, before: gone });
  });
}

export async function skillsOf(db: Database, userId: number): Promise<SkillView[]> {
  return db
    .select(skillColumns)
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(eq(userSkills.userId, userId))
    .orderBy(asc(sql`lower(${skills.name})`));
}

/** docs/product/roles-and-access.md#employees: anyone's skills are readable by employees; CLIENT users are not employees. */
export async function readSkillsOf(db: Database, userId: number): Promise<SkillView[]> {
  await loadEmployee(db, userId);
  return skillsOf(db, userId);
}

/** docs/product/roles-and-access.md#employees: people write their own skills; admins (skills:manage) anyone's. */
function mayWrite(viewer: SignedInUser, userId: number): boolean {
  return viewer.id === userId || can(viewer.roleId, 'skills:manage');
}

/** A person's skills change with the audit row of an admin's change (docs/product/reports.md#audit, #one-transaction). */
export async function addSkillsTo(deps: AppDeps, actor: Actor, userId: number, ids: number[]) {
  if (!mayWrite(actor.caller, userId)) throw new Forbidden();
  return deps.db.transaction(async (tx) => {
    await loadEmployee(tx, userId);
    const unique = [...new Set(ids)];
    const found = await tx.select({ id: skills.id }).from(skills).where(inArray(skills.id, unique));
    if (found.length !== unique.length) {
      throw new InvalidInput('errors:skills.not_found', { skills: ['errors:skills.not_found'] });
    }
    await tx
      .insert(userSkills)
      .values(unique.map((skillId) => ({ userId, skillId })))
      .onConflictDoNothing();
    await recordChangeForOther(
      tx,
      actor,
      [userId],
      { action: 'user_skill.add', targetType: 'user', targetId: userId, after: { skill_ids: unique } },
      deps.clock.now(),
    );
    return skillsOf(tx, userId);
  });
}

export async function removeSkillFrom(deps: AppDeps, actor: Actor, userId: number, skillId: number) {
  if (!mayWrite(actor.caller, userId)) throw new Forbidden();
  return deps.db.transaction(async (tx) => {
    await loadEmployee(tx, userId);
    await tx.delete(userSkills).where(and(eq(userSkills.userId, userId), eq(userSkills.skillId, skillId)));
    await recordChangeForOther(
      tx,
      actor,
      [userId],
      { action: 'user_skill.remove', targetType: 'user', targetId: userId, before: { skill_ids: [skillId] } },
      deps.clock.now(),
    );
    return skillsOf(tx, userId);
  });
}

async function loadEmployee(db: Database, userId: number): Promise<void> {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), ne(users.roleId, Role.CLIENT)));
  if (!person) throw new NotFound('errors:user_not_found');
}
