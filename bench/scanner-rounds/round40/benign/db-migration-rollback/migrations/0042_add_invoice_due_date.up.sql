ALTER TABLE invoices ADD COLUMN due_date date;
UPDATE invoices SET due_date = created_at::date + 30 WHERE due_date IS NULL;
