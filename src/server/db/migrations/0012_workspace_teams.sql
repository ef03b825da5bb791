-- Roles, invitations and an audit log: workspaces become shared. An Instagram account may be
-- connected once per workspace (an agency's and its client's own workspace may both hold it), so the
-- uniqueness moves from (user, account) to (workspace, account).
ALTER TABLE "ig_accounts" DROP CONSTRAINT "ig_accounts_user_ig_user";
--> statement-breakpoint
ALTER TABLE "ig_accounts" ADD CONSTRAINT "ig_accounts_workspace_ig_user" UNIQUE("workspace_id","ig_user_id");
--> statement-breakpoint
-- A connection started in one workspace lands in it (null: the user's personal workspace).
ALTER TABLE "connect_states" ADD COLUMN "workspace_id" uuid;
--> statement-breakpoint
ALTER TABLE "connect_states" ADD CONSTRAINT "connect_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- An invitation by e-mail: only the SHA-256 of its token is stored (as refresh tokens are); single use
-- (accepted_at) and expiring. It dies with its workspace and with the user who sent it.
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "workspace_invitations_role_check" CHECK ("role" IN ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id");
--> statement-breakpoint
-- Who did what in a workspace. The actor's name is copied so the line still reads after they leave.
CREATE TABLE "workspace_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_audit_log" ADD CONSTRAINT "workspace_audit_log_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workspace_audit_log" ADD CONSTRAINT "workspace_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "workspace_audit_log_workspace_created_idx" ON "workspace_audit_log" USING btree ("workspace_id","created_at");
--> statement-breakpoint
-- A shared workspace whose last member is gone (removed, or their user deleted, e.g. an abandoned demo
-- swept by jobs/demoWorkspaces.ts) goes too, with its accounts and reports: nobody could reach it.
CREATE FUNCTION remove_memberless_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM workspaces w WHERE w.id = OLD.workspace_id AND w.personal_of IS NULL
    AND NOT EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = OLD.workspace_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workspace_members_remove_memberless AFTER DELETE ON workspace_members FOR EACH ROW EXECUTE FUNCTION remove_memberless_workspace();
--> statement-breakpoint
-- Accounts, competitors and reports keep user_id as "who connected / added / made it", with ON DELETE
-- CASCADE. So that a member deleting their own user does not take a shared workspace's rows with them,
-- those rows pass first to another member of their workspace (an owner before an editor before a viewer).
-- A shared workspace whose last owner is deleted gets that member as its owner, so it is never left unmanaged.
CREATE FUNCTION workspace_heir(workspace uuid, leaving uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT m.user_id FROM workspace_members m WHERE m.workspace_id = workspace AND m.user_id <> leaving
  ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, m.created_at LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION hand_over_shared_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE competitors c SET user_id = workspace_heir(a.workspace_id, OLD.id)
    FROM ig_accounts a
    WHERE c.account_id = a.id AND c.user_id = OLD.id AND workspace_heir(a.workspace_id, OLD.id) IS NOT NULL;
  UPDATE ig_accounts a SET user_id = workspace_heir(a.workspace_id, OLD.id)
    WHERE a.user_id = OLD.id AND workspace_heir(a.workspace_id, OLD.id) IS NOT NULL;
  UPDATE reports r SET user_id = workspace_heir(r.workspace_id, OLD.id)
    WHERE r.user_id = OLD.id AND workspace_heir(r.workspace_id, OLD.id) IS NOT NULL;
  UPDATE workspace_members m SET role = 'owner'
    FROM workspace_members leaving
    WHERE leaving.user_id = OLD.id AND leaving.role = 'owner'
      AND m.workspace_id = leaving.workspace_id AND m.user_id = workspace_heir(leaving.workspace_id, OLD.id)
      AND NOT EXISTS (SELECT 1 FROM workspace_members o WHERE o.workspace_id = leaving.workspace_id AND o.role = 'owner' AND o.user_id <> OLD.id);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_hand_over_shared_rows BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION hand_over_shared_rows();
