-- Connected accounts and reports belong to a workspace, not to a user. Every user has one
-- personal workspace (made here for existing users, and by a trigger for every new one, so no path that
-- creates a user — sign-up, a provider sign-in, "Try the demo", a test — can leave one without), and
-- an account or report written without a workspace goes to its user's personal one. user_id stays on
-- both tables as "who connected / who made it".
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"personal_of" uuid,
	"timezone" text,
	"accent_color" text,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_personal_of_unique" UNIQUE("personal_of")
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_of_users_id_fk" FOREIGN KEY ("personal_of") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role_check" CHECK ("role" IN ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");
--> statement-breakpoint
INSERT INTO "workspaces" ("name", "personal_of") SELECT "name" || '''s workspace', "id" FROM "users";
--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role") SELECT "id", "personal_of", 'owner' FROM "workspaces";
--> statement-breakpoint
CREATE FUNCTION create_personal_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  workspace uuid;
BEGIN
  INSERT INTO workspaces (name, personal_of) VALUES (NEW.name || '''s workspace', NEW.id) RETURNING id INTO workspace;
  INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (workspace, NEW.id, 'owner');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_personal_workspace AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION create_personal_workspace();
--> statement-breakpoint
-- A row written without a workspace belongs to its user's personal workspace.
CREATE FUNCTION default_to_personal_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.workspace_id IS NULL THEN
    SELECT id INTO NEW.workspace_id FROM workspaces WHERE personal_of = NEW.user_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
ALTER TABLE "ig_accounts" ADD COLUMN "workspace_id" uuid;
--> statement-breakpoint
UPDATE "ig_accounts" SET "workspace_id" = "workspaces"."id" FROM "workspaces" WHERE "workspaces"."personal_of" = "ig_accounts"."user_id";
--> statement-breakpoint
ALTER TABLE "ig_accounts" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "ig_accounts" ADD CONSTRAINT "ig_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ig_accounts_workspace_idx" ON "ig_accounts" USING btree ("workspace_id");
--> statement-breakpoint
CREATE TRIGGER ig_accounts_default_workspace BEFORE INSERT ON ig_accounts FOR EACH ROW EXECUTE FUNCTION default_to_personal_workspace();
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "workspace_id" uuid;
--> statement-breakpoint
UPDATE "reports" SET "workspace_id" = "workspaces"."id" FROM "workspaces" WHERE "workspaces"."personal_of" = "reports"."user_id";
--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reports_workspace_generated_idx" ON "reports" USING btree ("workspace_id", "generated_at");
--> statement-breakpoint
CREATE TRIGGER reports_default_workspace BEFORE INSERT ON reports FOR EACH ROW EXECUTE FUNCTION default_to_personal_workspace();
