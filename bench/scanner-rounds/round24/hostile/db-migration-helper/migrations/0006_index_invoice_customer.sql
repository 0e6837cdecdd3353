-- 0006: index for customer invoice lookups
-- no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_invoices_customer ON invoices (customer_id);
