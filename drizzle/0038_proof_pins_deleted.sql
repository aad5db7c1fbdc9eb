-- A proofing pin can be deleted (by its author while nobody else has replied, or by staff): it leaves
-- the picture and the pins list, and its number is never given again (pins are numbered max + 1 per
-- version, the deleted ones included), so "Pin 2 on v1" in an e-mail or the thread never comes to mean
-- another pin. Its words and replies stay in the request's thread as ordinary comments.
ALTER TABLE "proof_pins" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proof_pins" ADD COLUMN "deleted_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
