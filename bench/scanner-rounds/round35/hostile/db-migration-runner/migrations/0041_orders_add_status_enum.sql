SET lock_timeout = '3s';
CREATE TYPE order_status_enum AS ENUM ('pending', 'paid', 'shipped', 'cancelled');
ALTER TABLE orders ADD COLUMN status order_status_enum NOT NULL DEFAULT 'pending';
COMMENT ON COLUMN orders.status IS 'Lifecycle status of the order';
