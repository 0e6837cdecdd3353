SET lock_timeout = '5s';

CREATE TYPE invoice_status AS ENUM ('draft', 'sent', 'paid', 'void');

ALTER TABLE invoices ADD COLUMN status invoice_status;

CREATE TABLE invoice_status_history (
    id          bigserial PRIMARY KEY,
    invoice_id  bigint NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
    status      invoice_status NOT NULL,
    changed_at  timestamptz NOT NULL DEFAULT now()
);
