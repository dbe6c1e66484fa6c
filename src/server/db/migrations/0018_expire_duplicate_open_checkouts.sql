-- hand-written
-- Before one open checkout per fee is enforced (the next migration's unique indexes), a fee's
-- older Pending checkouts give way to its newest; a late callback still fulfils them.
UPDATE "payments" AS p
SET "status" = 4, "error" = 'superseded'
WHERE p."status" = 0
  AND p."kind" IN (1, 2)
  AND EXISTS (
    SELECT 1 FROM "payments" AS newer
    WHERE newer."status" = 0
      AND newer."kind" = p."kind"
      AND (
        (p."kind" = 1 AND newer."user_id" = p."user_id")
        OR (p."kind" = 2 AND newer."organization_id" = p."organization_id")
      )
      AND (newer."creation_time", newer."id") > (p."creation_time", p."id")
  );
