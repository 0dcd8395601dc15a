-- The score audit log is append-only: every score change leaves a row that cannot be altered or removed.
CREATE OR REPLACE FUNCTION score_audit_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'score_audit is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER score_audit_append_only BEFORE UPDATE OR DELETE ON score_audit
  FOR EACH ROW EXECUTE FUNCTION score_audit_refuse_change();
