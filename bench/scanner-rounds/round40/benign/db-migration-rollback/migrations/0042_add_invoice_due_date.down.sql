ALTER TABLE invoices DROP COLUMN due_date;
