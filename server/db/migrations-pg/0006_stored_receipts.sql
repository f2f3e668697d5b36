-- Stored outcomes keep a receipt, never personal data (docs/privacy.md, "Stored outcomes"): an
-- applied outcome stored before that rule is cut down to the receipt's fields (receiptOf in
-- server/services/outcome-ledger.ts); jsonb_strip_nulls leaves out the absent ones.
UPDATE applied_mutations SET result = jsonb_build_object(
  'status', 'applied',
  'name', result::jsonb -> 'name',
  'value', jsonb_strip_nulls(jsonb_build_object(
    'id', result::jsonb -> 'value' -> 'id',
    'status', result::jsonb -> 'value' -> 'status',
    'experienceId', result::jsonb -> 'value' -> 'experienceId',
    'registrationId', result::jsonb -> 'value' -> 'registrationId',
    'calendarEventId', result::jsonb -> 'value' -> 'calendarEventId',
    'referralId', result::jsonb -> 'value' -> 'referralId',
    'outcome', result::jsonb -> 'value' -> 'outcome',
    'createdAt', result::jsonb -> 'value' -> 'createdAt',
    'updatedAt', result::jsonb -> 'value' -> 'updatedAt'
  ))
)::text
WHERE result LIKE '{%'
  AND result::jsonb ->> 'status' = 'applied'
  AND jsonb_typeof(result::jsonb -> 'value') = 'object';
