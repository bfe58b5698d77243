import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkillView } from '@portal/shared';
import type { PageChoice } from '../../components/paged-rows';
import { call } from '../../lib/api-client';
import { directoryKeys } from '../../lib/directory';

const keys = {
  catalogue: ['skills'] as const,
  owned: ['user-skills'] as const,
  /** Under the people's key: a change to a person (their name, a picture) refreshes the list. */
  people: [...directoryKeys.people, 'with-skills'] as const,
};

/** GET /skills: the catalogue (docs/product/people-and-clients.md#skills). */
export const skillCatalogueQuery = () =>
  queryOptions({
    queryKey: keys.catalogue,
    queryFn: async () => (await call('GET /skills')).skills,
  });

/**
 * GET /all/skills?page=&page_size=: one page of the people with their skills, and the total (docs/product/http-contract.md#scale:
 * a thousand people). Another page keeps the last one shown while it loads.
 */
export const peopleWithSkillsPageQuery = ({ page, pageSize }: PageChoice) =>
  queryOptions({
    queryKey: [...keys.people, { page, pageSize }],
    queryFn: () => call('GET /all/skills', { query: { page: page + 1, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });

/** GET /users/{id}/skills: a person's skills. */
export const skillsOfQuery = (userId: number) =>
  queryOptions({
    queryKey: [...keys.owned, userId],
    queryFn: async () => (await call('GET /users/:id/skills', { params: { id: userId } })).user.skills,
  });

/** Catalogue changes also change people's lists (a removed skill leaves everybody, docs/product/people-and-clients.md#skills). */
function useCatalogueMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.catalogue }),
        queryClient.invalidateQueries({ queryKey: keys.people }),
        queryClient.invalidateQueries({ queryKey: keys.owned }),
      ]);
    },
  });
}

export const useAddSkill = () => useCatalogueMutation((name: string) => call('POST /skills', { body: { name } }));

export const useRenameSkill = () =>
  useCatalogueMutation((skill: SkillView) => call('PUT /skills', { body: [{ id: skill.id, name: skill.name }] }));

export const useDeleteSkill = () =>
  useCatalogueMutation((id: number) => call('DELETE /skills/:id', { params: { id } }));

/** Own skills: the response (user.skills) replaces the list. */
function useOwnSkillsMutation<T>(userId: number, call: (input: T) => Promise<{ user: { skills: SkillView[] } }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (response) => {
      queryClient.setQueryData(skillsOfQuery(userId).queryKey, response.user.skills);
      void queryClient.invalidateQueries({ queryKey: keys.people });
    },
  });
}

export const useAddOwnSkill = (userId: number) =>
  useOwnSkillsMutation(userId, (skillId: number) =>
    call('PUT /users/:id/skills', { params: { id: userId }, body: { skills: [skillId] } }),
  );

export const useRemoveOwnSkill = (userId: number) =>
  useOwnSkillsMutation(userId, (skillId: number) =>
    call('DELETE /users/:id/skills/:skillId', { params: { id: userId, skillId } }),
  );
