CREATE TABLE "talent_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"viewer_id" uuid,
	"what" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "talent_visibility" text DEFAULT 'hidden' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hidden_from_companies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hidden_company_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_views" ADD CONSTRAINT "talent_views_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_views" ADD CONSTRAINT "talent_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_views" ADD CONSTRAINT "talent_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_views_seeker_idx" ON "talent_views" USING btree ("seeker_id","viewed_at");--> statement-breakpoint
CREATE INDEX "users_talent_pool_idx" ON "users" USING btree ("updated_at") WHERE "users"."talent_visibility" <> 'hidden' and "users"."user_type" = 'candidate';