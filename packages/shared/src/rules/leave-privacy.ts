/**
 * docs/product/leave.md#private-absences: "colleagues see dates, halves and status, never notes, and the type only when
 * it is not private ('Absent' otherwise)". Who may see a person's reasons is the server's to decide
 * (apps/server/src/domain/leave/leave-privacy.ts); this is what each side of that decision reads.
 */

/** What of a request tells why someone is away. */
export interface LeaveReasons {
  type: number | null;
  type_text: string;
  notes: string | null;
}

/** How a reader sees one request: whether they may see its person's reasons, and whether its type is private. */
export interface LeaveSight {
  seesReasons: boolean;
  typeIsPrivate: boolean;
  /** 'Absent' in the reader's language. */
  absent: string;
}

/** A request's type as the reader may see it: null when it is private and the reasons are not theirs to see. */
export function typeAsSeen(type: number, sight: Omit<LeaveSight, 'absent'>): number | null {
  return sight.seesReasons || !sight.typeIsPrivate ? type : null;
}

/** A request as the reader may see it: the person and admins see it whole; colleagues without notes, a private type as 'Absent'. */
export function requestAsSeen<T extends LeaveReasons>(request: T, sight: LeaveSight): T {
  if (sight.seesReasons) return request;
  if (!sight.typeIsPrivate) return { ...request, notes: null };
  return { ...request, type: null, type_text: sight.absent, notes: null };
}
