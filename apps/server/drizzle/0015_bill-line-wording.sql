ALTER TABLE "charges" ADD COLUMN "wording" text;--> statement-breakpoint
-- Lines stored before: the server worded them in English with these fixed beginnings (decision 0135).
UPDATE "charges" SET "wording" = 'order' WHERE "source" = 'order';--> statement-breakpoint
UPDATE "charges" SET "wording" = 'cancelled_by_hotel' WHERE "source" = 'reversal' AND "description" LIKE 'Cancelled by the hotel: %';--> statement-breakpoint
UPDATE "charges" SET "wording" = 'cancelled' WHERE "source" = 'reversal' AND "description" LIKE 'Cancelled: %';--> statement-breakpoint
UPDATE "charges" SET "wording" = 'correction' WHERE "source" = 'reversal' AND "description" LIKE 'Correction: %';
