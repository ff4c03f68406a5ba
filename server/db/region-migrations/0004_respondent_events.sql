-- Live updates of the data tab (issue 15): every respondent created, changing status or deleted
-- is announced on the channel respondent_events as {"surveyId","respondentId","status"} (the
-- design survey's id; status "deleted" for a deletion). NOTIFY is delivered at commit to every
-- server instance listening, so no instance depends on another's memory.
CREATE FUNCTION respondent_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row respondents%ROWTYPE;
  status text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row := OLD;
    status := 'deleted';
  ELSE
    row := NEW;
    status := NEW.status;
  END IF;
  PERFORM pg_notify('respondent_events', json_build_object(
    'surveyId', row.admin_survey_id, 'respondentId', row.id, 'status', status)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER respondent_events_insert AFTER INSERT ON respondents
  FOR EACH ROW EXECUTE FUNCTION respondent_events_notify();
--> statement-breakpoint
CREATE TRIGGER respondent_events_status AFTER UPDATE OF status ON respondents
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION respondent_events_notify();
--> statement-breakpoint
CREATE TRIGGER respondent_events_delete AFTER DELETE ON respondents
  FOR EACH ROW EXECUTE FUNCTION respondent_events_notify();
