CREATE TABLE payment_attempts (
    id          bigserial PRIMARY KEY,
    invoice_id  bigint NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
    status      text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_attempts_invoice_id_idx ON payment_attempts (invoice_id);
