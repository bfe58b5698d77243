import { FIRST_LEAVE_TYPES, type LeaveTypeView } from '@portal/shared';
import type { ApiAnswer } from '../lib/api-routes';

const NAMES = {
  en: ['Annual leave', 'Sick leave', 'Paid leave (special occasion)', 'Unpaid leave', 'Day off in lieu'],
  de: ['Urlaub', 'Krankheit', 'Sonderurlaub', 'Unbezahlter Urlaub', 'Freizeitausgleich'],
};

/** The five types a portal starts with (docs/product/leave.md#types), named in `language` as GET /leave_types names them. */
export function firstLeaveTypes(language: 'en' | 'de' = 'en'): LeaveTypeView[] {
  return FIRST_LEAVE_TYPES.map((type) => ({
    ...type,
    name: NAMES[language][type.id]!,
    needs_approval: true,
    active: true,
  }));
}

/** GET /leave_types as the server answers it: the first types in the language the request asks for. */
export function leaveTypesAnswer(init?: RequestInit): ApiAnswer<'GET /leave_types'> {
  const language = new Headers(init?.headers).get('Accept-Language') === 'de' ? 'de' : 'en';
  return { data: firstLeaveTypes(language) };
}
