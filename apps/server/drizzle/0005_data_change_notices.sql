-- Every committed change to the portal's data sends NOTIFY portal_data_changed, which PostgreSQL
-- delivers at commit to every server process on the database: their read caches drop what they
-- kept (platform/db/change-feed.ts, docs/decisions/0017). Sessions count only when one ends, not
-- for their last-seen time or for a new sign-in.
CREATE FUNCTION portal_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_data_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  data_table text;
BEGIN
  FOREACH data_table IN ARRAY ARRAY[
    'clients', 'users', 'user_pictures', 'assignments', 'work_logs', 'home_office_days',
    'leave_types', 'leave_requests', 'public_holidays', 'allowances', 'skills', 'user_skills',
    'stored_files', 'stored_file_chunks', 'documents', 'password_resets', 'settings',
    'audit_entries', 'mail_outbox', 'oidc_logins'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed()',
      data_table || '_changed', data_table
    );
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();
