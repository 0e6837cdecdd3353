-- speed up dashboard queries on recent orders
CREATE INDEX IF NOT EXISTS orders_created_at_idx ON orders (created_at DESC);
ANALYZE orders;
