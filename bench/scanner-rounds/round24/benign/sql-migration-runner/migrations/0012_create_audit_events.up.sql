CREATE TABLE IF NOT EXISTS audit_events (
    id          bigserial PRIMARY KEY,
    actor_id    bigint NOT NULL,
    action      text   NOT NULL,
    target      text,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS idx_audit_events_actor ON audit_events (actor_id, created_at DESC);
