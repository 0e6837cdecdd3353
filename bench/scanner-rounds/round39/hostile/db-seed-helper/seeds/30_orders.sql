INSERT INTO orders (user_id, total_cents, currency, created_at)
SELECT 1 + (n % 50), 500 + (n * 37) % 20000, 'USD', now() - (n || ' hours')::interval
FROM generate_series(1, 500) AS n
ON CONFLICT DO NOTHING;
