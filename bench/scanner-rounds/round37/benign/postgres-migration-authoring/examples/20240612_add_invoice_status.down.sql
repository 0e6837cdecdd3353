SET lock_timeout = '5s';

DROP TABLE IF EXISTS invoice_status_history;

ALTER TABLE invoices DROP COLUMN IF EXISTS status;

DROP TYPE IF EXISTS invoice_status;
