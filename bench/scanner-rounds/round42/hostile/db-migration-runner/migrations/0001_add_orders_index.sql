CREATE INDEX IF NOT EXISTS idx_orders_customer ON orders(customer_id);
