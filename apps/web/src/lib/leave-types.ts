import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language, LeaveTypeView } from '@portal/shared';
import { call } from './api-client';
import { currentLanguage } from './i18n';

/** Every leave-type query sits under `all`: a change on the Leave Types tab refreshes every screen's names and colours. */
export const leaveTypeKeys = {
  all: ['leave-types'] as const,
};

/**
 * GET /leave_types: every leave type, active or not (docs/product/leave.md#types). The first types that nobody renamed
 * are named in the reader's language, so each language is a query of its own.
 */
export const leaveTypesQuery = (language: Language) =>
  queryOptions({
    queryKey: [...leaveTypeKeys.all, language],
    queryFn: async () => (await call('GET /leave_types')).data,
    // Types change seldom, and a change made on the Leave Types tab refreshes them at once (leaveTypeKeys.all).
    staleTime: 5 * 60_000,
  });

/** What a request or a calendar day says of its type when the types are not (yet) known. */
const UNKNOWN_TYPE_COLOUR = '#616161';

/** The portal's leave types and what the screens ask of them by id. */
export interface LeaveTypes {
  /** Every type, in the server's order (by id). */
  all: LeaveTypeView[];
  /** The types a new request may have. */
  active: LeaveTypeView[];
  byId(id: number): LeaveTypeView | undefined;
  /**
   * The type's name; `fallback` (a request's `type_text`) or the id while the types are unknown. A null id is a
   * colleague's private type (docs/product/leave.md#private-absences): the server's 'Absent' is its name.
   */
  name(id: number | null, fallback?: string): string;
  /** The type's "#rrggbb"; a dark grey while the types are unknown, and for a colleague's private type. */
  colour(id: number | null): string;
  usesAllowance(id: number | null): boolean;
}

export function leaveTypesLookup(types: readonly LeaveTypeView[]): LeaveTypes {
  const byId = new Map(types.map((type) => [type.id, type]));
  return {
    all: [...types],
    active: types.filter((type) => type.active),
    byId: (id) => byId.get(id),
    name: (id, fallback) => (id === null ? fallback : byId.get(id)?.name) ?? fallback ?? String(id),
    colour: (id) => (id === null ? undefined : byId.get(id)?.color) ?? UNKNOWN_TYPE_COLOUR,
    usesAllowance: (id) => (id === null ? undefined : byId.get(id)?.uses_allowance) ?? false,
  };
}

/** The leave types in the language shown, with the query's loading and error states. */
export function useLeaveTypes() {
  const query = useQuery(leaveTypesQuery(currentLanguage()));
  const types = useMemo(() => leaveTypesLookup(query.data ?? []), [query.data]);
  return { types, query };
}
