-- U42: undo for V42 (expand step).
-- Safe: removes only objects created by V42. Currency values entered after V42
-- are lost; export them first if V42 has been live:
--   \copy (SELECT id, currency FROM invoices WHERE currency <> 'EUR') TO 'invoice_currency_backup.csv' CSV HEADER
DROP TABLE IF EXISTS invoice_fx_rates;
ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_currency_iso;
ALTER TABLE invoices DROP COLUMN IF EXISTS currency;
