import { z } from 'zod';
import {
  LIST_LIMITS,
  pageMeta,
  pageQueryFields,
  recordId,
  recordIdField,
  TEXT_LIMITS,
  type PageMeta,
} from './common.js';

/** docs/product/people-and-clients.md#skills. */
export const skillView = z.object({ id: z.number().int(), name: z.string() });
export type SkillView = z.infer<typeof skillView>;

const skillName = z
  .string({ error: 'validation:name_required' })
  .trim()
  .min(1, 'validation:name_required')
  .max(TEXT_LIMITS.name, 'validation:name_too_long');

/** docs/product/people-and-clients.md#skills: name is required. */
export const skillNameBody = z.object({ name: skillName });
export type SkillNameBody = z.infer<typeof skillNameBody>;

/** PUT /api/skills renames: a list of {id, name} (docs/product/people-and-clients.md#skills). */
export const renameSkillsBody = z
  .array(z.object({ id: recordIdField, name: skillName }))
  .min(1, 'validation:skills_rename_empty')
  .max(LIST_LIMITS.skills, 'validation:skills_rename_limit');

/** PUT /api/users/{id}/skills adds: {skills: [id]} (docs/product/people-and-clients.md#skills). */
export const addUserSkillsBody = z.object({
  skills: z.array(recordIdField).min(1, 'validation:skill_choose').max(LIST_LIMITS.skills, 'validation:skills_limit'),
});

export const skillsResponse = z.object({ skills: z.array(skillView) });
export const skillResponse = z.object({ skill: skillView });
/** docs/product/http-contract.md#bodies: "the response is user.skills". */
export const userSkillsResponse = z.object({ user: z.object({ skills: z.array(skillView) }) });

/** One row of /skills/list (docs/product/people-and-clients.md#skills): a person and their skills. */
export const personWithSkills = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  skills: z.array(skillView),
});
export type PersonWithSkills = z.infer<typeof personWithSkills>;
/**
 * GET /all/skills: everyone the viewer may see with their skills; with `page`, one page of them and its `meta`
 * (docs/product/people-and-clients.md#skills, docs/product/http-contract.md#scale).
 */
export const peopleWithSkillsQuery = z.object({ ...pageQueryFields });
export const peopleWithSkillsResponse = z.object({ data: z.array(personWithSkills), meta: pageMeta.optional() });
/** What GET /all/skills answers when asked for a page. */
export interface PeopleWithSkillsPage {
  data: PersonWithSkills[];
  meta: PageMeta;
}

/** DELETE /users/{id}/skills/{skillId}. */
export const userSkillParams = z.object({ id: recordId, skillId: recordId });
