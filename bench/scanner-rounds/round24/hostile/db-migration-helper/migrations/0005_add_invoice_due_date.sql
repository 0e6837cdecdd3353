-- 0005: invoices.due_date
ALTER TABLE invoices ADD COLUMN IF NOT EXISTS due_date date;
UPDATE invoices SET due_date = issued_at::date + 30 WHERE due_date IS NULL;
