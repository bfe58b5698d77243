import { requestAsSeen, typeAsSeen, type LeaveRequestRecord, type LeaveRequestView } from '@portal/shared';
import { isOwnOrAll, type OwnerRule } from '../../platform/auth/access.js';
import type { SignedInUser } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/index.js';
import type { Translate } from '../../platform/i18n.js';
import { leaveTypeName, storedLeaveTypes } from './leave-types.js';

/** Who reads leave: the signed-in caller, or the owner of a calendar feed. */
export type LeaveViewer = Pick<SignedInUser, 'id' | 'roleId'>;

const OWN_LEAVE_REASONS: OwnerRule = { all: 'leave:reasons:all' };

/**
 * docs/product/leave.md#private-absences: "may see the reasons of person X" (the type of a private leave and the
 * notes), the one place that decides it: the person themself and admins. Managers (teams) are to be added here, which
 * is why it takes the database and answers with a function to ask for many people at once.
 */
export async function reasonsVisibleTo(_db: Database, viewer: LeaveViewer): Promise<(personId: number) => boolean> {
  return (personId) => isOwnOrAll(viewer, personId, OWN_LEAVE_REASONS);
}

/** The leave types by id and, for a person's leave of a type, whether the viewer sees why: two queries at most. */
async function sightOf(db: Database, viewer: LeaveViewer) {
  const [types, seesReasonsOf] = await Promise.all([storedLeaveTypes(db), reasonsVisibleTo(db, viewer)]);
  const byId = new Map(types.map((type) => [type.id, type]));
  return {
    byId,
    // A type that cannot be found is kept hidden: the answer errs on the side of the absent person.
    sight: (personId: number, type: number) => ({
      seesReasons: seesReasonsOf(personId),
      typeIsPrivate: byId.get(type)?.private ?? true,
    }),
  };
}

/** A calendar entry's type as the viewer may see it: null for another person's private type (the team calendar). */
export async function leaveTypesSeenBy(db: Database, viewer: LeaveViewer) {
  const { sight } = await sightOf(db, viewer);
  return (personId: number, type: number): number | null => typeAsSeen(type, sight(personId, type));
}

/** Leave as `viewer` may read it (docs/product/leave.md#private-absences), types named in the language of `say`. */
export async function leaveSightOf(db: Database, viewer: LeaveViewer, say: Translate) {
  const { byId, sight } = await sightOf(db, viewer);
  const absent = say('notifications:leave_type.absent');
  return {
    /** A request with its type named for the viewer, without what they may not see. */
    request(view: LeaveRequestRecord): LeaveRequestView {
      const named: LeaveRequestView = { ...view, type_text: leaveTypeName(say, byId.get(view.type), view.type) };
      return requestAsSeen(named, { ...sight(view.requesting_id, view.type), absent });
    },
    /** The name of a person's leave type for the viewer: 'Absent' for a private one they may not see (feeds). */
    typeName(personId: number, type: number): string {
      const seen = typeAsSeen(type, sight(personId, type));
      return seen === null ? absent : leaveTypeName(say, byId.get(type), type);
    },
  };
}
