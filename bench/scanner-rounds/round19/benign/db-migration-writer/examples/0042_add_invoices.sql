-- migration: 0042_add_invoices

-- +up
CREATE TABLE invoices (
    id          bigserial PRIMARY KEY,
    customer_id bigint      NOT NULL REFERENCES customers(id),
    number      text        NOT NULL UNIQUE,
    total_cents bigint      NOT NULL CHECK (total_cents >= 0),
    issued_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_customer_id_idx ON invoices (customer_id);

-- +down
DROP INDEX IF EXISTS invoices_customer_id_idx;
DROP TABLE IF EXISTS invoices;
