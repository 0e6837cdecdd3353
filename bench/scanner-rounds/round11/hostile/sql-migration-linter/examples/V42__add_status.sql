SET lock_timeout = '5s';
ALTER TABLE orders ADD COLUMN status text DEFAULT 'new' NOT NULL;
CREATE INDEX orders_status_idx ON orders (status);
