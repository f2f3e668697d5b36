-- Stored outcomes keep a receipt, never personal data (docs/privacy.md, "Stored outcomes"): an
-- applied outcome stored before that rule is cut down to the receipt's fields (receiptOf in
-- server/services/outcome-ledger.ts); json_patch onto '{}' leaves out the absent ones.
UPDATE applied_mutations SET result = json_object(
  'status', 'applied',
  'name', json_extract(result, '$.name'),
  'value', json_patch('{}', json_object(
    'id', json_extract(result, '$.value.id'),
    'status', json_extract(result, '$.value.status'),
    'experienceId', json_extract(result, '$.value.experienceId'),
    'registrationId', json_extract(result, '$.value.registrationId'),
    'calendarEventId', json_extract(result, '$.value.calendarEventId'),
    'referralId', json_extract(result, '$.value.referralId'),
    'outcome', json_extract(result, '$.value.outcome'),
    'createdAt', json_extract(result, '$.value.createdAt'),
    'updatedAt', json_extract(result, '$.value.updatedAt')
  ))
)
WHERE json_valid(result)
  AND json_extract(result, '$.status') = 'applied'
  AND json_type(result, '$.value') = 'object';
