-- Issue #16, ADR 0022: every committed change to what a request's authentication reads (its
-- session, its user, the user's memberships and the chosen partner) sends a notice on the
-- `paygate_auth` channel, from the database itself, so no code path can forget to. Each instance
-- LISTENs and drops what it remembered of the sessions concerned. Notices are sent at commit
-- only (a rolled-back change sends none); identical ones in one transaction are sent once.
--   s:<session id>  u:<user id>  p:<partner id>  *: everything (a TRUNCATE)
CREATE FUNCTION paygate_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] is the notice's prefix for the table: s (sessions), u (users) or p (partners).
  PERFORM pg_notify('paygate_auth', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION paygate_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A membership added, changed or removed can change which one a request acts through.
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('paygate_auth', 'u:' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('paygate_auth', 'u:' || NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION paygate_auth_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('paygate_auth', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new session or user is not remembered anywhere yet: only updates and deletes matter.
CREATE TRIGGER sessions_auth_notice AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION paygate_row_changed('s');
--> statement-breakpoint
CREATE TRIGGER users_auth_notice AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION paygate_row_changed('u');
--> statement-breakpoint
CREATE TRIGGER user_partners_auth_notice AFTER INSERT OR UPDATE OR DELETE ON user_partners FOR EACH ROW EXECUTE FUNCTION paygate_membership_changed();
--> statement-breakpoint
CREATE TRIGGER partners_auth_notice AFTER UPDATE OR DELETE ON partners FOR EACH ROW EXECUTE FUNCTION paygate_row_changed('p');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION paygate_auth_truncated();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION paygate_auth_truncated();
--> statement-breakpoint
CREATE TRIGGER user_partners_auth_truncate AFTER TRUNCATE ON user_partners FOR EACH STATEMENT EXECUTE FUNCTION paygate_auth_truncated();
--> statement-breakpoint
CREATE TRIGGER partners_auth_truncate AFTER TRUNCATE ON partners FOR EACH STATEMENT EXECUTE FUNCTION paygate_auth_truncated();
