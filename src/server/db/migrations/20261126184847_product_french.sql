ALTER TABLE "products" ADD COLUMN "product_name_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_description_fr" text;