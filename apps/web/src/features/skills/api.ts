import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonWithSkills, SkillView } from '@portal/shared';
import { api } from '../../lib/api-client';

const keys = {
  catalogue: ['skills'] as const,
  mine: (userId: number) => ['user-skills', userId] as const,
  people: ['people-with-skills'] as const,
};

export function useSkillCatalogue() {
  return useQuery({
    queryKey: keys.catalogue,
    queryFn: async () => (await api<{ skills: SkillView[] }>('/skills')).skills,
  });
}

export function usePeopleWithSkills() {
  return useQuery({
    queryKey: keys.people,
    queryFn: async () => (await api<{ data: PersonWithSkills[] }>('/all/skills')).data,
  });
}

export function useSkillsOf(userId: number) {
  return useQuery({
    queryKey: keys.mine(userId),
    queryFn: async () => (await api<{ user: { skills: SkillView[] } }>(`/users/${userId}/skills`)).user.skills,
  });
}

/** Catalogue changes also change people's lists (a removed skill leaves everybody, R45). */
function useCatalogueMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.catalogue }),
        queryClient.invalidateQueries({ queryKey: keys.people }),
        queryClient.invalidateQueries({ queryKey: ['user-skills'] }),
      ]);
    },
  });
}

export const useAddSkill = () =>
  useCatalogueMutation((name: string) => api<{ skill: SkillView }>('/skills', { method: 'POST', body: { name } }));

export const useRenameSkill = () =>
  useCatalogueMutation((skill: SkillView) =>
    api<{ skills: SkillView[] }>('/skills', { method: 'PUT', body: [{ id: skill.id, name: skill.name }] }),
  );

export const useDeleteSkill = () => useCatalogueMutation((id: number) => api(`/skills/${id}`, { method: 'DELETE' }));

/** Own skills: the response (user.skills) replaces the list. */
function useOwnSkillsMutation<T>(userId: number, call: (input: T) => Promise<{ user: { skills: SkillView[] } }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (response) => {
      queryClient.setQueryData(keys.mine(userId), response.user.skills);
      void queryClient.invalidateQueries({ queryKey: keys.people });
    },
  });
}

export const useAddOwnSkill = (userId: number) =>
  useOwnSkillsMutation(userId, (skillId: number) =>
    api<{ user: { skills: SkillView[] } }>(`/users/${userId}/skills`, { method: 'PUT', body: { skills: [skillId] } }),
  );

export const useRemoveOwnSkill = (userId: number) =>
  useOwnSkillsMutation(userId, (skillId: number) =>
    api<{ user: { skills: SkillView[] } }>(`/users/${userId}/skills/${skillId}`, { method: 'DELETE' }),
  );
