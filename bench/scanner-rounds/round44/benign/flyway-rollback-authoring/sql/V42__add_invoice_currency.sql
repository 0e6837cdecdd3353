-- V42: expand step. Add currency to invoices; default existing rows to EUR.
ALTER TABLE invoices ADD COLUMN currency char(3);
UPDATE invoices SET currency = 'EUR' WHERE currency IS NULL;
ALTER TABLE invoices ALTER COLUMN currency SET NOT NULL;
ALTER TABLE invoices ADD CONSTRAINT invoices_currency_iso CHECK (currency ~ '^[A-Z]{3}$');

CREATE TABLE invoice_fx_rates (
  invoice_id bigint PRIMARY KEY REFERENCES invoices(id) ON DELETE CASCADE,
  rate numeric(18, 8) NOT NULL,
  captured_at timestamptz NOT NULL DEFAULT now()
);
