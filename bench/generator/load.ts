import { LEAVE_TYPES } from '../../apps/server/src/bootstrap/first-start.js';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.js';
import { allowances, homeOfficeDays, leaveRequests, userSkills, workLogs, workSchedules } from './activity.js';
import { buildCompany, type Company } from './company.js';
import { markDataset, type LoadReport } from './dataset.js';
import { documents } from './documents.js';
import { BENCH_LOCKED_UNTIL, clientSignoffs, timesheets } from './month-close.js';
import { isoOf } from '../lib/dates.js';
import { BENCH_PASSWORD, BENCH_TRAINING, DATASET_VERSION, type CompanySize } from './sizes.js';
import { advanceSequences, emptyTables, insertRows, openTarget, type Location, type Target } from './target.js';
import { CALENDARS } from './time-model.js';

/** Documents follow the storage of the schema in place: chunked stored files or one content row. */
async function insertDocuments(target: Target, company: Company): Promise<number> {
  const { rows } = await target.query("SELECT to_regclass('public.stored_files') IS NOT NULL AS chunked");
  const chunked = rows[0]?.chunked === true;
  const list = documents(company.size.documents);
  for (const doc of list) {
    const common = [doc.id, doc.title, doc.description, doc.type, doc.fileName, doc.content.length];
    if (chunked) {
      await target.query('INSERT INTO stored_files (id, claimed_at) VALUES ($1, now())', [doc.id]);
      await target.query('INSERT INTO stored_file_chunks (file_id, seq, bytes) VALUES ($1, 0, $2)', [
        doc.id,
        doc.content,
      ]);
      await target.query(
        'INSERT INTO documents (id, title, description, type, file_name, size_bytes, uploaded_by_id, file_id) VALUES ($1, $2, $3, $4, $5, $6, 1, $1)',
        common,
      );
    } else {
      await target.query(
        'INSERT INTO documents (id, title, description, type, file_name, size_bytes, uploaded_by_id) VALUES ($1, $2, $3, $4, $5, $6, 1)',
        common,
      );
      await target.query('INSERT INTO document_contents (document_id, content) VALUES ($1, $2)', [doc.id, doc.content]);
    }
  }
  return list.length;
}

/** Empties the database's tables and fills them with the company of `size` and `seed`. */
export async function generateCompany(location: Location, size: CompanySize, seed: number): Promise<LoadReport> {
  const started = performance.now();
  const target = await openTarget(location);
  try {
    await emptyTables(target);
    const company = buildCompany(size, seed);
    const passwordHash = await hashPassword(BENCH_PASSWORD); // hashed once, shared by everyone
    const rows: Record<string, number> = {};
    await insertRows(
      target,
      'leave_types',
      [...LEAVE_TYPES, BENCH_TRAINING].map((type) => [
        type.code,
        type.name,
        type.usesAllowance,
        type.color,
        type.needsApproval,
        'private' in type && type.private,
      ]),
    );
    // docs/product/leave.md#carry-over: the company's leftover days expire after 31 March.
    await target.query(`INSERT INTO settings (key, value) VALUES ('carry_over_until', '"03-31"')`);
    // docs/product/closing.md#locks: the months before September 2026 are closed.
    await target.query(`INSERT INTO settings (key, value) VALUES ('locked_until', '"${BENCH_LOCKED_UNTIL}"')`);
    rows.holiday_calendars = await insertRows(
      target,
      'holiday_calendars',
      CALENDARS.map((c) => [c.id, c.name, c.country, c.region]),
    );
    rows.clients = await insertRows(
      target,
      'clients',
      company.clients.map((c) => [c.id, c.name, c.shareKey]),
    );
    rows.users = await insertRows(
      target,
      'users',
      company.people.map((p) => [
        p.id,
        p.name,
        p.email,
        passwordHash,
        p.roleId,
        p.active,
        p.level,
        p.clientId,
        p.publicLogs,
        p.birthday,
        p.calendarId,
        p.startDate,
        p.endDate,
      ]),
    );
    rows.work_schedules = await insertRows(target, 'work_schedules', workSchedules(company));
    rows.assignments = await insertRows(
      target,
      'assignments',
      company.assignments.map((a) => [
        a.id,
        a.userId,
        a.clientId,
        a.hours,
        isoOf(a.from),
        a.to === null ? null : isoOf(a.to),
      ]),
    );
    rows.public_holidays = await insertRows(
      target,
      'public_holidays',
      company.publicHolidays.map((h, i) => [i + 1, h.title, h.date, h.calendarId]),
    );
    rows.skills = await insertRows(
      target,
      'skills',
      company.skills.map((name, i) => [i + 1, name]),
    );
    rows.user_skills = await insertRows(target, 'user_skills', userSkills(company));
    rows.allowances = await insertRows(target, 'allowances', allowances(company));
    rows.leave_requests = await insertRows(target, 'leave_requests', leaveRequests(company));
    rows.home_office_days = await insertRows(target, 'home_office_days', homeOfficeDays(company));
    rows.work_logs = await insertRows(target, 'work_logs', workLogs(company));
    rows.timesheets = await insertRows(target, 'timesheets', timesheets(company));
    rows.client_signoffs = await insertRows(target, 'client_signoffs', clientSignoffs(company));
    rows.documents = await insertDocuments(target, company);
    await advanceSequences(target);
    await target.query(`SELECT setval('leave_types_code_seq', (SELECT max(code) + 1 FROM leave_types), false)`);
    await target.query('VACUUM ANALYZE');
    const report = { seconds: (performance.now() - started) / 1000, rows };
    if ('url' in location)
      await markDataset(target, {
        size: size.name,
        seed,
        version: DATASET_VERSION,
        ...report,
        generatedAt: new Date().toISOString(),
      });
    return report;
  } finally {
    await target.close();
  }
}
