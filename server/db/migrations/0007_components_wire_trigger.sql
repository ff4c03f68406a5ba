-- Keeps components.wire: the row as the components list sends it (its fields with id, kind,
-- name, order, parent and client_ref), so the list reads stored text (issue 12). A parent with no
-- recorded kind is a group, as the list has always said. The columns win over a field of the same name.
CREATE OR REPLACE FUNCTION components_wire() RETURNS trigger AS $$
BEGIN
  NEW.wire := (NEW.fields || jsonb_build_object(
    'id', NEW.id, 'kind', NEW.kind, 'name', NEW.name, 'order', NEW."order",
    'parent', CASE WHEN NEW.parent_id IS NULL THEN NULL
                   ELSE jsonb_build_object('id', NEW.parent_id, 'kind', coalesce(NEW.parent_kind, 'group')) END,
    'client_ref', NEW.client_ref))::text;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER components_wire BEFORE INSERT OR UPDATE ON components
  FOR EACH ROW EXECUTE FUNCTION components_wire();
--> statement-breakpoint
-- Existing rows: the trigger computes wire on this update.
UPDATE components SET wire = NULL;
