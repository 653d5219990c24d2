-- Issue #16, ADR 0023: every committed change to what the transaction list and the dashboard show
-- a partner (its payments, and the apps, channels and sources they name) sends `p:<partner id>`
-- on the `paygate_partner_data` channel; each instance LISTENs and stops serving what it read for
-- that partner before. `*` (a TRUNCATE) drops everything.
--
-- Payments are the one busy table. A notice sent inside a transaction holds PostgreSQL's notify
-- lock until the commit has been flushed, which would serialise every payment's commit behind
-- every other's. So the payment service marks its own transactions (the setting below) and sends
-- their notice itself right after the commit; the trigger sends one for every other write (a
-- batch in someone else's transaction, the operators' SQL, a code path yet to come).
CREATE FUNCTION paygate_partner_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('paygate_partner_data', 'p:' || OLD.partner_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('paygate_partner_data', 'p:' || NEW.partner_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION paygate_channel_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A channel names its app, not its partner. (A channel deleted with its app: the app's own
  -- trigger has sent the notice.)
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('paygate_partner_data', 'p:' || a.partner_id) FROM apps a WHERE a.id = OLD.app_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('paygate_partner_data', 'p:' || a.partner_id) FROM apps a WHERE a.id = NEW.app_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION paygate_partner_data_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('paygate_partner_data', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_partner_notice AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW
  WHEN (current_setting('paygate.partner_notice', true) IS DISTINCT FROM 'after-commit')
  EXECUTE FUNCTION paygate_partner_data_changed();
--> statement-breakpoint
CREATE TRIGGER apps_partner_notice AFTER INSERT OR UPDATE OR DELETE ON apps FOR EACH ROW EXECUTE FUNCTION paygate_partner_data_changed();
--> statement-breakpoint
CREATE TRIGGER sources_partner_notice AFTER INSERT OR UPDATE OR DELETE ON sources FOR EACH ROW EXECUTE FUNCTION paygate_partner_data_changed();
--> statement-breakpoint
CREATE TRIGGER channels_partner_notice AFTER INSERT OR UPDATE OR DELETE ON channels FOR EACH ROW EXECUTE FUNCTION paygate_channel_data_changed();
--> statement-breakpoint
CREATE TRIGGER payments_partner_truncate AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION paygate_partner_data_truncated();
--> statement-breakpoint
CREATE TRIGGER apps_partner_truncate AFTER TRUNCATE ON apps FOR EACH STATEMENT EXECUTE FUNCTION paygate_partner_data_truncated();
--> statement-breakpoint
CREATE TRIGGER sources_partner_truncate AFTER TRUNCATE ON sources FOR EACH STATEMENT EXECUTE FUNCTION paygate_partner_data_truncated();
--> statement-breakpoint
CREATE TRIGGER channels_partner_truncate AFTER TRUNCATE ON channels FOR EACH STATEMENT EXECUTE FUNCTION paygate_partner_data_truncated();
