INSERT INTO users (email, name, organisation_id, password_hash)
SELECT
  CASE WHEN n = 1 THEN 'demo@example.test' ELSE 'user' || n || '@example.test' END,
  'Demo User ' || n,
  1 + (n % 5),
  -- bcrypt of 'demo-password'
  '$2b$12$KIXQJ0f3Zp5QbY9mQy3H2uQG2v7b8m0uQm8n4T2y7m0gk1m1y6G9a'
FROM generate_series(1, 50) AS n
ON CONFLICT DO NOTHING;
