-- Invitation e-mails leave through the job queue, so the request that invites never waits on the relay:
-- each invitation keeps where its e-mail stands (not-configured, queued, retrying, sent, failed) and the
-- relay's last reason, for the owner's list. Invitations made before this column had no queue: their
-- e-mail either went with the request or was never configured, so they read as not-configured.
ALTER TABLE "workspace_invitations" ADD COLUMN "mail_state" text DEFAULT 'not-configured' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD COLUMN "mail_error" text;
