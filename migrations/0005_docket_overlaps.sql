-- DECISIONS 'Overlapping dockets': a worker's non-void dockets of one day may not overlap in time.
-- work_span is when the docket's work happened (minutes of the day, written by the server:
-- src/shared/docket-math.ts docketSpan); the exclusion constraint makes the rule hold for
-- concurrent writers too (two creates cannot both pass). btree_gist lets one GiST index compare
-- worker and date for equality beside the range overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "dockets" ADD COLUMN "work_span" "int4range";
--> statement-breakpoint
-- Existing dockets: the same span docketSpan gives (a non-billable docket's own range; a billable
-- one's earliest start to latest end of its time items that hold work).
UPDATE "dockets" AS d SET "work_span" = s.span
FROM (
  SELECT d2.id,
    CASE WHEN d2.entry_type = 'non-billable' THEN
      CASE WHEN (split_part(d2.end_time, ':', 1)::int * 60 + split_part(d2.end_time, ':', 2)::int)
              > (split_part(d2.start_time, ':', 1)::int * 60 + split_part(d2.start_time, ':', 2)::int)
        THEN int4range(split_part(d2.start_time, ':', 1)::int * 60 + split_part(d2.start_time, ':', 2)::int,
                       split_part(d2.end_time, ':', 1)::int * 60 + split_part(d2.end_time, ':', 2)::int)
      END
    ELSE (
      SELECT int4range(min(t.s), max(t.e)) FROM (
        SELECT split_part(li.start_time, ':', 1)::int * 60 + split_part(li.start_time, ':', 2)::int AS s,
               split_part(li.end_time, ':', 1)::int * 60 + split_part(li.end_time, ':', 2)::int AS e,
               li.break_minutes AS b
        FROM "docket_line_items" li
        WHERE li.docket_id = d2.id AND li.entry_type = 'time' AND li.start_time IS NOT NULL AND li.end_time IS NOT NULL
      ) t WHERE t.e - t.s - t.b > 0
    ) END AS span
  FROM "dockets" d2
) s
WHERE s.id = d.id AND s.span IS NOT NULL;
--> statement-breakpoint
-- Dockets recorded before the rule that overlap an earlier one of the same worker and day keep no
-- span (they stay as they are, outside the rule) rather than stopping the migration.
UPDATE "dockets" AS d SET "work_span" = NULL
WHERE d.status <> 'void' AND EXISTS (
  SELECT 1 FROM "dockets" o
  WHERE o.worker_id = d.worker_id AND o.date = d.date AND o.id < d.id AND o.status <> 'void'
    AND o.work_span && d.work_span
);
--> statement-breakpoint
ALTER TABLE "dockets" ADD CONSTRAINT "dockets_no_overlap"
  EXCLUDE USING gist ("worker_id" WITH =, "date" WITH =, "work_span" WITH &&) WHERE ("status" <> 'void');
