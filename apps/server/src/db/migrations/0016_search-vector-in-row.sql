-- Issue 17 §5: the search vector stays in the row. With the default (EXTENDED) storage the toaster moved the largest
-- value of a row over ~2 kB out of line first, and that was the search vector (~0.9 kB) of most jobs: every `@@` and
-- ts_rank on a heap row then read it back from the TOAST table (2.5 µs a row against 0.8 µs in line; a seq scan
-- matching 'team' over 100k jobs 250 → 80 ms). MAIN keeps it in the row and moves the long texts out first.
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
-- The storage applies to rows written from now on: live jobs are written again so that they are searched at that
-- speed at once (a generated column is computed again by any UPDATE; the values do not change).
UPDATE "jobs" SET "title" = "title" WHERE "status" = 'live';
